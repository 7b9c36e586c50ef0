import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT as root, pageFiles } from './pages';
import {
  checkDateDensity,
  checkDateForms,
  checkDateRuns,
  checkHedgeRepeats,
  checkHedges,
  checkOpening,
  checkPage,
  checkUnitSpaces,
  checkWritersNotes,
  datesOf,
  proseOf,
  unitsOf,
} from './editorial';

const page = (body: string) => `---\ntitle: Пример\n---\n\nimport X from '@site/x';\n\n${body}\n`;

describe('editorial detectors', () => {
  it('an announcing opening fails, an answering one passes', () => {
    const bad = page('Здесь вы узнаете, как оформить регистрацию.\n\n## Регистрация {#registration}');
    expect(checkOpening(proseOf(bad))).toEqual([expect.objectContaining({ line: 7, rule: 'opening' })]);
    expect(checkOpening(proseOf(page('Коротко. На этой странице — всё о визе.')))).toHaveLength(1);
    const good = page('Гражданам России виза не нужна. Ниже — как встать на регистрацию.\n\nНа этой странице ещё…');
    expect(checkOpening(proseOf(good))).toEqual([]);
  });

  it('the opening is the first prose paragraph, after headings, JSX and admonitions', () => {
    expect(checkOpening(proseOf(page('<Intro />\n\n:::tip\n\nЭта страница поможет.\n\n:::')))).toHaveLength(1);
    expect(checkOpening(proseOf(page('## Раздел {#part}\n\nЗдесь собрано всё.')))).toHaveLength(1);
  });

  it('finds a writers’ note anywhere, across a line break and with ё written as е', () => {
    const bad = page('Первый абзац.\n\nЭтот номер мы не\nпроверяли, а в справочнике нет адреса.');
    expect(checkWritersNotes(proseOf(bad)).map((f) => f.line)).toEqual([9, 10]);
    expect(checkWritersNotes(proseOf(page('По нашим данным, цена выросла.')))).toHaveLength(1);
    // Who checked is a note about the guide's making; the reader needs where to check.
    expect(checkWritersNotes(proseOf(page('Эти кафе никто из авторов не проверял.')))).toHaveLength(2);
    expect(checkWritersNotes(proseOf(page('Проверьте номер на сайте банка перед визитом.')))).toEqual([]);
    // A word that merely contains a phrase is not the phrase.
    expect(checkWritersNotes(proseOf(page('Не проверялись только цены.')))).toEqual([]);
  });

  it('catches notes to writers by their shape, not only fixed strings', () => {
    const notes = [
      'Размер штрафа источник не указывает.',
      'Источник не называет срок.',
      'Источники ничего не говорят о визе.',
      'Период (источник оценки не указан) неизвестен.',
      'В исходных сведениях дата другая.',
      'Так сказано в сведениях за 2023 год.',
      'В источнике нет адреса.',
      'Срок не указан в источнике.',
    ];
    for (const note of notes) expect(checkWritersNotes(proseOf(page(note))), note).toHaveLength(1);
    const fine = [
      'Официальный источник — lex.uz.',
      'Проверьте срок на my.gov.uz: он мог измениться.',
      'Источник питьевой воды — городской водопровод.',
      'Уточните период оплаты в самом саду.',
    ];
    for (const text of fine) expect(checkWritersNotes(proseOf(page(text))), text).toEqual([]);
  });

  it('two hedges in one sentence fail; one hedge per sentence passes', () => {
    const bad = page('Ответ.\n\nПо сообщениям СМИ, срок, возможно, продлят.');
    expect(checkHedges(proseOf(bad))).toEqual([expect.objectContaining({ line: 9, rule: 'hedges' })]);
    expect(checkHedges(proseOf(page('Ответ.\n\nПо сообщениям, срок, вероятно, продлят.')))).toHaveLength(1);
    expect(checkHedges(proseOf(page('Ответ.\n\nПо имеющимся данным, это официально не подтверждено.')))).toHaveLength(
      1,
    );
    const good = page('Ответ.\n\nПо сообщениям СМИ, срок продлят. Возможно, уже в мае.');
    expect(checkHedges(proseOf(good))).toEqual([]);
    // «невозможно» and «говорят на узбекском» are not hedges; table cells are separate.
    expect(checkHedges(proseOf(page('Невозможно понять, почему говорят на узбекском, вероятно.')))).toEqual([]);
    expect(checkHedges(proseOf(page('| возможно | вероятно |\n| --- | --- |')))).toEqual([]);
    expect(checkHedges(proseOf(page('- возможно, в мае\n- вероятно, в июне')))).toEqual([]);
  });

  it('the hedge block counts as a hedge: with «возможно» in one sentence it fails', () => {
    expect(checkHedges(proseOf(page('Ответ.\n\nСрок, возможно, 3 дня <Unconfirmed />.')))).toHaveLength(1);
    expect(checkHedges(proseOf(page('Ответ.\n\nСрок — 3 дня <Unconfirmed/>. Возможно, меньше.')))).toEqual([]);
  });

  it('a hedge of one kind twice in a section fails, naming the line; once per section passes', () => {
    const repeats = (body: string) => checkHedgeRepeats(proseOf(page(body))).map((f) => `${f.line} ${f.message}`);
    const bad = [
      'Ответ.\n\n## Сроки {#a}\n\nСрок — 3 дня (не подтверждено официально).\n\nШтраф — 900 000 сум <Unconfirmed />.',
      'Ответ.\n\n## Сроки {#a}\n\nСрок — 3 дня <Unconfirmed />.\n\n### Штрафы {#b}\n\n- Штраф официально не подтверждён.',
      'Ответ.\n\n## Налоги {#a}\n\nПо сообщениям СМИ, ставка 1 %.\n\n| Кто | Что |\n| --- | --- |\n| ИП | по сообщениям, 1 % |',
      'Ответ.\n\n## Город {#a}\n\nПо некоторым данным, миллион. Якобы больше.',
    ];
    for (const body of bad) {
      const found = repeats(body);
      expect(found, body).toHaveLength(1);
      expect(found[0], body).toMatch(/again in one section \(the first, «.+», is on line 11\)/);
    }
    expect(repeats(bad[0])[0]).toMatch(/^13 «Unconfirmed»/);
    const good = [
      // One per section; another section may say it again; «по тем же сообщениям» refers back.
      'Ответ (не подтверждено официально).\n\n## Сроки {#a}\n\nСрок — 3 дня <Unconfirmed />.\n\n## Штрафы {#b}\n\nШтраф <Unconfirmed />.',
      'Ответ.\n\n## Налоги {#a}\n\nПо сообщениям СМИ, ставка 1 %. По тем же сообщениям, льготы отменены.',
      'Ответ.\n\n## Сроки {#a}\n\nПо сообщениям СМИ, срок продлили <Unconfirmed />.',
    ];
    for (const body of good) expect(repeats(body), body).toEqual([]);
  });

  it('counts dates: a year with its month or day, a range once, never an amount', () => {
    const keys = (text: string) => datesOf(proseOf(page(text))).map((d) => d.key);
    expect(keys('Цены на май 2025 года, пошлина с 1 августа 2025 года.')).toEqual(['2025-05', '2025-08']);
    expect(keys('Тарифы 2023–2025 годов и 2024/25 учебный год.')).toEqual(['2023', '2024']);
    expect(keys('В декабре 2022 и в 2024 году.')).toEqual(['2022-12', '2024']);
    expect(keys('Около 2000 сум, $2025 и 1950 м над уровнем моря, 2 000 долларов.')).toEqual([]);
    expect(keys('<Dated on="2025-08">с 1 августа 2025 года</Dated>')).toEqual(['2025-08']);
  });

  it('a page dense with dates fails and names its densest stretch; a sparse one passes', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'слово').join(' ');
    const dense = page(
      `Ответ.\n\n${words(60)}\n\n${Array.from({ length: 12 }, (_, i) => `Пункт ${i} на май 2025 года.`).join('\n\n')}`,
    );
    const found = checkDateDensity(proseOf(dense));
    expect(found).toEqual([expect.objectContaining({ rule: 'date-density', line: 11 })]);
    expect(found[0].message).toMatch(/12 date mentions/);
    expect(checkDateDensity(proseOf(page(`Ответ на май 2025 года. ${words(100)}`)))).toEqual([]);
  });

  it('the same date in three consecutive sentences, list items or table rows fails', () => {
    const runs = (body: string) => checkDateRuns(proseOf(page(body))).map((f) => f.line);
    expect(runs('Цена на май 2025 года. Срок на май 2025 года. Адрес на май 2025 года.')).toEqual([7]);
    expect(runs('- на май 2025 года\n- на май 2025 года\n- на май 2025 года')).toEqual([9]);
    expect(runs('| Что | Цена |\n| --- | --- |\n| а | 2023 |\n| б | 2023 |\n| в | 2023 год |')).toEqual([11]);
    // A unit without the date breaks the run; two in a row and other dates pass.
    expect(runs('На май 2025. На май 2025. Без даты. На май 2025. На май 2025.')).toEqual([]);
    expect(runs('- 2023\n- 2024\n- 2025')).toEqual([]);
    // A table row is one unit, however many cells carry the date.
    expect(unitsOf(proseOf(page('| 2023 | 2023 | 2023 |\n| --- | --- | --- |')))).toHaveLength(1);
  });

  it('one date grammar: a year comes with «год», a range with an en dash, a month «на май 2024 года»', () => {
    const forms = (text: string) => checkDateForms(proseOf(page(text))).map((f) => `${f.line} ${f.message}`);
    const allowed = [
      'Цены <Dated on="2023">в 2023 году</Dated>, тарифы на 2023 год, список 2023 года.',
      'Сведения на май 2024 года, <Dated on="2024-10">не позднее октября 2024 года</Dated>, в мае 2024 года.',
      'Наблюдения 2022–2024 годов, в 2022–2024 годах, на 2023–2024 годы и в 2022 и 2023 годах.',
      'По сообщениям СМИ, с 1 января 2026 года; указ от 3 ноября 2025 года.',
      'Оценки с декабря 2022 по ноябрь 2023 года; на январь–февраль 2023 года; (на <Dated on="2024-09">сентябрь 2024 года</Dated>).',
      'Зимой 2022/23 года, в 1990-е и 1990-х; дата перехода — апрель 2022 года.',
      'У суммы дата стоит сразу после неё, например «· 2023» или «·\u00a0май 2024».',
      'Около 2000 сум, $2025, 1950 м над уровнем моря, 2024 г сахара, 2 000 долларов.',
      '[закон](https://lex.uz/2024-05-01) и `2025-05` в коде.',
    ];
    for (const text of allowed) expect(forms(text), text).toEqual([]);
    const wrong = [
      ['Плата — 330 000 сум (<Dated on="2024">2024</Dated>).', 'without «год»'],
      ['GLC — (сентябрь 2024).', 'without «год»'],
      ['Цены 2023–2024 и дальше.', 'without «год»'],
      ['Наблюдения 2022-2024 годов.', 'en dash'],
      ['Сведения 2025-05.', 'hyphen'],
      ['Постановление от 12.08.2025.', 'numeric date'],
      ['Закон 2019 г. о налогах.', '«г.»'],
      ['Часы (сентябрь 2024 года).', 'without «на»'],
    ];
    for (const [text, why] of wrong) {
      const found = forms(text);
      expect(found, text).toHaveLength(1);
      expect(found[0], text).toContain(why);
      expect(found[0], text).toMatch(/^7 /);
    }
  });

  it('asks for a non-breaking space between a number and its unit', () => {
    const spaces = (text: string) => checkUnitSpaces(proseOf(page(text))).map((f) => f.message);
    expect(spaces('Регистрация — 30 дней, лимит 10\u00a0000 долларов, ADSL до 0,5 Мбит/с.')).toEqual([
      expect.stringContaining('«30 дней»'),
      expect.stringContaining('«10\u00a0000 долларов»'),
      expect.stringContaining('«0,5 Мбит/с»'),
    ]);
    // Written right, a date, a longer word that begins like a unit, code: nothing to say.
    expect(spaces('За 30\u00a0дней, 8&nbsp;Мбит/с, в 2023 году, в 5 минутах, `30 дней`.')).toEqual([]);
  });

  it('ignores front matter, imports, JSX attributes and code', () => {
    const src = `---\ndescription: Здесь вы узнаете всё, по нашим данным\n---\n\n<Place id="по-нашим-данным" />\n\n\`\`\`text\nвозможно, вероятно\n\`\`\`\n\nОтвет на вопрос.\n`;
    expect(checkPage(src)).toEqual([]);
  });
});

describe('pages in docs/', () => {
  const files = pageFiles().sort();
  it('finds the pages', () => expect(files.length).toBeGreaterThan(20));
  it.each(files.map((f) => [relative(root, f), f]))('%s reads as the conventions ask', (name, file) => {
    const findings = checkPage(readFileSync(file, 'utf8'));
    expect(findings.map((f) => `${name}:${f.line} [${f.rule}] ${f.message}`)).toEqual([]);
  });
});
