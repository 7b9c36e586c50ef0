/**
 * Rehype plugin: makes the plain Markdown tables of the guide readable on a 360 px phone, so that
 * writers keep writing ordinary tables (CONTRIBUTING.md, «Таблицы»).
 *
 * Every table gets, at build time:
 *   - `data-label` on each body cell: the text of its column's header («Частный сад»). Below 600 px
 *     the CSS (src/css/blocks.css) shows a table as a stack of cards, one per row, with each value
 *     after its column's label; the search index can read a row as «label: value» too;
 *   - `role="table"` on the table and `role="rowgroup"` on its head and body: the cards change the
 *     `display` of table parts, and browsers have dropped a table's semantics for that. Rows and
 *     cells keep their native roles: HTML forbids an explicit role on a `tr`, `th` or `td` of such a
 *     table (the Nu HTML Checker of `npm run check:html` rejects it), and the browser's own
 *     accessibility tree of the cards is checked by tests/e2e/phone.spec.ts;
 *   - the class `samguide-table`, plus `samguide-table--cards` for the tables that become cards.
 *
 * Which tables become cards: every table of three columns or more, and a two-column table whose
 * longest unbreakable words would not fit side by side on a phone (an estimate from the text; the
 * phone e2e test measures the result on the built site). A short two-column table stays a table.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import { visit } from 'unist-util-visit';
import { formatSum, parseSum } from '../lib/money';
import { formatDateTag, isAsOf } from '../lib/dateTag';

export const TABLE_CLASS = 'samguide-table';
export const CARDS_CLASS = 'samguide-table--cards';
/** The attribute that carries a cell's column label (also read by the search index). */
export const LABEL_ATTRIBUTE = 'data-label';

/** The text column of a 320 px phone is 288 px (360 px: 328 px); the estimate must fit with room to spare, px. */
const PHONE_COLUMN = 275;
/** Generous width of one character at the table's font size (a wide Linux sans serif, bold headers), px. */
const CHAR_WIDTH = 10;
/** Both paddings of a cell (Infima: 0.75rem each side) and its border, px. */
const CELL_CHROME = 25;

type Node = Root | RootContent | ElementContent;
type JsxAttribute = { type: string; name?: string; value?: unknown };
type JsxNode = { type: string; name?: string | null; attributes?: JsxAttribute[]; children?: Node[] };

const isElement = (node: Node, tagName?: string): node is Element =>
  node.type === 'element' && (tagName === undefined || node.tagName === tagName);

const isJsx = (node: Node): boolean =>
  (node.type as string) === 'mdxJsxTextElement' || (node.type as string) === 'mdxJsxFlowElement';

function classesOf(node: Element): string[] {
  const value: unknown = node.properties?.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(' ') : [];
}

/** Text a reader sees in a node: skips the words only screen readers hear and the link icons. */
export function visibleText(node: Node): string {
  if (node.type === 'text') return node.value;
  // A column's date after its header (src/remark/priceDates.ts): the phone's cards repeat it in every label.
  const tag = dateTagText(node);
  if (tag !== undefined) return tag;
  if (isElement(node) && (classesOf(node).includes('samguide-sr-only') || node.tagName === 'svg')) return '';
  const children = (node as { children?: Node[] }).children;
  return Array.isArray(children) ? children.map(visibleText).join('') : '';
}

function jsxAttribute(node: JsxNode, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  return typeof attr?.value === 'string' ? attr.value : undefined;
}

/** « · 2023» for a <DateTag asOf="2023" />, as src/components/DateTag renders it; undefined for other nodes. */
function dateTagText(node: Node): string | undefined {
  if (!isJsx(node) || (node as unknown as JsxNode).name !== 'DateTag') return undefined;
  const jsx = node as unknown as JsxNode;
  const asOf = jsxAttribute(jsx, 'asOf');
  const notAfter = jsx.attributes?.some((a) => a.type === 'mdxJsxAttribute' && a.name === 'notAfter') ?? false;
  return asOf && isAsOf(asOf) ? ` · ${formatDateTag(asOf, notAfter)}` : '';
}

/**
 * The text of a cell as the browser lays it out, for measuring: a <Price> as its formatted sum
 * (non-breaking spaces: «1 900 000–2 400 000 сум» never wraps), a <Phone> as a number of its
 * length, an external link's icon as two letters, nothing for the words only screen readers hear.
 */
function layoutText(node: Node): string {
  if (isJsx(node)) {
    const jsx = node as unknown as JsxNode;
    if (jsx.name === 'Price') {
      const sum = parseSum(jsxAttribute(jsx, 'sum') ?? '');
      const to = jsxAttribute(jsx, 'to');
      const until = to === undefined ? undefined : (parseSum(to) ?? undefined);
      return sum === null ? '' : formatSum(sum, until);
    }
    if (jsx.name === 'Phone') return '+998\u00a000\u00a0000-00-00';
    if (jsx.name === 'DateTag') return dateTagText(node) ?? '';
  }
  if (node.type === 'text') return node.value;
  if (isElement(node) && classesOf(node).includes('samguide-sr-only')) return '';
  // An external link's icon (src/remark/linkIcons.ts) sits before its first word: about two letters wide.
  if (isElement(node, 'svg')) return '··';
  const children = (node as { children?: Node[] }).children;
  return Array.isArray(children) ? children.map(layoutText).join('') : '';
}

/** Bold header text is wider than the body's. */
const HEADER_WIDTH = 1.1;

/** The longest run of a cell that cannot break (a word with its punctuation, a sum), in letters. */
function longest(cell: Element): number {
  const runs = layoutText(cell).split(/[ \t\n\r]+/);
  const letters = Math.max(0, ...runs.map((run) => [...run].length));
  return cell.tagName === 'th' ? letters * HEADER_WIDTH : letters;
}

/** A cell with nothing to show: no text and no element or component (a <Phone>, a link, an image). */
function isEmptyCell(cell: Element): boolean {
  const hasContent = (node: Node): boolean =>
    (node.type === 'text' && node.value.trim() !== '') ||
    isJsx(node) ||
    (isElement(node) &&
      !['br'].includes(node.tagName) &&
      (node.children.length === 0 || node.children.some(hasContent)));
  return !cell.children.some(hasContent);
}

function rowsOf(table: Element): { group: Element | null; row: Element }[] {
  const rows: { group: Element | null; row: Element }[] = [];
  for (const child of table.children) {
    if (!isElement(child)) continue;
    if (child.tagName === 'tr') rows.push({ group: null, row: child });
    else if (['thead', 'tbody', 'tfoot'].includes(child.tagName))
      for (const row of child.children) if (isElement(row, 'tr')) rows.push({ group: child, row });
  }
  return rows;
}

const cellsOf = (row: Element) => row.children.filter((c): c is Element => isElement(c, 'td') || isElement(c, 'th'));

/** Would the table, at its narrowest, be wider than a phone's text column? */
function tooWideForPhone(rows: Element[][]): boolean {
  const columns = Math.max(0, ...rows.map((cells) => cells.length));
  let width = 0;
  for (let c = 0; c < columns; c++) width += Math.max(0, ...rows.map((cells) => (cells[c] ? longest(cells[c]) : 0)));
  return width * CHAR_WIDTH + columns * CELL_CHROME > PHONE_COLUMN;
}

function addClass(node: Element, name: string) {
  node.properties.className = [...classesOf(node).filter((c) => c !== name), name];
}

export function labelTable(table: Element): void {
  const rows = rowsOf(table);
  const header = rows.find(({ group }) => group?.tagName === 'thead')?.row;
  const labels = header ? cellsOf(header).map((cell) => visibleText(cell).replace(/\s+/g, ' ').trim()) : [];

  table.properties.role = 'table';
  for (const child of table.children)
    if (isElement(child) && child.tagName !== 'tr') child.properties.role = 'rowgroup';
  for (const { group, row } of rows) {
    if (group?.tagName === 'thead') continue;
    cellsOf(row).forEach((cell, i) => {
      // An empty cell gets no label: on a phone it would show a label with nothing after it
      // («Примечание:» under a vet with no note). Screen readers take the header from the table.
      if (labels[i] && !isEmptyCell(cell)) cell.properties.dataLabel = labels[i];
    });
  }

  addClass(table, TABLE_CLASS);
  const columns = Math.max(0, ...rows.map(({ row }) => cellsOf(row).length));
  if (columns >= 3 || tooWideForPhone(rows.map(({ row }) => cellsOf(row)))) addClass(table, CARDS_CLASS);
}

export default function tables() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'table') labelTable(node);
    });
  };
}
