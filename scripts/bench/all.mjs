#!/usr/bin/env node
/**
 * npm run bench — builds the site and reports what a first visit costs:
 *   - build wall time;
 *   - for /, a doc page, /map and /search: the JS a first visit loads, raw and gzip — measured in
 *     Chromium (scripts/bench/page-js.mjs);
 *   - the search index, raw and gzip, and search speed (scripts/bench/bench-search.mjs);
 *   - the first search on a slow phone: tap + «виза» → first suggestion on emulated Fast 3G with a 4× slower
 *     CPU, cold cache, median of 3, and the bytes it downloads (scripts/bench/bench-slow3g.mjs; issue #20: ≤ 1 s);
 *     with --search-10x also on a ten-fold copy of the guide, built in a temporary folder
 *     (scripts/bench/search-10x.mjs; goal ≤ 1.5 s), with that build's wall time and index size. The first
 *     search as a reader does it (phone context, tap 1 s after network idle, no waiting for Docusaurus's
 *     prefetching), side by side with another build: `npm run bench -- reader` (scripts/bench/bench-reader.mjs,
 *     issue #29 §3);
 *   - a question typed on a slow phone: from the last key to the first suggestion of the whole question,
 *     timed inside the page, median and p90 of four questions typed 3 times each, at a key every 100 ms
 *     (scripts/bench/bench-typing.mjs; issue #49: ≤ 150 ms), at 10× too with --search-10x;
 *   - Lighthouse 12 mobile for /map, three content pages and a search: performance, Total Blocking
 *     Time, CLS, LCP, the median of 5 runs each, with every run's TBT (scripts/bench/lighthouse.mjs; issue
 *     #23). Timings depend on the machine's load: compare runs made side by side;
 *   - screenshots of seven pages at 360 px, light and dark, in .bench/screens/ (scripts/bench/screenshots.mjs;
 *     issues #19, #27): open them and look.
 * Budgets (issue #11): enforced by `npm test` (tests/e2e/budgets.spec.ts); reported here too.
 * For scale, a bare Docusaurus 3.10.2 classic site (one sidebar, two Markdown pages, no plugins) loads
 * 141.9 KB gzip of JS on a doc page, measured the same way on 2026-11-21: that is the framework's floor.
 * With --against <dir or git ref> it does only the fair comparison of issue #31 instead
 * (scripts/bench/bench-against.mjs): this build against that one (a ref is built in a temporary git
 * worktree), both served gzip-compressed, Lighthouse runs interleaved A B / B A page by page, with
 * --pairs <n> pairs per page (default 5), --routes /a,/b for other pages than issue #31's four and
 * --against-port <n> for the second server.
 * Options: --no-build (measure the existing build), --dir <dir> (the build to measure, default build/),
 * --no-lighthouse, --no-typing, --runs <n> (Lighthouse runs per page, default 5), --port <n> (default: any free
 * port), --json (machine-readable output), --search-10x (also the ten-fold guide; adds a minute or two).
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../serve-pages.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { gzipSize, pageScripts, scriptSizes } from './page-js.mjs';
import { lighthouseMedians } from './lighthouse.mjs';
import { benchSearch } from './bench-search.mjs';
import { benchSlow3g, countBytes, formatSlow3g } from './bench-slow3g.mjs';
import { benchTyping, formatTyping } from './bench-typing.mjs';
import { TYPING_QUERIES } from './typing.mjs';
import { buildTenfold } from './search-10x.mjs';
import { takeScreenshots } from './screenshots.mjs';
import { benchAgainst, formatAgainst, parseRoutes, resolveAgainst } from './bench-against.mjs';

const PAGES = { home: '/', 'doc page': '/services/pets', map: '/map', search: '/search' };
/** Issue #11's pages for Lighthouse; issue #23 compares the TBT of the first four with the predecessor's. */
const LIGHTHOUSE_ROUTES = [
  '/',
  '/samarkand/visa',
  '/purchases/grocery',
  '/map',
  `/search?q=${encodeURIComponent('виза')}`,
];
// The search index in parts (issue #20 §5): the meta file is what every first search downloads; the
// parts a query needs come after it (tests/e2e/search-parts.spec.ts checks both budgets).
const BUDGET = { docPageGzip: 165 * 1024, searchMetaGzip: 16 * 1024 };
/** Doc-page JS of a bare Docusaurus 3.10.2 classic site (see above): what we add is measured against it. */
const FRAMEWORK_FLOOR_GZIP = 141.9 * 1024;
const argv = process.argv.slice(2);
const args = new Set(argv);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const BUILD = option('dir', 'build');
const RUNS = Number(option('runs', 5));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** The HTML file GitHub Pages serves for a route. */
function htmlFile(route) {
  const rel = route === '/' ? 'index.html' : `${route.slice(1)}.html`;
  return path.join(BUILD, rel);
}

async function measurePage(browser, origin, route) {
  return { route, ...scriptSizes(BUILD, await pageScripts(browser, origin, route)) };
}

/** The search index: its meta file (what every first search downloads) and all its parts. */
function measureSearchIndex(dir = BUILD) {
  const files = [
    ...readdirSync(dir).filter((f) => /^search-index.*\.json$/.test(f)),
    ...readdirSync(path.join(dir, 'search-data')).map((f) => `search-data/${f}`),
  ];
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buffer = readFileSync(path.join(dir, f));
    raw += buffer.length;
    gzip += gzipSize(buffer);
  }
  const metaGzip = gzipSize(readFileSync(path.join(dir, 'search-index.json')));
  return { files: files.length, metaGzip, raw, gzip };
}

let buildSeconds = null;
if (!args.has('--no-build')) {
  const start = process.hrtime.bigint();
  execSync('npx docusaurus build', { stdio: ['ignore', 'ignore', 'inherit'] });
  buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
}
if (!existsSync(htmlFile('/'))) throw new Error('No build/ to measure: run without --no-build.');

if (option('against')) {
  const pairs = Number(option('pairs', 5));
  // `--routes` with nothing after it is a mistake, not a request for the default pages.
  const routes = parseRoutes(args.has('--routes') ? (option('routes') ?? '') : undefined);
  const against = resolveAgainst(option('against'));
  try {
    const rows = await benchAgainst({
      dirA: BUILD,
      dirB: against.dir,
      portA: Number(option('port', 0)),
      portB: Number(option('against-port', 0)),
      routes,
      pairs,
      log: (line) => console.error(line),
    });
    if (args.has('--json')) console.log(JSON.stringify({ buildSeconds, against: against.label, rows }, null, 2));
    else console.log(formatAgainst(rows, BUILD, against.label, pairs));
  } finally {
    against.cleanup();
  }
  process.exit(0);
}

// Compressed like GitHub Pages: Lighthouse's simulated 4G counts the bytes on the wire.
const server = await startServer(path.resolve(BUILD), Number(option('port', 0)), '127.0.0.1', { gzip: true });
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
const pages = [];
for (const [name, route] of Object.entries(PAGES)) pages.push({ name, ...(await measurePage(browser, origin, route)) });
// Focus → first suggestion (cold, fresh context each run) and each further query (warm): issue #11's 100 ms / 8 ms.
const searchTimings = await benchSearch({ origin, browser });
const bytes = countBytes(server);
const slow3g = await benchSlow3g(browser, origin, bytes);
// Questions typed key by key on the slow phone (issue #49): three readers per question.
const TYPING = { queries: TYPING_QUERIES, runs: 3 };
const typing = args.has('--no-typing') ? null : (await benchTyping(browser, [{ origin, bytes }], TYPING))[0];
await browser.close();
const lighthouse = args.has('--no-lighthouse') ? null : await lighthouseMedians(origin, LIGHTHOUSE_ROUTES, RUNS);
server.close();
let tenfold = null;
if (args.has('--search-10x')) {
  // After the real build's server has closed: the copy is served on the same port.
  const copy = buildTenfold();
  const browser10 = await chromium.launch(chromiumLaunchOptions);
  try {
    const server10 = await startServer(copy.build, Number(option('port', 0)), '127.0.0.1', { gzip: true });
    const origin10 = `http://127.0.0.1:${server10.address().port}`;
    const bytes10 = countBytes(server10);
    const slow3g10 = await benchSlow3g(browser10, origin10, bytes10);
    const typing10 = typing ? (await benchTyping(browser10, [{ origin: origin10, bytes: bytes10 }], TYPING))[0] : null;
    server10.close();
    tenfold = {
      buildSeconds: copy.buildSeconds,
      searchIndex: measureSearchIndex(copy.build),
      slow3g: slow3g10,
      typing: typing10,
    };
  } finally {
    await browser10.close();
    copy.cleanup();
  }
}
const index = measureSearchIndex();
// What a phone reader sees (issue #19 §7): look at these, a green test is not a readable page.
const screenshots = await takeScreenshots({ dir: BUILD });
const result = {
  buildSeconds,
  pages,
  searchIndex: index,
  lighthouse,
  searchTimings,
  slow3g,
  typing,
  tenfold,
  screenshots,
  budget: BUDGET,
};

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
  console.log(
    `\nSearch index: meta file ${kb(index.metaGzip)} gzip (budget ≤ ${kb(BUDGET.searchMetaGzip)} — ` +
      `${index.metaGzip <= BUDGET.searchMetaGzip ? 'within' : 'OVER'}); all ${index.files} files ${kb(index.raw)} raw, ${kb(index.gzip)} gzip`,
  );
  console.log(
    `\nSearch speed: first suggestion after focus ${searchTimings.coldMs} ms cold (median of ${searchTimings.coldRunsMs.length}; goal ≤ 100),` +
      ` each further query ${searchTimings.warmMedianMs} ms (p95 ${searchTimings.warmP95Ms}; goal ≤ 8)`,
  );
  console.log(`\nFirst search on Fast 3G with a 4× slower CPU (goal ≤ 1000 ms; ≤ 1500 ms at 10×):`);
  console.log(`  ${formatSlow3g('1×', slow3g)}`);
  if (tenfold) {
    console.log(`  ${formatSlow3g('10×', tenfold.slow3g)}`);
    console.log(
      `  10× build (wall time): ${tenfold.buildSeconds.toFixed(1)} s; its search index: meta file ${kb(tenfold.searchIndex.metaGzip)} gzip, all ${tenfold.searchIndex.files} files ${kb(tenfold.searchIndex.gzip)} gzip`,
    );
  }
  if (typing) {
    console.log(
      `\nA question typed on Fast 3G with a 4× slower CPU, a key every 100 ms (goal ≤ 150 ms from the last key):`,
    );
    console.log(`  ${formatTyping('1×', typing).replace(/\n/g, '\n  ')}`);
    if (tenfold?.typing) console.log(`  ${formatTyping('10×', tenfold.typing).replace(/\n/g, '\n  ')}`);
  }

  if (lighthouse) {
    console.log(`\nLighthouse 12 mobile, median of ${RUNS} (timings are noisy on a shared machine):`);
    console.log('  page                      perf    TBT ms     CLS    LCP s   TBT of each run, ms');
    for (const row of lighthouse) {
      const runs = row.samples.map((s) => s.tbt.toFixed(0)).join(' ');
      console.log(
        `  ${decodeURIComponent(row.route).padEnd(24)} ${String(row.performance).padStart(5)} ${row.tbt.toFixed(0).padStart(9)} ${row.cls.toFixed(3).padStart(7)} ${(row.lcp / 1000).toFixed(2).padStart(8)}   ${runs}`,
      );
    }
  }
  console.log(`\nScreenshots at 360 px, light and dark: ${screenshots.length} in ${path.dirname(screenshots[0])}/`);
}
