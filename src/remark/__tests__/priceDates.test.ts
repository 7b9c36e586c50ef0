import { describe, expect, it } from 'vitest';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { datePrices } from '../priceDates';
import { attribute, isJsxElement, type JsxElement } from '../jsxAttributes';

function run(source: string) {
  const tree = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).parse(source) as Root;
  const problems = datePrices(tree);
  const prices: Record<string, string | undefined>[] = [];
  const tags: string[] = [];
  visit(tree, (node) => {
    if (!isJsxElement(node)) return;
    const value = (el: JsxElement, name: string) => {
      const a = attribute(el, name);
      return a.kind === 'literal' ? String(a.value) : undefined;
    };
    if (node.name === 'Price')
      prices.push({ sum: value(node, 'sum'), asOf: value(node, 'asOf'), dateIn: value(node, 'dateIn') });
    if (node.name === 'DateTag') tags.push(value(node, 'asOf')!);
  });
  return { problems: problems.map((p) => p.message), prices, tags };
}

describe('priceDates: every price carries its date (issue #47 §2)', () => {
  it('keeps a written asOf and shows it as a tag', () => {
    expect(run('Проезд — <Price sum="1400" asOf="2023" />.\n').prices).toEqual([
      { sum: '1400', asOf: '2023', dateIn: undefined },
    ]);
  });

  it('takes the date of its own sentence, which is already in view, and each price the date beside it', () => {
    const { prices, problems } = run(
      'Плата в государственном саду — <Price sum="330000" /> (<Dated on="2024">на 2024 год</Dated>), в частном — <Price sum="1000000" /> (цены <Dated on="2023">2023 года</Dated>).\n',
    );
    expect(problems).toEqual([]);
    expect(prices).toEqual([
      { sum: '330000', asOf: '2024', dateIn: 'sentence' },
      { sum: '1000000', asOf: '2023', dateIn: 'sentence' },
    ]);
  });

  it('takes a paragraph’s one free date, with a tag, but not the date another price’s sentence holds', () => {
    expect(
      run('<Dated on="2023-05">В мае 2023 года</Dated> такси было дешёвым. Поездка — <Price sum="7000" />.\n').prices,
    ).toEqual([{ sum: '7000', asOf: '2023-05', dateIn: undefined }]);
    const { problems } = run(
      'С <Dated on="2026-01">1 января 2026 года</Dated> лимит — <Price sum="1000000000" />. Коворкинг — <Price sum="20000" /> в день.\n',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('у суммы нет даты');
  });

  it('dates a section’s prices from its <Dated section>, until the next heading of its level', () => {
    const { prices, problems } = run(
      '## Праздник\n\nВсё ниже — на <Dated on="2023" section>2023 год</Dated>.\n\n### Кафе\n\n- Аниматор — <Price sum="500000" />.\n\n## Другое\n\nТакси — <Price sum="20000" />.\n',
    );
    expect(prices[0]).toEqual({ sum: '500000', asOf: '2023', dateIn: undefined });
    expect(problems).toHaveLength(1);
  });

  it('takes a section’s date from a self-closing <Dated on section /> under its heading (issue #54 §1)', () => {
    const { prices, problems } = run(
      '## Автобус\n\n<Dated on="2023" section />\n\nПроезд — <Price sum="1400" />.\n\n## Такси\n\nДо центра — <Price sum="20000" />.\n',
    );
    expect(prices[0]).toEqual({ sum: '1400', asOf: '2023', dateIn: undefined });
    expect(problems).toHaveLength(1);
  });

  it('says a column’s one date once, after its header, and takes a date its header names', () => {
    const table = run(
      '| Школа | Плата |\n| --- | --- |\n| А | <Price sum="1" asOf="2023" /> |\n| Б | <Price sum="2" asOf="2023" /> |\n',
    );
    expect(table.tags).toEqual(['2023']);
    expect(table.prices.map((p) => p.dateIn)).toEqual(['header', 'header']);
    const mixed = run(
      '| Школа | Плата |\n| --- | --- |\n| А | <Price sum="1" asOf="2023" /> |\n| Б | <Price sum="2" asOf="2024" /> |\n',
    );
    expect(mixed.tags).toEqual([]);
    const named = run(
      '| Куда | Цена в <Dated on="2024">2024 году</Dated> |\n| --- | --- |\n| Ташкент | от <Price sum="245000" /> |\n',
    );
    expect(named.prices).toEqual([{ sum: '245000', asOf: '2024', dateIn: 'header' }]);
    expect(named.tags).toEqual([]);
  });

  it('refuses a price with no date it can derive, and a malformed asOf', () => {
    expect(run('Помощь стоит около <Price sum="30000" />.\n').problems[0]).toContain('у суммы нет даты: напишите');
    expect(run('Сбор — <Price sum="75000" asOf="10.2024" />.\n').problems[0]).toContain('дата суммы asOf «10.2024»');
  });
});
