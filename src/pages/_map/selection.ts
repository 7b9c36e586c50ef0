/**
 * The /map selection lives in the URL hash: `/map#cafe/uzbek-food` (a
 * category path), `/map#pyatok` (a tag), `/map#all` or no hash (everything).
 * Shareable, and back/forward walk through earlier selections.
 */
import { selectPlaces } from '@site/data/places/select';
import { ruPlural } from '@site/src/lib/plural';
import type { CategoryView, MapData, PlaceView } from '@site/data/places/types';

/** Hash of the «all places» view. */
export const ALL = 'all';

export interface Selection {
  /** '' for all places, else a category path or a tag id. */
  key: string;
  label: string;
  places: PlaceView[];
}

/** Every id /map must carry as an anchor, so links to its views pass the build's anchor check. */
export function anchorIds(data: MapData): string[] {
  return [ALL, ...data.categories.map((c) => c.path), ...data.tags.map((t) => t.id)];
}

/** The selection key a hash stands for; unknown or malformed hashes mean «all». */
export function keyFromHash(hash: string, data: MapData): string {
  let raw: string;
  try {
    raw = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
  if (raw === '' || raw === ALL) return '';
  if (data.categories.some((c) => c.path === raw) || data.tags.some((t) => t.id === raw)) return raw;
  // A bare category id (`/map#osh`), as a reader might type it.
  return data.categories.find((c) => c.id === raw)?.path ?? '';
}

export function hashFor(key: string): string {
  return `#${key || ALL}`;
}

export function selectionFor(data: MapData, key: string): Selection {
  const tagIds = data.tags.map((t) => t.id);
  const category = data.categories.find((c) => c.path === key);
  const tag = data.tags.find((t) => t.id === key);
  if (category)
    return {
      key,
      label: category.label,
      places: selectPlaces(data.places, data.categories, tagIds, category.id) ?? [],
    };
  if (tag) return { key, label: tag.label, places: selectPlaces(data.places, data.categories, tagIds, tag.id) ?? [] };
  return { key: '', label: 'Все места', places: data.places };
}

/** The list's heading: «Рынки: 8 мест списком». One string, so that earlyView.ts can set it before hydration. */
export function listTitle(label: string, n: number, openOnly: boolean): string {
  return `${label}: ${n} ${ruPlural(n, ['место', 'места', 'мест'])} списком${openOnly ? ', открытые сейчас' : ''}`;
}

export interface PlaceGroup {
  category: CategoryView;
  /** «Кафе и рестораны › Узбекская кухня › Плов». */
  trail: string;
  places: PlaceView[];
}

/** Places grouped by their own category, in the order of the category tree. */
export function groupByCategory(places: readonly PlaceView[], categories: readonly CategoryView[]): PlaceGroup[] {
  const byId = new Map(categories.map((c) => [c.id, c]));
  const trail = (c: CategoryView): string =>
    c.parent && byId.has(c.parent) ? `${trail(byId.get(c.parent)!)} › ${c.label}` : c.label;
  return categories
    .map((category) => ({ category, trail: trail(category), places: places.filter((p) => p.category === category.id) }))
    .filter((g) => g.places.length > 0);
}
