import { describe, expect, test } from 'vitest';
import { mapData } from '@site/data/places/catalogue';
import { loadCatalogue } from '@site/data/places';
import { earlyViewScript, groupViews, placeViews } from './earlyView';
import { anchorIds, ALL, groupByCategory, keyFromHash, listTitle, selectionFor } from './selection';

const data = mapData(loadCatalogue());
const keys = anchorIds(data).filter((id) => id !== ALL);

/** Runs the script against a stand-in of the page; returns what it set. */
function run(hash: string) {
  const set: { chosen?: string; title?: string; style?: { id: string; textContent: string } } = {};
  const page = {
    getElementById: (id: string) =>
      id === 'map-category'
        ? {
            set value(v: string) {
              set.chosen = v;
            },
          }
        : {
            set textContent(v: string) {
              set.title = v;
            },
          },
    createElement: () => ({ id: '', textContent: '' }),
    head: { appendChild: (style: { id: string; textContent: string }) => (set.style = style) },
  };
  new Function('location', 'document', earlyViewScript(data))({ hash }, page);
  return set;
}

describe('the early script agrees with the page after hydration', () => {
  test('the attributes show each view’s places and groups, as applyListView does', () => {
    const views = placeViews(data);
    const has = (attr: string | undefined, k: string) => (attr ?? '').split(' ').includes(k);
    for (const k of keys) {
      const chosen = new Set(selectionFor(data, k).places.map((p) => p.id));
      expect(chosen.size, k).toBeGreaterThan(0);
      for (const group of groupByCategory(data.places, data.categories)) {
        const a = groupViews(group.places, views);
        const shown = group.places.filter((p) => has(a.all, k) || has(a.own.get(p.id), k));
        expect(
          shown.map((p) => p.id),
          `${k} in ${group.category.id}`,
        ).toEqual(group.places.filter((p) => chosen.has(p.id)).map((p) => p.id));
        expect(has(a.all, k) || has(a.any, k), `${k}: group ${group.category.id}`).toBe(shown.length > 0);
      }
    }
  });

  test('every hash gives the view keyFromHash gives, with its title and count', () => {
    const hashes = [
      ...keys.map((k) => `#${k}`),
      ...keys.map((k) => `#${encodeURIComponent(k)}`),
      ...data.categories.map((c) => `#${c.id}`),
      ...data.tags.map((t) => `#${t.id}`),
      '',
      '#',
      '#all',
      '#nope',
      '#%E0%A4%A',
      '#uzbek-food/osh',
      '#/osh',
      '#market/household/ikea',
      '#constructor',
      '#toString',
    ];
    for (const hash of hashes) {
      const key = keyFromHash(hash, data);
      const set = run(hash);
      if (!key) {
        expect(set, hash).toEqual({});
        continue;
      }
      const { label, places } = selectionFor(data, key);
      expect(set.chosen, hash).toBe(key);
      expect(set.title, hash).toBe(listTitle(label, places.length, false));
      expect(set.style?.id).toBe('map-early-view');
      expect(set.style?.textContent).toContain(`[data-keys~="${key}"]`);
    }
  });

  test('the select counts the places of the view', () => {
    for (const c of data.categories) expect(selectionFor(data, c.path).places, c.path).toHaveLength(c.count);
    for (const t of data.tags) expect(selectionFor(data, t.id).places, t.id).toHaveLength(t.count);
  });
});
