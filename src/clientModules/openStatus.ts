/**
 * «Открыто сейчас» / «Закрыто» on the place cards (src/lib/openStatusSlots.ts): filled after each
 * route change, once the page's DOM is mounted and the browser is idle, then refreshed each minute by one timer for the
 * whole page — not one per card. The code (and the hours logic) loads only on a page with cards.
 */
import { OPEN_HOURS_ATTRIBUTE } from '@site/src/lib/openStatusAttribute';
import { whenIdle } from '@site/src/lib/whenIdle';

let timer: number | undefined;
/** Counts route updates, so that a late import never fills a page the reader has left. */
let generation = 0;

let cancelIdle: (() => void) | undefined;

export function onRouteDidUpdate(): void {
  const current = ++generation;
  window.clearInterval(timer);
  timer = undefined;
  cancelIdle?.();
  // At idle time (src/lib/whenIdle.ts): the slots are in the cards, not needed before the page settles.
  cancelIdle = whenIdle(() => {
    if (!document.querySelector(`[${OPEN_HOURS_ATTRIBUTE}]`)) return;
    void import(/* webpackChunkName: "open-status" */ '@site/src/lib/openStatusSlots').then(({ fillOpenStatus }) => {
      if (current !== generation) return;
      fillOpenStatus(document, new Date());
      timer = window.setInterval(() => fillOpenStatus(document, new Date()), 60_000);
    });
  });
}
