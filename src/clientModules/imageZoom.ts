/**
 * Click-to-zoom for images in page content (spec §2, §9).
 * Attached after every route change, once the new page's DOM is mounted,
 * instead of the usual 1 s timer that races with slow pages.
 */
import mediumZoom, { type Zoom } from 'medium-zoom';

/** Content images that are not links and not opted out with `.no-zoom`. */
export const ZOOM_SELECTOR = '.markdown img:not(a img):not(.no-zoom)';

let zoom: Zoom | undefined;

export function onRouteDidUpdate(): void {
  zoom?.detach();
  // The overlay colour follows the colour mode through a CSS variable (see custom.css).
  zoom = mediumZoom(ZOOM_SELECTOR, { background: 'var(--samguide-zoom-background)', margin: 24 });
}
