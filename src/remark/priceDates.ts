/**
 * Remark plugin (issue #47 §2): every <Price> in a page carries the date of its amount, and a reader
 * sees that date where the eye already is.
 *
 * - `asOf="2023"` written on the price is its date; the price shows it as a muted tag after the sum
 *   («1 400 сум · 2023», src/components/DateTag). `notAfter` marks a date that is only when a source
 *   last changed («· не позднее июня 2026»).
 * - Without `asOf`, the date comes from a <Dated on> in the same sentence (then it is already in
 *   view: no tag, `dateIn="sentence"`), or from the one <Dated> of its paragraph, table cell or table
 *   row (then the tag shows it). A price with no date to derive fails the build, naming file and line.
 * - In a table, a column whose every body cell holds prices of one and the same date shows that
 *   date once, after the column's header (`dateIn="header"` on the prices).
 * The prices' dates then count into the page header's span (src/remark/pageDates.ts runs after this).
 */
import type { Parent, Root, RootContent, Table } from 'mdast';
import type { VFile } from 'vfile';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { isAsOf } from '../lib/dateTag';
import { attribute, describe, isJsxElement, setAttribute, type JsxElement } from './jsxAttributes';
import { BlockValidationError, position } from './validateBlocks';

type Node = Root | RootContent;

/** Blocks that hold one run of text: a price's date is looked for inside the nearest one. */
const TEXT_BLOCKS = new Set(['paragraph', 'tableCell', 'heading']);

/** A sentence ends at «.», «!», «?» or «…» followed by a space (or the end of the text). */
const SENTENCE_END = /[.!?…](?=\s)/g;

type Mark = { kind: 'price'; node: JsxElement } | { kind: 'dated'; on: string };

/** The prices and <Dated> marks of a text block, each with the number of its sentence. */
function marksOf(block: Node): { mark: Mark; sentence: number }[] {
  const found: { mark: Mark; sentence: number }[] = [];
  let sentence = 0;
  const walk = (node: Node) => {
    if (node.type === 'text') {
      sentence += (node.value.match(SENTENCE_END) ?? []).length;
      return;
    }
    if (isJsxElement(node) && node.name === 'Price') {
      found.push({ mark: { kind: 'price', node }, sentence });
      return;
    }
    if (isJsxElement(node) && node.name === 'Dated') {
      const on = attribute(node, 'on');
      if (on.kind === 'literal' && typeof on.value === 'string')
        found.push({ mark: { kind: 'dated', on: on.value }, sentence });
    }
    if ('children' in node) (node.children as Node[]).forEach(walk);
  };
  walk(block);
  return found;
}

const datesOf = (marks: { mark: Mark }[]) => [
  ...new Set(marks.flatMap(({ mark }) => (mark.kind === 'dated' ? [mark.on] : []))),
];

const literal = (node: JsxElement, name: string): string | undefined => {
  const value = attribute(node, name);
  return value.kind === 'literal' && typeof value.value === 'string' ? value.value : undefined;
};

export type PriceProblem = { node: JsxElement; message: string };

/** Dates every price of the tree in place; returns the prices it could not date. */
export function datePrices(tree: Root): PriceProblem[] {
  const problems: PriceProblem[] = [];
  const done = new Set<JsxElement>();

  const sections = sectionDates(tree);
  const headers = columnHeaders(tree);
  tree.children.forEach((top) =>
    visit(top, (node, _index, parent) => {
      if (!TEXT_BLOCKS.has(node.type)) return;
      const marks = marksOf(node as Node);
      // The row around a table cell: a date written in another cell of it dates the row.
      const row = node.type === 'tableCell' && parent ? marksOf(parent as Node) : [];
      const header = node.type === 'tableCell' ? headers.get(node as Parent) : undefined;
      const headerDates = header && header !== node ? datesOf(marksOf(header as Node)) : [];
      marks.forEach(({ mark, sentence }, index) => {
        if (mark.kind !== 'price' || done.has(mark.node)) return;
        const price = mark.node;
        done.add(price);
        // «в государственном — <Price/> (2024), в частном — <Price/> (2023)»: each price takes the date
        // between it and its neighbouring prices in the sentence.
        const sameSentence = marks.map((m, i) => ({ ...m, i })).filter((m) => m.sentence === sentence);
        const before = sameSentence.filter((m) => m.i < index && m.mark.kind === 'price').at(-1)?.i ?? -1;
        const after = sameSentence.find((m) => m.i > index && m.mark.kind === 'price')?.i ?? Infinity;
        const pricesInSentence = sameSentence.filter((m) => m.mark.kind === 'price').length;
        // Several prices in one sentence («— <Price/> (2024), в частном — <Price/> (2023)»): each takes the date
        // after it, up to the next price, or else the one before it. One price among several dates
        // («(в 2023 году, когда взнос составлял <Price/>) и Click (в 2025 году)»): the one before it.
        const dated = (list: typeof sameSentence) => list.filter((m) => m.mark.kind === 'dated');
        const following = dated(sameSentence.filter((m) => m.i > index && m.i < after));
        const preceding = dated(sameSentence.filter((m) => m.i < index && m.i > before));
        const chosen = pricesInSentence > 1 ? (following[0] ?? preceding.at(-1)) : (preceding.at(-1) ?? following[0]);
        const inSentence = chosen ? [(chosen.mark as { on: string }).on] : [];
        const own = literal(price, 'asOf');
        const notAfter = attribute(price, 'notAfter').kind !== 'absent';
        if (own !== undefined) {
          if (!isAsOf(own)) {
            problems.push({
              node: price,
              message: `дата суммы asOf «${own}» не распознана; ожидается год «2023», месяц «2023-05» или день «2023-05-14»`,
            });
          } else if (!notAfter && inSentence.includes(own)) {
            setAttribute(price, 'dateIn', 'sentence');
          }
          return;
        }
        if (notAfter) {
          problems.push({ node: price, message: 'notAfter без asOf: напишите, не позднее какой даты, asOf="2025-05"' });
          return;
        }
        if (inSentence.length === 1) {
          setAttribute(price, 'asOf', inSentence[0]);
          setAttribute(price, 'dateIn', 'sentence');
          return;
        }
        // The column's header names the date («Цена билета в 2024 году»): already in view.
        if (inSentence.length === 0 && headerDates.length === 1) {
          setAttribute(price, 'asOf', headerDates[0]);
          setAttribute(price, 'dateIn', 'header');
          return;
        }
        // A date in a sentence with a price of its own dates that price, not the whole paragraph.
        const claimed = new Set(marks.filter((m) => m.mark.kind === 'price').map((m) => m.sentence));
        const free = (list: typeof marks) => list.filter((m) => m.mark.kind !== 'dated' || !claimed.has(m.sentence));
        const around = datesOf(free(marks)).length === 1 ? datesOf(free(marks)) : datesOf(row === marks ? [] : row);
        if (inSentence.length === 0 && around.length === 1) {
          setAttribute(price, 'asOf', around[0]);
          return;
        }
        // «Всё, что ниже в этом разделе, — на начало <Dated on="2023" section>2023 года</Dated>».
        const section = sections.get(top);
        if (inSentence.length === 0 && section) {
          setAttribute(price, 'asOf', section);
          return;
        }
        problems.push({
          node: price,
          message:
            inSentence.length > 1
              ? `в предложении несколько дат (${inSentence.join(', ')}): напишите дату суммы в asOf, например asOf="${inSentence[0]}"`
              : 'у суммы нет даты: напишите, когда она была такой, в asOf (год «2023», месяц «2023-05» или день «2023-05-14»), или отметьте дату в том же предложении блоком <Dated on> (или весь раздел — <Dated on section>)',
        });
      });
    }),
  );

  // A price outside any paragraph, cell or heading has no sentence to take a date from.
  visit(tree, (node) => {
    if (!isJsxElement(node) || node.name !== 'Price' || done.has(node)) return;
    const own = literal(node, 'asOf');
    if (own === undefined || !isAsOf(own))
      problems.push({
        node,
        message:
          'у суммы нет даты: напишите, когда она была такой, в asOf (год «2023», месяц «2023-05» или день «2023-05-14»)',
      });
  });

  visit(tree, 'table', (table: Table) => dateColumns(table));
  return problems;
}

/**
 * The date of each top-level block's section, from a `<Dated on="2023" section>` anywhere in that
 * section (before its next heading of the same or a higher level): it dates the section's prices.
 */
function sectionDates(tree: Root): Map<RootContent, string> {
  const result = new Map<RootContent, string>();
  // Open sections, outermost first: their depth and date (undefined until a section mark is found).
  const open: { depth: number; date?: string }[] = [{ depth: 0 }];
  const blocks: { node: RootContent; sections: { depth: number; date?: string }[] }[] = [];
  for (const node of tree.children) {
    if (node.type === 'heading') {
      while (open.length > 1 && open[open.length - 1].depth >= node.depth) open.pop();
      open.push({ depth: node.depth });
    }
    visit(node, (n) => {
      if (isJsxElement(n) && n.name === 'Dated' && attribute(n, 'section').kind !== 'absent') {
        const on = literal(n, 'on');
        if (on) open[open.length - 1].date = on;
      }
    });
    blocks.push({ node, sections: [...open] });
  }
  for (const { node, sections } of blocks) {
    const date = [...sections].reverse().find((s) => s.date)?.date;
    if (date) result.set(node, date);
  }
  return result;
}

/** Each body cell of every table, with the header cell of its column. */
function columnHeaders(tree: Root): Map<Parent, Parent> {
  const result = new Map<Parent, Parent>();
  visit(tree, 'table', (table: Table) => {
    const [header, ...body] = table.children;
    for (const row of body)
      row.children.forEach((cell, i) => header?.children[i] && result.set(cell, header.children[i]));
  });
  return result;
}

/** The prices directly in a cell (not those of a nested table, which Markdown has not). */
const pricesIn = (cell: Parent): JsxElement[] =>
  marksOf(cell as Node).flatMap(({ mark }) => (mark.kind === 'price' ? [mark.node] : []));

/** A column of one date shows it once, after its header: «Плата · 2023». */
function dateColumns(table: Table) {
  const [header, ...body] = table.children;
  if (!header || body.length === 0) return;
  header.children.forEach((headCell, column) => {
    const cells = body.map((row) => row.children[column]).filter(Boolean);
    const prices = cells.map(pricesIn);
    // Every body cell of the column holds a price: a date in the header speaks for the whole column.
    if (prices.some((p) => p.length === 0)) return;
    // The header already names the date in its words.
    if (datesOf(marksOf(headCell as Node)).length > 0) return;
    const all = prices.flat();
    const keys = new Set(all.map((p) => `${literal(p, 'asOf')}|${attribute(p, 'notAfter').kind}`));
    if (keys.size !== 1 || all.some((p) => literal(p, 'dateIn') === 'sentence' || !literal(p, 'asOf'))) return;
    const asOf = literal(all[0], 'asOf')!;
    for (const p of all) setAttribute(p, 'dateIn', 'header');
    const tag: JsxElement = {
      type: 'mdxJsxTextElement',
      name: 'DateTag',
      attributes: [{ type: 'mdxJsxAttribute', name: 'asOf', value: asOf }],
      children: [],
    };
    if (attribute(all[0], 'notAfter').kind !== 'absent')
      tag.attributes.push({ type: 'mdxJsxAttribute', name: 'notAfter', value: null });
    (headCell.children as RootContent[]).push(tag as RootContent);
  });
}

export default function priceDates() {
  return (tree: Root, file: VFile) => {
    const problems = datePrices(tree);
    if (problems.length === 0) return;
    const rel = file.path ? path.relative(process.cwd(), file.path) : '(без имени)';
    const lines = problems.map(({ node, message }) => `  ${rel}:${position(node)}  ${describe(node)} — ${message}`);
    throw new BlockValidationError(
      `Суммы без даты на странице ${rel}:\n${lines.join('\n')}\nКак датировать суммы — CONTRIBUTING.md, «Цены в сумах».`,
    );
  };
}
