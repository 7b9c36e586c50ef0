/**
 * Describes the offline copy after the build (issue #12): writes offline-copy.json with the pages the
 * copy holds, the number of files and its size as transferred (gzip), so the save button can tell
 * the reader how much will download before anything does.
 *
 * The service worker comes from @docusaurus/plugin-pwa, which lists the files to save (filtered by
 * config/offline.ts) into sw.js in its own postBuild. Docusaurus runs all postBuild hooks at once,
 * so this one waits for that list and describes exactly it; and since the search plugin writes its
 * index in its postBuild too, a list made before the index exists fails the build here, loudly.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from '@docusaurus/types';
import { OFFLINE_BUDGET_BYTES, OFFLINE_COPY_FILE } from '../../../config/offline';
import type { SearchMeta } from '../search-local/format';

export type OfflineCopy = {
  /** Pages of the copy as the reader opens them, with the base URL: "/", "/samarkand/about". */
  pages: string[];
  files: number;
  /** Sum of the files gzipped at level 9, close to what GitHub Pages transfers. */
  bytes: number;
  /** Sum of the files as the browser stores them (uncompressed). */
  rawBytes: number;
};

type Entry = { url: string; revision: string | null };

/** The precache list Workbox wrote into sw.js, or null while sw.js still has the placeholder. */
export function precacheList(swSource: string): Entry[] | null {
  if (swSource.includes('self.__WB_MANIFEST')) return null;
  const match = /\[\{"revision":.*?\}\]/s.exec(swSource);
  if (!match) throw new Error('sw.js: no precache list found (has @docusaurus/plugin-pwa changed its output?)');
  return JSON.parse(match[0]) as Entry[];
}

/** The built file behind a saved URL: pages are saved as "a/b" (config/offline.ts) but written as a/b.html. */
export function fileOf(url: string): string {
  return path.posix.extname(url) === '' ? `${url}.html` : url;
}

/** The page a reader opens for a saved page URL: "index.html" → "/", "a/b" → "/a/b". */
export function pageRoute(url: string, baseUrl: string): string {
  return url === 'index.html' ? baseUrl : `${baseUrl}${url}`;
}

/** Measures the files of a precache list in `outDir`. Deterministic: same build, same numbers. */
export async function measureOfflineCopy(outDir: string, baseUrl: string, entries: Entry[]): Promise<OfflineCopy> {
  let bytes = 0;
  let rawBytes = 0;
  const pages: string[] = [];
  for (const { url } of entries) {
    const file = fileOf(url);
    if (file.endsWith('.html')) pages.push(pageRoute(url, baseUrl));
    const content = await readFile(path.join(outDir, file));
    rawBytes += content.length;
    bytes += gzipSync(content, { level: 9 }).length;
  }
  return { pages, files: entries.length, bytes, rawBytes };
}

/** Waits (bounded) for the PWA plugin to write its list into sw.js. */
async function waitForPrecacheList(swFile: string, timeoutMs = 300_000): Promise<Entry[]> {
  const started = Date.now();
  for (;;) {
    const source = await readFile(swFile, 'utf8').catch(() => '');
    const list = source && precacheList(source);
    if (list) return list;
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `[offline] ${swFile} has no precache list after ${timeoutMs / 1000} s: did @docusaurus/plugin-pwa run?`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export default function offline(): Plugin {
  return {
    name: 'samguide-offline',
    async postBuild({ outDir, siteConfig }) {
      const entries = await waitForPrecacheList(path.join(outDir, 'sw.js'));
      // The search index: its meta file and every part it lists (src/plugins/search-local/splitIndex.ts).
      const meta = JSON.parse(await readFile(path.join(outDir, 'search-index.json'), 'utf8')) as SearchMeta;
      const missing = ['search-index.json', ...meta.terms.files, ...meta.texts.files].filter(
        (file) => !entries.some((e) => e.url === file),
      );
      if (missing.length > 0) {
        throw new Error(
          `[offline] sw.js: the search index is not whole in the offline copy (missing ${missing.slice(0, 3).join(', ')}` +
            `${missing.length > 3 ? ', …' : ''}). The PWA plugin listed the build before the index was written: ` +
            'see config/offline.ts and src/plugins/offline/pwa.ts, which makes it wait for the index.',
        );
      }
      const copy = await measureOfflineCopy(outDir, siteConfig.baseUrl, entries);
      await writeFile(path.join(outDir, OFFLINE_COPY_FILE), `${JSON.stringify(copy)}\n`);
      const mb = (n: number) => (n / 1_000_000).toFixed(2);
      const over = copy.bytes > OFFLINE_BUDGET_BYTES ? ` — over the budget of ${mb(OFFLINE_BUDGET_BYTES)} MB` : '';
      console.log(
        `[offline] ${copy.pages.length} pages, ${copy.files} files, ${mb(copy.bytes)} MB gzip (${mb(copy.rawBytes)} MB stored)${over}`,
      );
    },
  };
}
