/**
 * A place's one address inside the guide (issue #48 §1), shared by /map's list, the cards and
 * «Поделиться»: the anchor of its card on the page that shows it (`/children/kindergarten#ziyoda`),
 * else its row in /map's list (`/map#ziyoda`, the row's id). Routes are without the base URL:
 * the caller adds it (useBaseUrl, or the plugin's context.baseUrl).
 */

/** The route of /map (added by src/plugins/places). */
export const MAP_ROUTE = '/map';

/** The place's row in /map's list: a real anchor, which also opens that place's view. */
export function mapAddress(id: string): string {
  return `${MAP_ROUTE}#${encodeURIComponent(id)}`;
}

/**
 * The place's address inside the guide: its card when a page shows one (`cardPage`, from
 * src/remark/places.ts placePages), else its row on /map.
 */
export function placeAddress(id: string, cardPage: string | undefined): string {
  return cardPage ? `${cardPage}#${encodeURIComponent(id)}` : mapAddress(id);
}

/** `/samguide/` + `/map#x` → `/samguide/map#x`. */
export function withBase(baseUrl: string, route: string): string {
  return `${baseUrl.replace(/\/$/, '')}${route}`;
}
