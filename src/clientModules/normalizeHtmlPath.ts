/**
 * GitHub Pages answers /a/b.html and /a/index.html with the page's file, and /a/b/ with the copy
 * that src/plugins/trailing-slash writes; but the app would then hydrate under a path the page was
 * not rendered for (the sidebar's active link differs, and React throws the server HTML away).
 * Rewriting the address before the router reads it normalises such paths (spec §2) and keeps
 * hydration clean. Client modules run before hydration.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';

/** /a/b.html, /a/b/index.html and /a/b/ → /a/b; the home page (`baseUrl`) keeps its slash. */
export function normalizeHtmlPath(pathname: string, baseUrl = '/'): string {
  const path = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  return path.endsWith('/') && path !== baseUrl ? path.replace(/\/+$/, '') || '/' : path;
}

if (ExecutionEnvironment.canUseDOM) {
  const { pathname, search, hash } = window.location;
  const normalized = normalizeHtmlPath(pathname, siteConfig.baseUrl);
  if (normalized !== pathname) window.history.replaceState(window.history.state, '', normalized + search + hash);
}
