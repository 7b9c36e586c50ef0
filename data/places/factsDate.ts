/**
 * The date a place card's facts refer to, shared by the card, the /map balloon and
 * `npm run freshness`, so that the site and the report cannot disagree.
 *
 * A price with its own date (`asOf`) is the only fact in an entry that carries a date: the
 * latest such date dates the card («Сведения на сентябрь 2024»). Without one the card shows no
 * date at all and the page around it dates it: `sourceDate` is when the source's files were
 * committed, not when anyone saw the place, so it is never shown to readers (the report uses
 * it only for places that no page shows). `checked` (a real re-check) is shown where present.
 */

export type PlaceFactsDate = {
  /** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD', as written in the catalogue. */
  date: string;
};

/** The latest dated price, or null when no fact of the place carries a date of its own. */
export function placeFactsDate(place: { prices?: readonly { asOf?: string }[] }): PlaceFactsDate | null {
  // ISO prefixes compare as strings: '2023' < '2024-08-28' < '2024-09'.
  const dated = (place.prices ?? []).map((p) => p.asOf).filter((d): d is string => Boolean(d));
  if (dated.length === 0) return null;
  return { date: dated.reduce((a, b) => (b > a ? b : a)) };
}

/**
 * The date a price is shown with, on a card, a /map row and in a balloon alike: its own `asOf`, else
 * «не позднее» the month its source last changed (never shown as the price's own date).
 */
export function priceDate(
  place: { sourceDate: string },
  price: { asOf?: string },
): { asOf: string; notAfter: boolean } {
  return price.asOf ? { asOf: price.asOf, notAfter: false } : { asOf: place.sourceDate.slice(0, 7), notAfter: true };
}
