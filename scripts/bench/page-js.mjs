/**
 * The JS a first visit to a page loads: the scripts Chromium fetched from our origin until the page
 * hydrated and the network went idle (the entry scripts plus the route chunks the app imports; link
 * prefetches of other pages have the resource type "other" and are not counted). Shared by
 * `npm run bench` and `scripts/bench/bundle-report.mjs`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Loads `route` in a fresh context (an empty cache) and returns the script paths it ran, in order. */
export async function pageScripts(browser, origin, route) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && request.resourceType() === 'script' && !files.includes(url.pathname))
      files.push(url.pathname);
  });
  // The network is closed; third parties (maps API) are not part of our budget.
  await page.route(
    (url) => url.origin !== origin,
    (r) => r.abort(),
  );
  await page.goto(origin + route);
  // Route chunks load only once main.js has run: "network idle" alone can fire before that on a
  // busy machine. Hydration means they have loaded.
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  return files;
}

/** Sizes of those scripts, read from the build directory. */
export function scriptSizes(buildDir, files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const buffer = readFileSync(path.join(buildDir, file.slice(1)));
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  return { files: files.length, raw, gzip };
}
