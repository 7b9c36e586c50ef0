/**
 * «Открыто сейчас» / «Закрыто» on the place cards (src/lib/openStatusSlots.ts): filled after each
 * route change, once the page's DOM is mounted, then refreshed each minute by one timer for the
 * whole page — not one per card. The code (and the hours logic) loads only on a page with cards.
 */
import { OPEN_HOURS_ATTRIBUTE } from '@site/src/lib/openStatusAttribute';

let timer: number | undefined;
/** Counts route updates, so that a late import never fills a page the reader has left. */
let generation = 0;

export function onRouteDidUpdate(): void {
  const current = ++generation;
  window.clearInterval(timer);
  timer = undefined;
  if (!document.querySelector(`[${OPEN_HOURS_ATTRIBUTE}]`)) return;
  void import(/* webpackChunkName: "open-status" */ '@site/src/lib/openStatusSlots').then(({ fillOpenStatus }) => {
    if (current !== generation) return;
    fillOpenStatus(document, new Date());
    timer = window.setInterval(() => fillOpenStatus(document, new Date()), 60_000);
  });
}
