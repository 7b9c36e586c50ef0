/**
 * Remark plugin: resolves `<Place id>`, `<PlaceList category>` and
 * `<PlaceMap category>` against the place catalogue at build time.
 * - An unknown id or category fails the build, naming the file and line.
 * - The resolved places are inlined as a `data` prop, so each page carries
 *   only the places it shows and the catalogue never reaches the main bundle.
 * - Each place gets one card per page: a list leaves out the places that have
 *   their own <Place> on the page or were in an earlier list (so a school
 *   tagged `kindergarten` is not repeated under «Сады при школах»). Maps show
 *   everything. A <Place> written twice gets its anchor (id) only once, and a
 *   card gets none when a heading of the page already has that id
 *   (`### Happy Land {#happy-land}` above the card).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { loadCatalogue, type Catalogue } from '../../data/places';
import { withSuggestion } from '../../data/places/validate';
import type { PlaceListData, PlaceMapData, PlaceView } from '../../data/places/types';

export type { PlaceListData, PlaceMapData };

type Options = { catalogue?: Catalogue; docsDir?: string };

/** A docs file's route: docs/purchases/malls.mdx → /purchases/malls, docs/occupation/index.mdx → /occupation. */
export function routeOf(relativeFile: string): string {
  const route = relativeFile
    .replace(/\\/g, '/')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${route}`;
}

const placePagesCache = new Map<string, Map<string, string>>();

/**
 * Which page shows each place (its category's list, else the first in file order): read from the
 * `<PlaceList category>`, `<Place id>` and headings of every docs file, so a card can link to the
 * card of the mall it is in.
 */
export function placePages(catalogue: Catalogue, docsDir: string): Map<string, string> {
  const known = placePagesCache.get(docsDir);
  if (known) return known;
  const pages = new Map<string, string>();
  const files = (readdirSync(docsDir, { recursive: true }) as string[]).filter((f) => /\.mdx?$/.test(f)).sort();
  const sources = files.map((file) => ({
    route: routeOf(file),
    source: readFileSync(path.join(docsDir, file), 'utf8'),
  }));
  const claim = (id: string, route: string) => pages.has(id) || pages.set(id, route);
  // A category's list is its places' home (the malls on /purchases/malls), before a list that shows
  // the place by a tag (Roni Pizza, a pizzeria tagged «bar», lives on /cafe/euro, not /cafe/bar);
  // then a single card, then a section about the place under a heading with its id (a district on
  // /apartment/districts).
  const lists = sources.flatMap(({ route, source }) =>
    [...source.matchAll(/<PlaceList\s+category="([\w-]+)"([^>]*)>/g)].map((m) => {
      const flag = (name: string) => (new RegExp(`${name}=\\{false\\}`).test(m[2]) ? false : undefined);
      return { route, key: m[1], nested: flag('nested'), tagged: flag('tagged') };
    }),
  );
  for (const { route, key, nested } of lists)
    for (const p of catalogue.select(key, { nested, tagged: false }) ?? []) claim(p.id, route);
  for (const { route, key, nested, tagged } of lists)
    for (const p of catalogue.select(key, { nested, tagged }) ?? []) claim(p.id, route);
  for (const { route, source } of sources)
    for (const m of source.matchAll(/<Place\s+id="([\w-]+)"/g)) claim(m[1], route);
  for (const { route, source } of sources)
    for (const m of source.matchAll(/^#{2,4} .*\{#([\w-]+)\}\s*$/gm)) if (catalogue.place(m[1])) claim(m[1], route);
  placePagesCache.set(docsDir, pages);
  return pages;
}

interface JsxAttribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | { type: 'mdxJsxAttributeValueExpression'; value: string; data?: unknown };
}
interface JsxNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: JsxAttribute[];
  position?: { start: { line: number; column: number } };
}

/** An ESTree expression for a JSON-like value (what MDX needs for `data={…}`). */
export function toEstree(value: unknown): Record<string, unknown> {
  if (value === null || typeof value === 'string' || typeof value === 'boolean')
    return { type: 'Literal', value, raw: JSON.stringify(value) };
  if (typeof value === 'number') {
    const literal = { type: 'Literal', value: Math.abs(value), raw: JSON.stringify(Math.abs(value)) };
    return value < 0 || Object.is(value, -0)
      ? { type: 'UnaryExpression', operator: '-', prefix: true, argument: literal }
      : literal;
  }
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(toEstree) };
  if (typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => ({
          type: 'Property',
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
          key: { type: 'Literal', value: k, raw: JSON.stringify(k) },
          value: toEstree(v),
        })),
    };
  }
  throw new Error(`Cannot inline a ${typeof value} into MDX`);
}

function expressionAttribute(name: string, value: unknown): JsxAttribute {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          comments: [],
          body: [{ type: 'ExpressionStatement', expression: toEstree(value) }],
        },
      },
    },
  };
}

function plainText(node: unknown): string {
  const n = node as { value?: unknown; children?: unknown[] };
  return typeof n.value === 'string' ? n.value : (n.children ?? []).map(plainText).join('');
}

/** A heading's id: its `{#custom-id}`, else roughly the slug Docusaurus derives from its text. */
export function headingId(text: string): string {
  const custom = /\{#([^}]+)\}\s*$/.exec(text);
  if (custom) return custom[1];
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

export default function remarkPlaces({ catalogue: given, docsDir = path.join(process.cwd(), 'docs') }: Options = {}) {
  return (tree: Root, file: VFile) => {
    // The data props are written once every place of the page is known, so that a card can link
    // to the card of the place it is inside on the same page (`#id`) rather than on another one.
    const pending: { el: JsxNode; data: unknown }[] = [];
    const onPage = new Set<string>();
    // Ids already taken on the page: headings', then each card's as it is placed.
    const anchored = new Set<string>();
    // Places with their own card anywhere on the page, and those already listed.
    const carded = new Set<string>();
    const listed = new Set<string>();
    visit(tree, (node) => {
      if (node.type === 'heading') anchored.add(headingId(plainText(node)));
      const el = node as unknown as JsxNode;
      if ((el.type !== 'mdxJsxFlowElement' && el.type !== 'mdxJsxTextElement') || el.name !== 'Place') return;
      const id = el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'id')?.value;
      if (typeof id === 'string') carded.add(id);
    });
    let catalogue = given;

    visit(tree, (node) => {
      const el = node as unknown as JsxNode;
      if (
        (el.type !== 'mdxJsxFlowElement' && el.type !== 'mdxJsxTextElement') ||
        !['Place', 'PlaceList', 'PlaceMap'].includes(el.name ?? '')
      )
        return;
      catalogue ??= loadCatalogue();
      const cat = catalogue;
      const where = `${file.path ?? 'a page'}${el.position ? `:${el.position.start.line}:${el.position.start.column}` : ''}`;
      const fail = (message: string): never => {
        throw new Error(`${where}: ${message}`);
      };
      const attr = (name: string) => el.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
      const text = (name: string): string => {
        const a = attr(name);
        if (!a)
          return fail(
            `<${el.name}> needs ${name}="…", e.g. <${el.name} ${name}="${el.name === 'Place' ? 'mahallaosh' : 'osh'}" />.`,
          );
        if (typeof a.value !== 'string')
          return fail(`<${el.name} ${name}> must be a plain string in quotes, not an expression.`);
        return a.value;
      };
      const flag = (name: string): boolean | undefined => {
        const a = attr(name);
        if (!a) return undefined;
        if (a.value === null || a.value === undefined) return true;
        const raw = typeof a.value === 'string' ? a.value : a.value.value.trim();
        if (raw === 'true' || raw === 'false') return raw === 'true';
        return fail(`<${el.name} ${name}> must be {true} or {false}.`);
      };
      if (attr('data')) fail(`<${el.name}> gets its data from the catalogue: remove the data prop.`);

      if (el.name === 'Place') {
        const id = text('id');
        const place = cat.place(id);
        if (!place) {
          const message = withSuggestion(
            `unknown place id "${id}" in <Place id="${id}" />`,
            id,
            cat.places.map((p) => p.id),
          );
          fail(`${message} Place ids are in data/places/*.ts.`.replace('/> ', '/>. '));
        }
        pending.push({ el, data: place });
        onPage.add(id);
        if (anchored.has(id)) el.attributes.push(expressionAttribute('anchor', false));
        anchored.add(id);
        return;
      }

      const key = text('category');
      const options = { nested: flag('nested'), tagged: flag('tagged') };
      const places = cat.select(key, options);
      if (!places) {
        const keys = [...cat.categories.map((c) => c.id), ...cat.tags.map((t) => t.id)];
        const message = withSuggestion(
          `unknown category or tag "${key}" in <${el.name} category="${key}" />`,
          key,
          keys,
        );
        fail(`${message} Categories and tags are in data/places/categories.ts.`.replace('/> ', '/>. '));
      }
      const label = cat.label(key)!;
      if (el.name === 'PlaceList') {
        const shown = places!.filter((p) => !carded.has(p.id) && !listed.has(p.id));
        shown.forEach((p) => listed.add(p.id));
        const data: PlaceListData = { label, places: shown };
        const noAnchor = shown.filter((p) => anchored.has(p.id)).map((p) => p.id);
        if (noAnchor.length) data.noAnchor = noAnchor;
        shown.forEach((p) => anchored.add(p.id));
        shown.forEach((p) => onPage.add(p.id));
        pending.push({ el, data });
        return;
      }
      const category = cat.category(key);
      const pinned = places!.filter((p) => p.location && !p.city);
      const data: PlaceMapData = {
        label,
        mapHash: category ? (category.hidden ? null : category.path) : key,
        places: pinned,
        unpinned: places!.length - pinned.length,
      };
      el.attributes.push(expressionAttribute('data', data));
    });
    if (!catalogue) return;
    const pages = placePages(catalogue, docsDir);
    const linked = (place: PlaceView): PlaceView => {
      if (!place.inside) return place;
      const host = place.inside.id;
      const page = pages.get(host);
      const href = onPage.has(host) ? `#${host}` : page ? `${page}#${host}` : undefined;
      return href ? { ...place, inside: { ...place.inside, href } } : place;
    };
    for (const { el, data } of pending) {
      const value =
        el.name === 'Place'
          ? linked(data as PlaceView)
          : { ...(data as PlaceListData), places: (data as PlaceListData).places.map(linked) };
      el.attributes.push(expressionAttribute('data', value));
    }
  };
}
