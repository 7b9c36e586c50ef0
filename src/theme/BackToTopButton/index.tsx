/**
 * The theme's «back to top» button, mounted at the reader's first scroll. It stays hidden until the page
 * has scrolled 300 px anyway, but mounted with the page it read the scroll position while the page
 * hydrated, which made the browser recalculate styles or lay out the page there and then (issue #31).
 */
import { useEffect, useState } from 'react';
import BackToTopButton from '@theme-original/BackToTopButton';

export default function BackToTopButtonWrapper() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled ? <BackToTopButton /> : null;
}
