/**
 * The date a place card's facts refer to, shared by the card, the /map balloon and
 * `npm run freshness`, so that the site and the report cannot disagree.
 *
 * - A price with its own date (`asOf`) is the only fact in an entry that carries a date:
 *   the latest such date is the date of the card's facts («Сведения на сентябрь 2024»).
 * - Otherwise only the source's date is known, and the facts are no newer than it
 *   («Сведения не позднее июня 2026»).
 * `checked` (a real re-check) is shown beside it where present.
 */

export type PlaceFactsDate = {
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', as written in the catalogue. */
  date: string;
  /** True when only the source's date is known: the facts are from that date or earlier. */
  upTo: boolean;
};

export function placeFactsDate(place: { sourceDate: string; prices?: readonly { asOf?: string }[] }): PlaceFactsDate {
  // ISO prefixes compare as strings: '2023' < '2024-08-28' < '2024-09'.
  const dated = (place.prices ?? []).map((p) => p.asOf).filter((d): d is string => Boolean(d));
  if (dated.length === 0) return { date: place.sourceDate, upTo: true };
  return { date: dated.reduce((a, b) => (b > a ? b : a)), upTo: false };
}
