/**
 * GitHub Pages answers /a/b.html and /a/index.html with the page's file, but the
 * app would then hydrate under a path the page was not rendered for (the
 * sidebar's active link differs, and React throws the server HTML away).
 * Rewriting the address before the router reads it normalises such paths
 * (spec §2) and keeps hydration clean. Client modules run before hydration.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

export function normalizeHtmlPath(pathname: string): string {
  return pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
}

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const normalized = normalizeHtmlPath(pathname);
  if (normalized !== pathname) window.history.replaceState(window.history.state, '', normalized + search + hash);
}
