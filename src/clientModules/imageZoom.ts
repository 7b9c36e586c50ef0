/**
 * Click-to-zoom for images in page content (spec §2, §9).
 * Attached after every route change, once the new page's DOM is mounted,
 * instead of the usual 1 s timer that races with slow pages.
 * medium-zoom is loaded only on pages that have a zoomable image: most pages
 * have none, and it would otherwise sit in every page's main bundle.
 */
import type { Zoom } from 'medium-zoom';
import { whenIdle } from '@site/src/lib/whenIdle';

/** Content images that are not links and not opted out with `.no-zoom`. */
export const ZOOM_SELECTOR = '.markdown img:not(a img):not(.no-zoom)';

let zoom: Zoom | undefined;
/** Counts route updates, so that a late import never attaches to a page the reader has left. */
let generation = 0;

let cancelIdle: (() => void) | undefined;

export function onRouteDidUpdate(): void {
  const current = ++generation;
  zoom?.detach();
  zoom = undefined;
  cancelIdle?.();
  // At idle time (src/lib/whenIdle.ts): attaching marks every image, a DOM write the load does not need.
  cancelIdle = whenIdle(() => {
    if (!document.querySelector(ZOOM_SELECTOR)) return;
    void import(/* webpackChunkName: "medium-zoom" */ 'medium-zoom').then(({ default: mediumZoom }) => {
      if (current !== generation) return;
      // The overlay colour follows the colour mode through a CSS variable (see custom.css).
      zoom = mediumZoom(ZOOM_SELECTOR, { background: 'var(--samguide-zoom-background)', margin: 24 });
    });
  });
}
