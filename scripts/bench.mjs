#!/usr/bin/env node
/**
 * npm run bench — builds the site and reports what a first visit costs:
 *   - build wall time;
 *   - for /, a doc page, /map and /search: the JS a first visit loads, raw and gzip — measured in
 *     Chromium (the entry scripts plus the route chunks the app imports; link prefetches not counted);
 *   - the search index, raw and gzip.
 * Budgets (issue #2; reported, not enforced): doc-page JS ≤ 165 KB gzip, search index ≤ 250 KB gzip.
 * For scale, a bare Docusaurus 3.10.2 classic site (one sidebar, two Markdown pages, no plugins) loads
 * 141.9 KB gzip of JS on a doc page, measured the same way on 2026-11-21: that is the framework's floor.
 * Options: --no-build (measure the existing build/), --json (machine-readable output).
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './serve-pages.mjs';
import { chromiumLaunchOptions } from './chromium.mjs';

const BUILD = 'build';
const PAGES = { home: '/', 'doc page': '/services/pets', map: '/map', search: '/search' };
const BUDGET = { docPageGzip: 165 * 1024, searchIndexGzip: 250 * 1024 };
/** Doc-page JS of a bare Docusaurus 3.10.2 classic site (see above): what we add is measured against it. */
const FRAMEWORK_FLOOR_GZIP = 141.9 * 1024;
const args = new Set(process.argv.slice(2));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** The HTML file GitHub Pages serves for a route. */
function htmlFile(route) {
  const rel = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  return path.join(BUILD, rel);
}

/** Loads a route in Chromium and sums the JS it fetched (prefetches of other pages excluded). */
async function measurePage(browser, origin, route) {
  // A fresh context per page: an empty cache, as on a first visit.
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set();
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Scripts the page runs; <link rel="prefetch"> of other pages has the type "other".
    if (url.origin === origin && request.resourceType() === 'script') files.add(url.pathname);
  });
  // The network is closed; third parties (maps API) are not part of our budget.
  await page.route(
    (url) => url.origin !== origin,
    (r) => r.abort(),
  );
  await page.goto(origin + route);
  // Route chunks load only once main.js has run: "network idle" alone can fire before that on a
  // busy machine (one run reported /map with 2 files instead of 11). Hydration means they have loaded.
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await context.close();
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const buffer = readFileSync(path.join(BUILD, file.slice(1)));
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  return { route, files: files.size, raw, gzip };
}

function measureSearchIndex() {
  const files = readdirSync(BUILD).filter((f) => /^search-index.*\.json$/.test(f));
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buffer = readFileSync(path.join(BUILD, f));
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  return { files, raw, gzip };
}

let buildSeconds = null;
if (!args.has('--no-build')) {
  const start = process.hrtime.bigint();
  execSync('npx docusaurus build', { stdio: ['ignore', 'ignore', 'inherit'] });
  buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
}
if (!existsSync(htmlFile('/'))) throw new Error('No build/ to measure: run without --no-build.');

const server = await startServer(path.resolve(BUILD), 0, '127.0.0.1');
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
const pages = [];
for (const [name, route] of Object.entries(PAGES)) pages.push({ name, ...(await measurePage(browser, origin, route)) });
await browser.close();
server.close();
const index = measureSearchIndex();
const result = { buildSeconds, pages, searchIndex: index, budget: BUDGET };

if (args.has('--json')) {
  console.log(JSON.stringify(result, null, 2));
} else {
  if (buildSeconds !== null) console.log(`Build (wall time): ${buildSeconds.toFixed(1)} s`);
  console.log('\nFirst-visit JS per page (measured in Chromium):');
  for (const p of pages) {
    console.log(
      `  ${p.name.padEnd(9)} ${p.route.padEnd(15)} ${String(p.files).padStart(2)} files  ${kb(p.raw).padStart(10)} raw  ${kb(p.gzip).padStart(9)} gzip`,
    );
  }
  const doc = pages.find((p) => p.name === 'doc page');
  console.log(
    `  budget: doc page ≤ ${kb(BUDGET.docPageGzip)} gzip — ${doc.gzip <= BUDGET.docPageGzip ? 'within' : 'OVER'}` +
      ` (bare Docusaurus: ${kb(FRAMEWORK_FLOOR_GZIP)}, so +${kb(doc.gzip - FRAMEWORK_FLOOR_GZIP)} on top)`,
  );
  console.log(`\nSearch index (${index.files.join(', ')}): ${kb(index.raw)} raw, ${kb(index.gzip)} gzip`);
  console.log(
    `  budget: ≤ ${kb(BUDGET.searchIndexGzip)} gzip — ${index.gzip <= BUDGET.searchIndexGzip ? 'within' : 'OVER'}`,
  );
}
