/**
 * The /map view lives in the URL hash: `/map#cafe/uzbek-food` (a category path), `/map#pyatok`
 * (a tag), `/map#all` or no hash (everything), `/map#ziyoda` (a place: its row, in «all»). The
 * rest of the view follows a `?`: `/map#children/kindergarten?near=krasnye-doma&open=1&place=ziyoda`
 * («Рядом с» a landmark, «Открыто сейчас», the opened place). Shareable, and back/forward walk
 * through earlier selections. The reader's own position («Моё местоположение») never goes into it.
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
    raw = decodeURIComponent(hash.replace(/^#/, '').split('?')[0]!);
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

/** Everything of the view a link keeps. */
export interface MapView {
  /** As keyFromHash. */
  key: string;
  /** Id of the landmark of «Рядом с». */
  near?: string;
  /** «Открыто сейчас». */
  open: boolean;
  /** The opened place (its row is scrolled to and marked). */
  place?: string;
}

/** The view a hash stands for; unknown landmarks and places are dropped. */
export function viewFromHash(hash: string, data: MapData): MapView {
  const [head = '', tail = ''] = hash.replace(/^#/, '').split('?');
  const known = (id: string | null) => (id && data.places.some((p) => p.id === id) ? id : undefined);
  let params: URLSearchParams;
  let bare: string;
  try {
    params = new URLSearchParams(tail);
    bare = decodeURIComponent(head);
  } catch {
    return { key: '', open: false };
  }
  const key = keyFromHash(head, data);
  // `/map#ziyoda`: a place's own address (data/places/address.ts).
  const place = known(params.get('place')) ?? (key === '' ? known(bare) : undefined);
  const near = known(params.get('near'));
  return {
    key,
    open: params.get('open') === '1',
    ...(near && data.places.find((p) => p.id === near)?.location ? { near } : {}),
    ...(place ? { place } : {}),
  };
}

/** The hash of a view: as short as it can be, so that `/map#ziyoda` and `/map#osh` stay plain anchors. */
export function hashForView(view: MapView): string {
  const params = new URLSearchParams();
  if (view.near) params.set('near', view.near);
  if (view.open) params.set('open', '1');
  if (!view.near && !view.open && view.place && !view.key) return `#${encodeURIComponent(view.place)}`;
  if (view.place) params.set('place', view.place);
  const tail = params.toString();
  return `${hashFor(view.key)}${tail ? `?${tail}` : ''}`;
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
