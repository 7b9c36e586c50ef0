/**
 * A shared link such as `/map#market/bazar` shows its view from the first paint, rather than
 * «Все места» shrinking to it at hydration (a layout shift of the whole list). An inline script
 * after the chooser and the list title, before the list, sets both to the hash's view and hides
 * the other places with a style: the list is not parsed yet, and on a slow network it arrives
 * in parts. The views each place belongs to (from selectionFor) are in the markup, so the script
 * only looks the hash up: a group's `data-keys` are the views all its places are in, its
 * `data-any` those only some are in, a place's `data-keys` its views beyond its group's. React hydrates with the same view
 * (MapPage reads the hash at once), and StaticList drops the style once it has set `hidden`.
 */
import type { MapData } from '@site/data/places/types';
import { anchorIds, ALL, listTitle, selectionFor } from './selection';

export const EARLY_STYLE_ID = 'map-early-view';

/** Keys of the views other than «all». */
const viewKeysOf = (data: MapData) => anchorIds(data).filter((id) => id !== ALL);

/** The views each place is in (ids → keys, space-separated in `data-keys`). */
export function placeViews(data: MapData): Map<string, string[]> {
  const views = new Map<string, string[]>(data.places.map((p) => [p.id, []]));
  for (const key of viewKeysOf(data)) for (const p of selectionFor(data, key).places) views.get(p.id)?.push(key);
  return views;
}

export interface GroupViews {
  /** `data-keys` of the group: the views every one of its places is in. */
  all: string | undefined;
  /** `data-any` of the group: the views only some of its places are in. */
  any: string | undefined;
  /** `data-keys` of each place (by id): its views beyond the group's. */
  own: Map<string, string | undefined>;
}

const attr = (keys: readonly string[]) => (keys.length ? keys.join(' ') : undefined);

/** The attributes of a group of the list and its places; see the top of the file. */
export function groupViews(
  places: readonly { id: string }[],
  views: ReadonlyMap<string, readonly string[]>,
): GroupViews {
  const of = (id: string) => views.get(id) ?? [];
  const all = places.length ? of(places[0]!.id).filter((k) => places.every((p) => of(p.id).includes(k))) : [];
  const any = [...new Set(places.flatMap((p) => of(p.id)))].filter((k) => !all.includes(k));
  return {
    all: attr(all),
    any: attr(any),
    own: new Map(places.map((p) => [p.id, attr(of(p.id).filter((k) => !all.includes(k)))])),
  };
}

/** What the script hides for view `k` (one CSS rule): the groups and places outside it. */
const HIDE_RULE =
  `'#map-places section:not([data-keys~="'+k+'"]):not([data-any~="'+k+'"]),` +
  `#map-places section:not([data-keys~="'+k+'"]) li:not([data-keys~="'+k+'"]){display:none}'`;

/**
 * The inline script: the list title of every view by its key; a hash is a key or, like
 * keyFromHash, a category's bare id (the end of its path), before any `?near=…` (selection.ts);
 * anything else means «all».
 */
export function earlyViewScript(data: MapData): string {
  const titles = Object.fromEntries(
    viewKeysOf(data).map((key) => {
      const { label, places } = selectionFor(data, key);
      return [key, listTitle(label, places.length, false)];
    }),
  );
  const json = JSON.stringify(titles).replace(/</g, '\\u003c');
  return `(function(v){var h=location.hash.slice(1).split('?')[0],k=null,t;try{h=decodeURIComponent(h)}catch(e){return}
if(Object.prototype.hasOwnProperty.call(v,h))k=h;else if(h&&h.indexOf('/')<0)for(t in v)if(t.slice(-h.length-1)==='/'+h){k=t;break}
if(!k)return;document.getElementById('map-category').value=k;document.getElementById('map-list-title').textContent=v[k];
t=document.createElement('style');t.id='${EARLY_STYLE_ID}';t.textContent=${HIDE_RULE};document.head.appendChild(t)})(${json})`;
}
