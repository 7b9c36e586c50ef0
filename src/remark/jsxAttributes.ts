/** Reading the attributes of MDX JSX elements (`<Price sum="82400" />`) at build time. */
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';

export type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** What an attribute holds, as far as a build can know without running the page. */
export type AttributeValue =
  | { kind: 'absent' }
  | { kind: 'literal'; value: string | number | boolean }
  /** An expression we cannot evaluate (a variable, a call): left unchecked. */
  | { kind: 'dynamic'; source: string };

export function isJsxElement(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

export function attribute(node: JsxElement, name: string): AttributeValue {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr || attr.type !== 'mdxJsxAttribute') return { kind: 'absent' };
  const { value } = attr;
  if (value === null || value === undefined) return { kind: 'literal', value: true };
  if (typeof value === 'string') return { kind: 'literal', value };
  // `sum={82400}` or `sum={'82 400'}`: accept plain number and string literals.
  const source = value.value.trim();
  if (/^\d+(\.\d+)?$/.test(source)) return { kind: 'literal', value: Number(source) };
  const quoted = /^(['"])(.*)\1$/.exec(source);
  if (quoted) return { kind: 'literal', value: quoted[2] };
  return { kind: 'dynamic', source };
}

/** Names of plain `name="…"` attributes, to catch typos like `summ`. */
export function attributeNames(node: JsxElement): string[] {
  return node.attributes.flatMap((a) => (a.type === 'mdxJsxAttribute' ? [a.name] : []));
}

export function setAttribute(node: JsxElement, name: string, value: string): void {
  const existing = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (existing && existing.type === 'mdxJsxAttribute') existing.value = value;
  else node.attributes.push({ type: 'mdxJsxAttribute', name, value });
}

/** «<Price sum="82,400" to="1">» as the author wrote it, for error messages. */
export function describe(node: JsxElement): string {
  const attrs = node.attributes
    .map((a) => {
      if (a.type !== 'mdxJsxAttribute') return '{…}';
      if (a.value === null || a.value === undefined) return a.name;
      return typeof a.value === 'string' ? `${a.name}="${a.value}"` : `${a.name}={${a.value.value}}`;
    })
    .join(' ');
  return `<${node.name}${attrs ? ` ${attrs}` : ''}>`;
}

/** Plain text of an mdast node (what mdast-util-to-string does, without depending on it). */
export function textOf(node: unknown): string {
  const n = node as { value?: unknown; children?: unknown[] };
  if (typeof n.value === 'string') return n.value;
  return Array.isArray(n.children) ? n.children.map(textOf).join('') : '';
}
