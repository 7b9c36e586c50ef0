import { describe, expect, test } from 'vitest';
import { mapData } from '@site/data/places/catalogue';
import { loadCatalogue } from '@site/data/places';
import { anchorIds, groupByCategory, hashFor, hashForView, keyFromHash, selectionFor, viewFromHash } from './selection';

const data = mapData(loadCatalogue());

describe('URL hash ↔ selection', () => {
  test('a category path, a tag, all', () => {
    expect(keyFromHash('#cafe/uzbek-food', data)).toBe('cafe/uzbek-food');
    expect(keyFromHash('#pyatok', data)).toBe('pyatok');
    expect(keyFromHash('#all', data)).toBe('');
    expect(keyFromHash('', data)).toBe('');
  });

  test('percent-encoded hashes, bare ids, junk', () => {
    expect(keyFromHash('#cafe%2Fuzbek-food%2Fosh', data)).toBe('cafe/uzbek-food/osh');
    expect(keyFromHash('#osh', data)).toBe('cafe/uzbek-food/osh');
    expect(keyFromHash('#nope', data)).toBe('');
    expect(keyFromHash('#%E0%A4%A', data)).toBe('');
    // Hidden categories have no view on /map.
    expect(keyFromHash('#market/household/ikea', data)).toBe('');
  });

  test('round trip for every view', () => {
    for (const c of data.categories) expect(keyFromHash(hashFor(c.path), data)).toBe(c.path);
    for (const t of data.tags) expect(keyFromHash(hashFor(t.id), data)).toBe(t.id);
    expect(hashFor('')).toBe('#all');
  });

  test('every view has an anchor id, and ids are unique', () => {
    const ids = anchorIds(data);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('cafe/uzbek-food/osh');
    expect(ids).toContain('pyatok');
  });
});

describe('selection', () => {
  test('a category takes its subcategories and tagged places', () => {
    const s = selectionFor(data, 'cafe/uzbek-food');
    expect(s.label).toBe('Узбекская кухня');
    expect(s.places.map((p) => p.id)).toEqual(expect.arrayContaining(['mahallaosh', 'gilos', 'rozmarin']));
  });

  test('all places leave out Tashkent', () => {
    const s = selectionFor(data, '');
    expect(s.label).toBe('Все места');
    expect(s.places.some((p) => p.city)).toBe(false);
    expect(s.places).toHaveLength(191);
  });

  test('groups follow the category tree', () => {
    const groups = groupByCategory(selectionFor(data, 'cafe/uzbek-food').places, data.categories);
    expect(groups.map((g) => g.category.id)).toEqual(['uzbek-food', 'osh']);
    expect(groups[1].trail).toBe('Кафе и рестораны › Узбекская кухня › Плов');
  });
});

describe('the whole view in the hash (issue #48 §4)', () => {
  test('category, «Рядом с», «Открыто сейчас» and the opened place survive a round trip', () => {
    const view = { key: 'children/kindergarten', near: 'krasnye-doma', open: true, place: 'ziyoda' };
    const hash = hashForView(view);
    expect(hash).toBe('#children/kindergarten?near=krasnye-doma&open=1&place=ziyoda');
    expect(viewFromHash(hash, data)).toEqual(view);
    expect(keyFromHash(hash, data)).toBe('children/kindergarten');
  });

  test('a place alone is its row’s anchor; a category alone stays as before', () => {
    expect(hashForView({ key: '', open: false, place: 'ziyoda' })).toBe('#ziyoda');
    expect(viewFromHash('#ziyoda', data)).toEqual({ key: '', open: false, place: 'ziyoda' });
    expect(hashForView({ key: 'cafe/uzbek-food/osh', open: false })).toBe('#cafe/uzbek-food/osh');
    expect(hashForView({ key: '', open: true })).toBe('#all?open=1');
  });

  test('unknown landmarks and places are dropped, not guessed', () => {
    expect(viewFromHash('#coworking?near=nowhere&place=nobody', data)).toEqual({
      key: 'services/coworking',
      open: false,
    });
    expect(viewFromHash('#%E0%A4%A?near=markhabo', data)).toEqual({ key: '', open: false });
  });
});
