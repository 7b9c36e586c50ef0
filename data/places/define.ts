/**
 * The typed shape contributors write in data/places/<group>.ts. Types and one
 * identity helper only, so the group files load without zod or any UI code.
 * The full rules, with their error messages, are in schema.ts and validate.ts.
 */
import type { CategoryId, GroupId, TagId } from './categories';
import type { HoursEntry } from './hours';
import type { LinkKind } from './links';

export interface PriceInput {
  /** What the price is for, in Russian: «Стоимость», «С человека». */
  label: string;
  /** In sum (UZS), digits only. */
  sum: number;
  /** Upper end of a range. */
  to?: number;
  /** When the price was known: '2024', '2024-09' or '2024-09-23'. */
  asOf?: string;
}

export interface PlaceInput {
  /** Stable, unique, kebab-case Latin. Pages link to it: never rename. */
  id: string;
  /** As written locally (Korzinka, Makro, «Тихий дворик»). */
  name: string;
  category: CategoryId;
  tags?: readonly TagId[];
  /** Other names people use; they are shown and found by the site search. */
  aliases?: readonly string[];
  /**
   * The name in Uzbek Latin as signs, receipts and taxi apps write it, where it differs from the
   * Russian one («Siyob bozori» for «Сиабский базар»): shown on the card («На вывеске: …») and so
   * found by the site search. Well-established official spellings only, with oʻ and gʻ.
   */
  signName?: string;
  /** One to four short Russian sentences of facts. */
  description?: string;
  address?: string;
  /**
   * Id of the place this one is inside: a shop or a playground in a mall (`inside: 'makon-mall'`),
   * a market in a district. The card says so («в ТЦ Makon Mall (ГУМ)») and links to that card;
   * /map draws one pin for both. Required when two pins are closer than 15 m, and it lets the two
   * share a phone. Write it only when a source says so (or the name does: «Корзинка — Атлас»).
   */
  inside?: string;
  /**
   * One key shared by the cards of one chain or one organisation (`chain: 'wellcom'`): their
   * phones may be the same, and their pins closer than 15 m (one organisation listed twice, as a
   * kindergarten and as a school). The card names the other places with the same number.
   */
  chain?: string;
  /**
   * [latitude, longitude], inside Samarkand. Leave out rather than guess; a place `inside` another
   * without its own point takes that place's pin.
   */
  location?: readonly [number, number];
  /** '+998 XX XXX-XX-XX', or a 3–4 digit short service number ('1154'). */
  phones?: readonly string[];
  hours?: readonly HoursEntry[];
  /**
   * `true` when the source gives the hours with a doubt (two rows that contradict each other,
   * «уточнить»): the card shows them marked «не подтверждены» and never «Открыто сейчас» or
   * «Закрыто», and /map's «Открыто сейчас» filter leaves the place out.
   */
  hoursUnconfirmed?: true;
  prices?: readonly PriceInput[];
  links?: Partial<Record<LinkKind, string | readonly string[]>>;
  /** Yandex Maps preset; by default the category's. */
  icon?: string;
  /** Only for places outside Samarkand: they never go on the map. */
  city?: 'tashkent';
  /**
   * ISO date (YYYY-MM-DD) of the source the facts were taken from: the facts are no newer than
   * this. For the first catalogue, the date its source files last changed (2026-06-11).
   */
  sourceDate: string;
  /** ISO date of a real re-check of every fact against its sources; leave out if nobody did one. */
  checked?: string;
}

export interface PlaceFile {
  /** Repository path, for error messages. */
  file: string;
  group: GroupId;
  places: readonly PlaceInput[];
}

export function definePlaces(group: GroupId, places: readonly PlaceInput[]): PlaceFile {
  return { file: `data/places/${group}.ts`, group, places };
}
