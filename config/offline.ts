/**
 * The offline copy of the guide (issue #12): which built files the service worker of
 * @docusaurus/plugin-pwa saves, under which URL, and how big the whole copy may get.
 *
 * The plugin always globs every js/json/css/html/image/font file of the build; the one
 * `offlineManifestTransform` below then drops what must not be saved and gives pages the URL
 * readers open. src/plugins/offline measures the resulting list for the save button.
 */

/** The whole copy, as transferred (gzip), may not grow past this; tests/e2e/offline.spec.ts checks it. */
export const OFFLINE_BUDGET_BYTES = 2_500_000;

/** Written by src/plugins/offline after the build; the save button reads it for the size and page list. */
export const OFFLINE_COPY_FILE = 'offline-copy.json';

/** localStorage key of the reader's copy (src/components/OfflineSave); only a finished save is stored as "saved". */
export const OFFLINE_STORAGE_KEY = 'samguide.offline';

/** The extensions the plugin's own glob takes (node_modules/@docusaurus/plugin-pwa/lib/index.js, postBuild). */
export const PRECACHED_EXTENSIONS = /\.(js|json|css|html|png|jpg|jpeg|gif|svg|ico|woff|woff2|eot|ttf|otf)$/;

/** Built files that stay out of the copy, with the reason. Paths are relative to the build folder. */
const LEFT_OUT: readonly { test: (file: string) => boolean; why: string }[] = [
  // src/plugins/trailing-slash writes a/b/index.html next to a/b.html: one copy per page is enough.
  { test: (f) => f.includes('/') && f.endsWith('/index.html'), why: 'trailing-slash duplicate of a page' },
  { test: (f) => f === '404.html', why: 'an unknown address offline gets the offline page instead' },
  // sw.js and the chunks its bundler splits off (390.sw.js) belong to the worker, which the browser keeps.
  { test: (f) => /^([\w-]+\.)?sw\.js$/.test(f), why: 'the service worker itself' },
  { test: (f) => f === OFFLINE_COPY_FILE, why: 'read online, before saving' },
  { test: (f) => f.startsWith('img/source/'), why: 'sources of generated images, never linked' },
  { test: (f) => f === 'img/og-default.png', why: 'preview picture for chats and social networks' },
  { test: (f) => f.startsWith('img/og/'), why: "each page's preview picture for chats (src/plugins/og-images)" },
  // Saved, the term shards answer at once; these copies of them only speed up a first query online.
  { test: (f) => f.startsWith('search-groups/'), why: "the first query's term groups, copies of the term shards" },
];

/** Whether a built file (posix path relative to the build folder) belongs to the offline copy. */
export function isPrecached(file: string): boolean {
  return PRECACHED_EXTENSIONS.test(file) && !LEFT_OUT.some(({ test }) => test(file));
}

/**
 * The URL a saved file is requested and found under, relative to the base URL. Pages are written as
 * a/b.html but opened as /a/b, and the plugin's worker only looks up /a/b and /a/b/index.html, so the
 * page is saved under /a/b (GitHub Pages answers /a/b with a/b.html). The home page stays index.html:
 * the worker finds / under /index.html.
 */
export function precacheUrl(file: string): string {
  if (file === 'index.html' || !file.endsWith('.html')) return file;
  return file.slice(0, -'.html'.length);
}

type ManifestEntry = { url: string; revision: string | null; size: number };

/** workbox-build `manifestTransforms` entry: filter by `isPrecached`, rename pages by `precacheUrl`. */
export async function offlineManifestTransform(entries: ManifestEntry[]) {
  const manifest = entries.filter((e) => isPrecached(e.url)).map((e) => ({ ...e, url: precacheUrl(e.url) }));
  return { manifest, warnings: [] as string[] };
}
