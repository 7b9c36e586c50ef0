/**
 * The navbar hides while the reader scrolls down and comes back when they scroll up, as the theme's
 * useHideableNavbar does, without reading layout outside a scroll event. The theme's hook reads the
 * scroll position on every render of the navbar and measures it when it mounts; a render right after a
 * DOM write then made the browser lay out the whole page there and then (issue #31,
 * tests/e2e/main-thread.spec.ts). Here the position and the navbar's height are read in the scroll
 * handler only, when the page is laid out anyway.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocationChange } from '@docusaurus/theme-common/internal';

export function useHideOnScroll(enabled: boolean, navbar: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(true);
  const lastScrollY = useRef<number | undefined>(undefined);
  /** A jump to an anchor scrolls down: that scroll must not bring the navbar back over the target. */
  const jumpedToAnchor = useRef(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const onScroll = () => {
      const scrollY = window.scrollY;
      const last = lastScrollY.current;
      lastScrollY.current = scrollY;
      const navbarHeight = navbar.current?.offsetHeight ?? 0;
      // Rubber-band scrolling at the top of the page.
      if (scrollY < navbarHeight) return setVisible(true);
      if (jumpedToAnchor.current) {
        jumpedToAnchor.current = false;
        return undefined;
      }
      if (last !== undefined && last > 0 && scrollY >= last) return setVisible(false);
      if (scrollY + window.innerHeight < document.documentElement.scrollHeight - navbarHeight) setVisible(true);
      return undefined;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, navbar]);

  useLocationChange(({ location }) => {
    if (!enabled) return;
    if (location.hash && document.getElementById(location.hash.substring(1))) {
      jumpedToAnchor.current = true;
      setVisible(false);
      return;
    }
    setVisible(true);
  });

  return visible;
}
