import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkHedges, checkOpening, checkPage, checkWritersNotes, proseOf } from './editorial';

const root = fileURLToPath(new URL('../..', import.meta.url));
const docs = join(root, 'docs');

function mdxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return mdxFiles(path);
    return entry.name.endsWith('.mdx') ? [path] : [];
  });
}

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
    expect(checkWritersNotes(proseOf(page('Проверьте номер на сайте банка перед визитом.')))).toEqual([]);
    // A word that merely contains a phrase is not the phrase.
    expect(checkWritersNotes(proseOf(page('Не проверялись только цены.')))).toEqual([]);
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

  it('ignores front matter, imports, JSX attributes and code', () => {
    const src = `---\ndescription: Здесь вы узнаете всё, по нашим данным\n---\n\n<Place id="по-нашим-данным" />\n\n\`\`\`text\nвозможно, вероятно\n\`\`\`\n\nОтвет на вопрос.\n`;
    expect(checkPage(src)).toEqual([]);
  });
});

describe('pages in docs/', () => {
  const files = mdxFiles(docs).sort();
  it('finds the pages', () => expect(files.length).toBeGreaterThan(20));
  it.each(files.map((f) => [relative(root, f), f]))('%s reads as the conventions ask', (name, file) => {
    const findings = checkPage(readFileSync(file, 'utf8'));
    expect(findings.map((f) => `${name}:${f.line} [${f.rule}] ${f.message}`)).toEqual([]);
  });
});
