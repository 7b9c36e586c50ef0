/**
 * Makes /a/b/ work on GitHub Pages as well as /a/b.
 *
 * With `trailingSlash: false` each route is written as a/b.html. GitHub Pages answers /a/b/ only
 * from a/b/index.html, so a link with a trailing slash — pasted from a chat, or the search plugin's
 * own «Все результаты» link, which is hard-coded as /search/?q=… — ended on the 404 page. After the
 * build, every page gets a copy at a/b/index.html; the normalizeHtmlPath client module then drops
 * the slash from the address before hydration, and the page's canonical link names a/b anyway.
 */
import { copyFile, mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** For each route that was written as <route>.html, the copy to add as <route>/index.html. */
export function slashCopies(routesPaths: readonly string[], baseUrl: string): { from: string; to: string }[] {
  const copies = new Map<string, { from: string; to: string }>();
  for (const route of routesPaths) {
    if (!route.startsWith(baseUrl)) continue;
    const rel = route.slice(baseUrl.length);
    // The home page is already index.html; 404.html and other files are not pages with a path.
    if (rel === '' || rel.endsWith('/') || path.extname(rel) !== '') continue;
    copies.set(rel, { from: `${rel}.html`, to: path.join(rel, 'index.html') });
  }
  return [...copies.values()];
}

export default function trailingSlash(): Plugin {
  return {
    name: 'samguide-trailing-slash',
    async postBuild({ siteConfig, routesPaths, outDir }) {
      for (const { from, to } of slashCopies(routesPaths, siteConfig.baseUrl)) {
        const source = path.join(outDir, from);
        const target = path.join(outDir, to);
        // Only pages Docusaurus wrote, and never over a file that is already there.
        if (!existsSync(source) || existsSync(target)) continue;
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(source, target);
      }
    },
  };
}
