/**
 * Shapes of resolved places, shared by the build (remark plugin, Docusaurus
 * plugin) and the browser (cards, /map). Types only: importing this file
 * costs the client bundle nothing.
 */
import type { HoursRule } from './hours';
import type { HoursDate } from './hoursDate';
import type { LinkKind } from './links';

export interface PlaceLink {
  kind: LinkKind;
  url: string;
}

export interface PlaceRelation {
  id: string;
  /** How the card names it: «в ТЦ», «в районе», «в здании». */
  preposition: string;
  name: string;
  /** The card of that place: `#id` on the same page, `/route#id` elsewhere; absent when no page has one. */
  href?: string;
}

export interface PriceView {
  /** What the price is for, in Russian: «Стоимость», «С человека». */
  label: string;
  /** In sum (UZS). */
  sum: number;
  /** Upper end of a range. */
  to?: number;
  /** When the price was known: YYYY, YYYY-MM or YYYY-MM-DD. */
  asOf?: string;
}

/** A place as pages and the map use it: inheritance applied, hours parsed. */
export interface PlaceView {
  id: string;
  name: string;
  aliases?: string[];
  /** Uzbek Latin name as on signs (define.ts). */
  signName?: string;
  description?: string;
  address?: string;
  phones?: string[];
  /** Phones this place shares with others of its chain: phone → the other places' names. */
  sharedPhones?: Record<string, string[]>;
  hours?: HoursRule[];
  /** The source gives the hours with a doubt: shown as unconfirmed, never as open or closed. */
  hoursUnconfirmed?: true;
  /** When the hours are from, present with `hours` (hoursDate.ts): «не позднее» a source's month, or a re-check. */
  hoursDate?: HoursDate;
  /** The place this one is inside («в ТЦ Makon Mall (ГУМ)»), with where its card is. */
  inside?: PlaceRelation;
  prices?: PriceView[];
  links: PlaceLink[];
  /** ISO date of the source the facts come from: they are no newer than this. */
  sourceDate: string;
  /** ISO date of a real re-check against the sources, if one was made. */
  checked?: string;
  /** Id of the category the place is filed under. */
  category: string;
  /** Path of that category from its group: `cafe/uzbek-food/osh`. */
  categoryPath: string;
  /** Yandex Maps preset: own, else the nearest category's. */
  icon: string;
  /** [lat, lon]; absent when the place has no reliable pin. A place `inside` another without its own point has that place's. */
  location?: [number, number];
  /** Set for places outside Samarkand; they never go on the Samarkand map. */
  city?: 'tashkent';
  tags?: string[];
}

export interface CategoryView {
  id: string;
  label: string;
  /** `cafe/uzbek-food/osh`; also the /map URL hash. */
  path: string;
  parent?: string;
  depth: number;
  icon?: string;
  /** Hidden categories stay out of the /map sidebar and the «all places» view. */
  hidden?: boolean;
}

/** A tag that is not also a category id (`pyatok`, `beer`). */
export interface TagView {
  id: string;
  label: string;
}

/** What /map receives from the places plugin. */
export interface MapData {
  /** `count`: every place the view shows; `own`: those filed under the category, not tagged into it. */
  categories: (CategoryView & { count: number; own: number })[];
  tags: (TagView & { count: number })[];
  places: PlaceView[];
  /** Each place's address inside the guide (address.ts), without the base URL: its card, else its /map row. */
  addresses: Record<string, string>;
}

/** What <PlaceList> receives from the remark plugin. */
export interface PlaceListData {
  label: string;
  /** Without the places that have their own card on the page or were listed earlier. */
  places: PlaceView[];
  /** Places whose id a heading of the page already uses: their cards get no anchor. */
  noAnchor?: string[];
}

/** What <PlaceMap> receives from the remark plugin. */
export interface PlaceMapData {
  label: string;
  /** Hash of the matching view on /map, or null when /map has none (hidden categories). */
  mapHash: string | null;
  /** Places with a pin. */
  places: PlaceView[];
  /** Places in the selection without a pin (listed on the page, not drawn). */
  unpinned: number;
}
