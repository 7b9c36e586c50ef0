import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileFixture, compileSource, FIXTURES } from './compile';
import { BlockValidationError } from '../validateBlocks';

describe('linkIcons', () => {
  it('marks external links with a service icon, a screen-reader hint and safe new-tab attributes', async () => {
    const out = await compileFixture('links.mdx');
    await expect(out).toMatchFileSnapshot('fixtures/links.out.txt');

    const kinds = [...out.matchAll(/data-link-kind="([a-zA-Z]+)"/g)].map((m) => m[1]);
    expect(kinds).toEqual([
      'telegram',
      'instagram',
      'youtube',
      'yandexMaps',
      'googleMaps',
      'twoGis',
      'facebook',
      'web',
      'web',
    ]);
    expect(out.match(/target="_blank" rel="noopener noreferrer"/g)).toHaveLength(9);
    // The icon is drawn by CSS from data-link-kind (the link's ::before): no element of its own.
    expect(out.match(/className="samguide-ext-link" data-link-kind="[a-zA-Z]+"/g)).toHaveLength(9);
    expect(out).not.toContain('svg');
    expect(out).toContain('(Telegram, откроется в новой вкладке)');
    expect(out).toContain('(Яндекс Карты, откроется в новой вкладке)');
    expect(out).toContain('(откроется в новой вкладке)');
  });

  it('leaves internal links, anchors, mail, image links and headings alone', async () => {
    const out = await compileFixture('links.mdx');
    for (const href of [
      '/samarkand/visa#registration',
      '#top',
      'https://samguide.github.io/map',
      'mailto:team@example.org',
      'https://example.org/',
      'https://gov.uz/',
    ]) {
      const link = new RegExp(
        `<_components.a href="${href.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"(?<rest>[^>]*)>`,
      ).exec(out);
      expect(link, href).not.toBeNull();
      expect(link!.groups!.rest, href).not.toContain('data-link-kind');
    }
  });
});

describe('building blocks in a page', () => {
  it('compiles a page that uses every block, importing only those', async () => {
    const out = await compileFixture('blocks.mdx');
    await expect(out).toMatchFileSnapshot('fixtures/blocks.out.txt');
    for (const name of ['Brv', 'Checklist', 'Phone', 'Price', 'Verified']) {
      expect(out).toContain(`import ${name} from "@site/src/components/${name}";`);
    }
  });

  it('tells <Verified> which section it belongs to', async () => {
    const out = await compileFixture('blocks.mdx');
    expect(out).toMatch(/<Verified date="2026-05" section="registration" sectionTitle="Регистрация" \/>/);
  });

  it('imports nothing into a page without blocks', async () => {
    const out = await compileSource('# Питомцы\n\nПросто текст и [ссылка](/services/medicine).\n');
    expect(out).not.toContain('@site/src/components');
  });
});

describe('validateBlocks', () => {
  it('fails the build on a page with a malformed phone and amount, naming the file and each value', async () => {
    const error = await compileFixture('bad-blocks.mdx').then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(BlockValidationError);
    const message = (error as Error).message;
    const file = path.relative(process.cwd(), path.join(FIXTURES, 'bad-blocks.mdx'));
    expect(message).toContain(`Ошибки в строительных блоках страницы ${file}`);
    expect(message).toContain(`${file}:6:13  <Phone number="+998 66 233-00"> — номер «+998 66 233-00» не распознан`);
    expect(message).toContain(`${file}:8:13  <Price sum="82,400"> — сумма «82,400» не распознана`);
    expect(message).toContain('<Price summ="5000"> — неизвестный атрибут «summ»');
    expect(message).toContain('<Price summ="5000"> — нет атрибута sum');
    expect(message).toContain('<Brv value="два"> — количество БРВ «два» не распознано');
    expect(message).toContain('<Price sum="50000" to="30000"> — верхняя граница 30000 должна быть больше нижней 50000');
    expect(message).toContain('<Checklist id="Регистрация"> — нужен атрибут id из латинских букв');
    expect(message).toContain('front matter facts_date — месяц «май 2025» не распознан');
    expect(message).toContain('<Verified date="2031-01"> — месяц «2031-01» ещё не наступил');
    expect(message).toContain('CONTRIBUTING.md');
  });

  it('names the line the editor sees, in the lead paragraph as after a heading (issue #57 §4)', async () => {
    // The lead's price is on line 8, right under the front matter; a heading with an escaped {#id}
    // stands near the top, where the old guess of the front matter's length went wrong.
    const message = await compileFixture('lead-price.mdx').then(
      () => '',
      (e: unknown) => (e as Error).message,
    );
    const file = path.relative(process.cwd(), path.join(FIXTURES, 'lead-price.mdx'));
    expect(message).toContain(`${file}:8:23  <Price sum="300000"> — у суммы нет даты`);
    expect(message).toContain(`${file}:14:21  <Price sum="30000"> — у суммы нет даты`);
  });

  it.each([
    ['<Phone number="8 800 555-35-35" />', 'номер «8 800 555-35-35» не распознан'],
    ['<Phone />', 'нет атрибута number'],
    ['<Price sum="82.400" />', 'сумма «82.400» не распознана'],
    ['<Brv value="-1" />', 'количество БРВ «-1» не распознано'],
    ['<Brv />', 'нет атрибута value'],
    ['<Checklist id="a">\n\n- без номеров\n\n</Checklist>', 'ровно один нумерованный список'],
    [
      '<Checklist id="a">\n\n1. раз\n\n</Checklist>\n\n<Checklist id="a">\n\n1. два\n\n</Checklist>',
      'id «a» уже есть на этой странице',
    ],
    ['<Verified date="2025-5" />', 'месяц «2025-5» не распознан'],
    ['Штраф <Unconfirmed>не подтверждено</Unconfirmed>.', '<Unconfirmed> — блок пишется без текста внутри'],
    ['Штраф <Unconfirmed why="чат" />.', 'неизвестный атрибут «why»: блок пишется без атрибутов'],
  ])('rejects %s', async (source, expected) => {
    await expect(compileSource(source)).rejects.toThrow(expected);
  });

  it.each([
    '<Price sum={82400} asOf="2025" />',
    '<Price sum="82 400" to="100 000" asOf="2025-05" />',
    '<Brv value={0.2} />',
    '<Phone number="+7 495 123-45-67" />',
    '<Phone number="1154" />',
    '---\nfacts_date: 2025-05-10\n---\n\nТекст.',
    '---\nfacts_date: 2024-10\nchecked: 2026-11\n---\n\nТекст.',
    '<Verified date="2025-05" checked="2026-01" />',
    'Штраф — 900 000 сум <Unconfirmed />.',
    "---\ntitle: Виза\nseo_title: 'Виза и въезд в Узбекистан для россиян'\n---\n\nТекст.",
  ])('accepts %s', async (source) => {
    await expect(compileSource(source)).resolves.toBeTypeOf('string');
  });

  describe('page dates in front matter', () => {
    it.each([
      [
        '---\nlast_verified: 2025-05\n---\n\nТекст.',
        'front matter last_verified — поле переименовано: дату, к которой относятся сведения, пишите в facts_date',
      ],
      [
        '---\nfacts_date: 2025-05\nchecked: 2024-01\n---\n\nТекст.',
        'front matter checked — проверка (2024-01) не может быть раньше',
      ],
      [
        '---\nfacts_date: 2025-05\nchecked: 2027-01\n---\n\nТекст.',
        'front matter checked — месяц «2027-01» ещё не наступил',
      ],
      [
        '---\nchecked: 2026-01\n---\n\nТекст.',
        'front matter checked — без facts_date отметка о проверке не показывается',
      ],
      ['<Verified date="2025-05" checked="июль" />', 'checked: месяц «июль» не распознан'],
      ['---\nseo_title: 2025\n---\n\nТекст.', 'front matter seo_title — ожидается непустая строка'],
      ["---\nseo_title: ''\n---\n\nТекст.", 'front matter seo_title — ожидается непустая строка'],
      ['---\nseo_title:\n  - Виза\n---\n\nТекст.', 'front matter seo_title — ожидается непустая строка'],
    ])('rejects %s', async (source, expected) => {
      await expect(compileSource(source)).rejects.toThrow(expected);
    });

    it.each([
      [
        `changes:\n  - 2025-08-01 #fee Пошлина выросла.`,
        'front matter changes — строка 1: строка прочитана как одна дата',
      ],
      [`changes:\n  - '1.08.2025 #fee Пошлина выросла.'`, 'строка 1: «1.08.2025 #fee Пошлина выросла.» не распознана'],
      [`changes:\n  - '2025-02-30 #fee Пошлина выросла.'`, 'строка 1: дата «2025-02-30» не существует'],
      [`changes:\n  - '2027-01-01 #fee Пошлина выросла.'`, 'строка 1: дата 2027-01-01 ещё не наступила'],
      [`changes:\n  - '2025-08-01 #nope Пошлина выросла.'`, 'строка 1: на странице нет якоря #nope'],
      [`changes:\n  - '2025-08-01 #fee ${'очень '.repeat(40)}'`, 'строка 1: текст длиннее 200 знаков'],
      [`changes:\n  - '2025-08-01 #fee Раз.'\n  - '2025-08-01 #fee Два.'`, 'строка 2: второе изменение раздела #fee'],
      ['changes: один раз', 'front matter changes — ожидается список строк'],
    ])('rejects the change record %s', async (frontMatter, expected) => {
      const source = `---\n${frontMatter}\n---\n\n## Пошлина {#fee}\n\nТекст.`;
      await expect(compileSource(source)).rejects.toThrow(expected);
    });

    it('accepts a change record that points at a heading, a place card or an <Anchor>', async () => {
      const source = [
        '---',
        'changes:',
        "  - '2025-08-01 #fee Пошлина пересчитана по новой БРВ.'",
        "  - '2025-08 #cafe Кафе переехало.'",
        "  - '2024-10-14 #bogishamol Новое название улицы.'",
        '---',
        '',
        '## Пошлина {#fee}',
        '',
        '<Place id="cafe" />',
        '',
        '| Улица | Название |',
        '| --- | --- |',
        '| <Anchor id="bogishamol">Богишамол</Anchor> | новое |',
      ].join('\n');
      await expect(compileSource(source)).resolves.toBeTypeOf('string');
    });

    it('requires facts_date on guide pages, naming the file and the field', async () => {
      const filePath = path.join(FIXTURES, 'no-date.mdx');
      await expect(
        compileSource('---\ntitle: Без даты\n---\n\nТекст.', filePath, { requireFactsDate: true }),
      ).rejects.toThrow(/no-date\.mdx:1:1 {2}front matter facts_date — нет поля/);
      await expect(
        compileSource('---\nfacts_date: 2025-05\n---\n\nТекст.', filePath, { requireFactsDate: true }),
      ).resolves.toBeTypeOf('string');
    });
  });
});
