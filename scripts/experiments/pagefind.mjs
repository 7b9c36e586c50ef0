#!/usr/bin/env node
/**
 * Experiment (issue #20 §5): the guide's search on Pagefind, measured side by side with our engine.
 * Nothing here changes the site: a built site is copied to a temporary folder, its pages are given
 * the data-pagefind-* attributes our theme would emit, the Pagefind CLI indexes the copy, and its JS
 * API is driven in Chromium.
 *   1. Index: what Pagefind would index on each page (prepare()): the doc's <article> (data-pagefind-body)
 *      without what the reader cannot see or what is not the page's text (data-pagefind-ignore: tooltips,
 *      screen-reader-only text, code, breadcrumbs, dates, the page footer and pagination); the sidebar label
 *      and front matter keywords as a weighted block (data-pagefind-weight); /map and /sale by their title,
 *      description and config/search.ts keywords, as our index has them. Russian stemming comes from
 *      <html lang=ru>.
 *   2. The first search on Fast 3G + 4× CPU, as scripts/bench-slow3g.mjs measures our engine: a box on
 *      the doc page is tapped (Pagefind's script, WebAssembly and entry file start loading), «виза» is
 *      typed, and the time to the first result shown (its fragment loaded) is taken; bytes sent by the
 *      server until then and once the first eight results are loaded. Median of 3.
 *   3. The query table (tests/e2e/search-queries.ts): is the expected page among Pagefind's first 3?
 *   4. The offline copy: Pagefind's files, which the service worker would have to precache to search offline.
 * Usage: node scripts/experiments/pagefind.mjs [--dir build] [--search-10x] [--port 4317] [--runs 3] [--json]
 *   --search-10x: builds the ten-fold guide (scripts/search-10x.mjs) and measures that instead.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { load as loadHtml } from 'cheerio';
import createJiti from 'jiti';
import { chromium } from '@playwright/test';
import { startServer } from '../serve-pages.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { benchSlow3g, countBytes, formatSlow3g, QUERY } from '../bench-slow3g.mjs';
import { buildTenfold } from '../search-10x.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = createJiti(fileURLToPath(import.meta.url));
const { searchQueries } = load(path.join(ROOT, 'tests/e2e/search-queries.ts'));
const { searchTuning } = load(path.join(ROOT, 'config/search.ts'));

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};

/** Inside a doc's <article>: not the page's own text, or not visible to the reader. */
const IGNORED = [
  '[role=tooltip]',
  '.samguide-sr-only',
  '.search-ignore',
  'pre',
  '.theme-doc-breadcrumbs',
  '.theme-doc-footer',
  '.theme-doc-toc-mobile',
  '.pagination-nav',
  '[aria-hidden=true]',
].join(',');

function htmlFiles(dir, rel = '') {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const file = path.join(rel, e.name);
    if (e.isDirectory()) return e.name === 'assets' ? [] : htmlFiles(dir, file);
    return file.endsWith('.html') ? [file] : [];
  });
}

/** Adds the data-pagefind-* attributes to the copy's pages; returns the files of the pages indexed. */
function prepare(site) {
  const extra = new Map(searchTuning.extraPages.map((p) => [`${p.route.slice(1)}.html`, p]));
  const pages = [];
  for (const file of htmlFiles(site)) {
    // One file per page: src/plugins/trailing-slash writes a/b/index.html next to a/b.html.
    if (file === '404.html' || (file.endsWith('/index.html') && file !== 'index.html')) continue;
    const full = path.join(site, file);
    const $ = loadHtml(readFileSync(full, 'utf8'));
    const article = $('article').first();
    const page = extra.get(file);
    if (page) {
      const main = $('main').first();
      const description = $('meta[name=description]').attr('content') ?? '';
      main.attr('data-pagefind-body', '');
      main.children().attr('data-pagefind-ignore', 'all');
      main.append(
        `<div hidden><p data-pagefind-weight="8">${page.label} ${page.keywords.join(' ')}</p><p>${description}</p></div>`,
      );
    } else if (article.length && $('.theme-doc-markdown').length) {
      article.attr('data-pagefind-body', '');
      article.find(IGNORED).attr('data-pagefind-ignore', 'all');
      const label = $('.menu__link[aria-current=page]').first().text().trim();
      const keywords = ($('meta[name=keywords]').attr('content') ?? '').split(',').join(' ');
      // Label and keywords weigh like a title; Pagefind's own weights: h1 7, h2 6, h3 5, text 1.
      article.prepend($('<div hidden data-pagefind-weight="7"></div>').text(`${label} ${keywords}`));
    } else continue;
    writeFileSync(full, $.html());
    pages.push(file);
  }
  return pages;
}

function runPagefind(site) {
  const start = process.hrtime.bigint();
  const run = spawnSync('npx', ['pagefind', '--site', site], { cwd: ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pagefind failed:\n${run.stdout}\n${run.stderr}`);
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, log: run.stdout };
}

function folderSizes(dir) {
  let files = 0;
  let raw = 0;
  let gzip = 0;
  const walk = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const f = path.join(d, e.name);
      if (e.isDirectory()) walk(f);
      else {
        const buffer = readFileSync(f);
        files++;
        raw += statSync(f).size;
        // Pagefind's index and fragments are gzip-compressed already; the server sends them as they are.
        gzip += /\.(pf_\w+|pagefind)$/.test(f) ? buffer.length : gzipSync(buffer).length;
      }
    }
  };
  walk(dir);
  return { files, raw, gzip };
}

/** In the page: a search box of our own, which starts Pagefind on the tap and shows the first result. */
function installBox() {
  // Over the navbar search box, which is hidden (its wrapper would start our engine on the tap): the
  // same place, so the same tap.
  const navbarBox = document.querySelector('.navbar input.navbar__search-input');
  const { top, left, width, height } = navbarBox.getBoundingClientRect();
  navbarBox.closest('.navbar__search, .navbar__item, div').style.visibility = 'hidden';
  const box = document.createElement('input');
  box.id = 'pf-box';
  box.style.cssText = `position:fixed;top:${top}px;left:${left}px;width:${width}px;height:${height}px;z-index:1000`;
  const list = document.createElement('ol');
  list.style.cssText = `position:fixed;top:${top + height}px;left:${left}px;z-index:1000;background:#fff`;
  document.body.append(box, list);
  let shown;
  window.__appeared = new Promise((resolve) => (shown = resolve));
  let latest = 0;
  box.addEventListener(
    'pointerdown',
    () => {
      window.__tapAt = performance.now();
      window.__pf = import('/pagefind/pagefind.js').then(async (pf) => {
        await pf.options({ excerptLength: 20 });
        await pf.init();
        return pf;
      });
    },
    { once: true },
  );
  box.addEventListener('input', async () => {
    const n = ++latest;
    const pf = await window.__pf;
    // Like our worker: queries typed while the index loads are superseded by the newest.
    if (n !== latest) return;
    const { results } = await pf.search(box.value);
    if (n !== latest) return;
    const show = async (result) => {
      const data = await result.data();
      const li = document.createElement('li');
      li.textContent = `${data.meta.title} — ${data.excerpt.replace(/<[^>]+>/g, '')}`;
      list.append(li);
    };
    // The best case for a first suggestion: the first result's fragment alone, then the next seven.
    if (results[0]) await show(results[0]);
    shown(performance.now());
    await Promise.all(results.slice(1, 8).map(show));
  });
}

async function tapAndType(page) {
  await page.evaluate(installBox);
  await page.locator('#pf-box').click();
  await page.locator('#pf-box').pressSequentially(QUERY);
}

/** A page's route; in the ten-fold guide, a copy (/c2/…) counts as its original. */
const normalize = (url) =>
  url
    .replace(/\.html$/, '')
    .replace(/\/(index)?$/, '')
    .replace(/^\/c\d+(?=\/|$)/, '') || '/';

async function queryTable(browser, origin) {
  const page = await browser.newPage();
  await page.goto(`${origin}/samarkand/about`);
  const rows = await page.evaluate(async (queries) => {
    const pf = await import('/pagefind/pagefind.js');
    await pf.init();
    const out = [];
    for (const { query, route } of queries) {
      const { results } = await pf.search(query);
      const urls = await Promise.all(results.slice(0, 3).map(async (r) => (await r.data()).url));
      out.push({ query, route, urls });
    }
    return out;
  }, searchQueries);
  await page.close();
  return rows.map((r) => ({ ...r, ok: r.urls.map(normalize).includes(r.route) }));
}

// --- run -------------------------------------------------------------------------------------------
const tenfold = argv.includes('--search-10x') ? buildTenfold() : null;
const source = tenfold?.build ?? path.resolve(option('dir', 'build'));
const work = mkdtempSync(path.join(tmpdir(), 'samguide-pagefind-'));
const site = path.join(work, 'site');
try {
  cpSync(source, site, { recursive: true });
  const indexed = prepare(site);
  const pagefind = runPagefind(site);
  const files = folderSizes(path.join(site, 'pagefind'));
  const server = await startServer(site, Number(option('port', 0)), '127.0.0.1', { gzip: true });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const slow3g = await benchSlow3g(browser, origin, countBytes(server), {
      runs: Number(option('runs', 3)),
      start: tapAndType,
    });
    const table = await queryTable(browser, origin);
    const result = {
      scale: tenfold ? '10×' : '1×',
      pages: indexed.length,
      pagefindSeconds: pagefind.seconds,
      files,
      slow3g,
      table: { ok: table.filter((r) => r.ok).length, of: table.length, missed: table.filter((r) => !r.ok) },
    };
    if (argv.includes('--json')) console.log(JSON.stringify(result, null, 1));
    else {
      console.log(
        `Pagefind over ${source} (${result.scale}): ${indexed.length} pages, indexed in ${pagefind.seconds.toFixed(1)} s`,
      );
      console.log(
        `  its files (the offline copy would need them all): ${files.files} files, ${(files.raw / 1024).toFixed(1)} KB, ${(files.gzip / 1024).toFixed(1)} KB as sent`,
      );
      console.log(`  ${formatSlow3g('Fast 3G, 4× CPU', slow3g)}`);
      console.log(`  query table: ${result.table.ok} of ${result.table.of} with the page among the first 3`);
      for (const r of result.table.missed)
        console.log(`    missed «${r.query}» → ${r.route}: got ${r.urls.join(', ') || 'nothing'}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
  tenfold?.cleanup();
}
