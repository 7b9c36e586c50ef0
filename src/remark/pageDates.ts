/**
 * Remark plugin: collects the dates marked in a page's text so that the header under the
 * title can say which other months the page's facts come from («Сведения на май 2025;
 * отдельные — от ноября 2023 до января 2026, даты указаны в тексте») without anyone typing
 * that span by hand. The dates come from:
 * - `<Dated on="2025-08">…</Dated>` around a date written in a sentence;
 * - `<Verified date="…">` under a section heading;
 * - `<Brv>`: its sum is worked out from the БРВ of config/brv.ts, a fact of that month;
 * - the dated prices (`asOf`) of the place cards the page shows.
 * The result goes into the page's front matter as `dates_in_text` (config/freshness.ts), which
 * the DocItem/Content wrapper reads. `npm run freshness` calls `collectPageDates` on the same
 * tree, so the report and the page cannot disagree.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { BRV } from '../../config/brv';
import { isTextDate, TEXT_DATES_FIELD } from '../../config/freshness';
import { loadCatalogue, type Catalogue } from '../../data/places';
import { parseYearMonth, toIsoMonth } from '../lib/month';
import { attribute, isJsxElement, type JsxElement } from './jsxAttributes';

export type PageDates = {
  /** Sorted, distinct `YYYY` / `YYYY-MM`. */
  dates: string[];
  /** Ids of the places whose cards the page shows (<Place>, <PlaceList>), in page order. */
  places: string[];
};

function literal(node: JsxElement, name: string): string | undefined {
  const value = attribute(node, name);
  return value.kind === 'literal' && typeof value.value === 'string' ? value.value : undefined;
}

function flag(node: JsxElement, name: string): boolean | undefined {
  const value = attribute(node, name);
  if (value.kind === 'literal') return value.value === true || value.value === 'true';
  if (value.kind === 'dynamic') return value.source === 'true';
  return undefined;
}

/** A catalogue date (`2024`, `2024-09`, `2024-09-23`) at the header's precision. */
function toTextDate(iso: string): string {
  return iso.length === 4 ? iso : iso.slice(0, 7);
}

export function collectPageDates(tree: Root, catalogue?: Catalogue): PageDates {
  const dates = new Set<string>();
  const places: string[] = [];
  let cat = catalogue;
  const show = (ids: readonly string[]) => ids.forEach((id) => places.includes(id) || places.push(id));

  visit(tree, (node) => {
    if (!isJsxElement(node)) return;
    switch (node.name) {
      case 'Dated': {
        const on = literal(node, 'on');
        if (isTextDate(on)) dates.add(on);
        break;
      }
      case 'Verified': {
        const ym = parseYearMonth(literal(node, 'date'));
        if (ym) dates.add(toIsoMonth(ym));
        break;
      }
      case 'Brv':
        dates.add(toTextDate(BRV.since));
        break;
      case 'Price': {
        // Dated by src/remark/priceDates.ts; a «не позднее» date is not a date of the fact.
        const asOf = literal(node, 'asOf');
        if (asOf && attribute(node, 'notAfter').kind === 'absent') dates.add(toTextDate(asOf));
        break;
      }
      case 'Place': {
        const id = literal(node, 'id');
        if (id) show([id]);
        break;
      }
      case 'PlaceList': {
        const key = literal(node, 'category');
        if (!key) break;
        cat ??= loadCatalogue();
        const selected = cat.select(key, { nested: flag(node, 'nested'), tagged: flag(node, 'tagged') });
        if (selected) show(selected.map((p) => p.id));
        break;
      }
    }
  });

  if (places.length > 0) {
    cat ??= loadCatalogue();
    for (const id of places) {
      for (const price of cat.place(id)?.prices ?? []) if (price.asOf) dates.add(toTextDate(price.asOf));
    }
  }
  return { dates: [...dates].sort(), places };
}

export default function pageDates({ catalogue }: { catalogue?: Catalogue } = {}) {
  return (tree: Root, file: VFile) => {
    const frontMatter = (file.data as { frontMatter?: Record<string, unknown> }).frontMatter;
    if (!frontMatter) return;
    const { dates } = collectPageDates(tree, catalogue);
    // The loader exports this same object as the page's front matter (after the compile).
    if (dates.length > 0) frontMatter[TEXT_DATES_FIELD] = dates;
    else delete frontMatter[TEXT_DATES_FIELD];
  };
}
