#!/usr/bin/env node
/**
 * Search timings in Chromium against the built site (issue #11 §3; goals: cold ≤ 100 ms, warm ≤ 8 ms).
 *   cold: a first visit (empty cache) to a doc page; from focusing the search box (the reader then types
 *         «виза» at once) to the first suggestion in the DOM: worker start, index download and parse,
 *         the query. Median of `runs` visits.
 *   warm: then, in the same page, from the `input` event of a new query to its first suggestion
 *         in the DOM; median and 95th percentile over the query list, `rounds` times.
 * Times are taken inside the page (performance.now and a MutationObserver), not by Playwright polling.
 * Usage: node scripts/bench/bench-search.mjs [--dir build] [--port 4221] [--runs 5] [--json]   (serves the build itself)
 * From another script: `await benchSearch({ origin, browser })` reuses a server and a browser.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '../serve-pages.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { median, percentile } from './stats.mjs';

const PAGE = '/samarkand/about';
const COLD_QUERY = 'виза';
export const WARM_QUERIES = [
  'регистрация',
  'ввоз наличных',
  'сколько стоит такси',
  'Korzinka',
  'скорая',
  'где поесть плов',
  'обмен валюты',
  'детский сад',
  'IMEI',
  'как добраться из Ташкента',
];

const round = (x) => Math.round(x * 10) / 10;

/**
 * In the page (passed as source text, so self-contained): resolves with the time at which the answer
 * appears, or rejects after `timeoutMs`. Also used by scripts/bench/bench-slow3g.mjs.
 */
export function whenSuggestionAppears(timeoutMs = 10_000) {
  return new Promise((resolve, reject) => {
    // A suggestion, or the «nothing found» line (the plugin's empty template), counts as the answer.
    const found = () =>
      document.querySelector('.navbar [role="option"]') ??
      [...document.querySelectorAll('.navbar [class*="noResults"]')].find((e) => e.textContent?.trim());
    const observer = new MutationObserver(() => {
      if (found()) {
        observer.disconnect();
        resolve(performance.now());
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    setTimeout(() => reject(new Error(`no suggestion within ${timeoutMs} ms`)), timeoutMs);
  });
}

async function openPage(browser, origin) {
  const context = await browser.newContext();
  await context.route(
    (url) => url.origin !== origin,
    (r) => r.abort(),
  );
  const page = await context.newPage();
  await page.goto(origin + PAGE);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.evaluate(`window.__whenSuggestion = ${whenSuggestionAppears}`);
  return { context, page };
}

export async function coldRun(browser, origin) {
  const { context, page } = await openPage(browser, origin);
  const input = page.locator('.navbar input.navbar__search-input');
  await page.evaluate(() => {
    window.__appeared = window.__whenSuggestion();
    window.__focusAt = performance.now();
    document.querySelector('.navbar input.navbar__search-input').focus();
  });
  await input.pressSequentially(COLD_QUERY);
  const ms = await page.evaluate(async () => (await window.__appeared) - window.__focusAt);
  return { ms, context, page };
}

/** Types a query into the (React-controlled) input as one `input` event and times its first suggestion. */
export async function warmQuery(page, query) {
  // Clear, and wait until the list is empty, so that the next suggestion belongs to the new query.
  await page.locator('.navbar input.navbar__search-input').fill('');
  await page.waitForFunction(
    () =>
      !document.querySelector('.navbar [role="option"]') &&
      !document.querySelector('.navbar [class*="noResults"]')?.textContent?.trim(),
  );
  return page.evaluate(async (q) => {
    const appeared = window.__whenSuggestion();
    const input = document.querySelector('.navbar input.navbar__search-input');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    const start = performance.now();
    setValue.call(input, q);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    return (await appeared) - start;
  }, query);
}

export async function benchSearch({ origin, browser, runs = 5, rounds = 3 } = {}) {
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    const { ms, context, page } = await coldRun(browser, origin);
    cold.push(ms);
    if (i === runs - 1) {
      for (let r = 0; r < rounds; r++) for (const q of WARM_QUERIES) warm.push(await warmQuery(page, q));
    }
    await context.close();
  }
  return {
    coldMs: round(median(cold)),
    coldRunsMs: cold.map(round),
    warmMedianMs: round(median(warm)),
    warmP90Ms: round(percentile(warm, 90)),
    warmP95Ms: round(percentile(warm, 95)),
    warmQueries: warm.length,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const port = Number(option('port', 4221));
  const server = await startServer(path.resolve(option('dir', 'build')), port, '127.0.0.1');
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const result = await benchSearch({
      origin: `http://127.0.0.1:${port}`,
      browser,
      runs: Number(option('runs', 5)),
    });
    if (args.includes('--json')) console.log(JSON.stringify(result));
    else {
      console.log(
        `search, cold first suggestion after focus: ${result.coldMs} ms (median of ${result.coldRunsMs.join(', ')}; goal ≤ 100)`,
      );
      console.log(
        `search, each further query: median ${result.warmMedianMs} ms, p95 ${result.warmP95Ms} ms over ${result.warmQueries} (goal ≤ 8)`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}
