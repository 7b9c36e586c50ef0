/**
 * Lighthouse 12, mobile preset (simulated slow 4G, 4× CPU slowdown), against a local build:
 * performance score, Total Blocking Time, Cumulative Layout Shift and Largest Contentful Paint,
 * the median of several runs. Debian's Chromium is started by chrome-launcher with the flags of
 * scripts/chromium.mjs; nothing leaves the machine: every https:// URL is blocked (the build is
 * served over http://127.0.0.1), which covers the Yandex Maps API and analytics.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM, chromiumLaunchOptions } from '../chromium.mjs';
import { median } from './stats.mjs';

/** Third parties the site may call; the local server speaks plain http, so https://* is all of them. */
export const BLOCKED_URL_PATTERNS = [
  'https://*',
  '*api-maps.yandex.*',
  '*googletagmanager.com*',
  '*google-analytics.com*',
];

/** One Lighthouse performance run of `url` in the Chromium on `port`, third parties blocked: its report. */
export async function lighthouseReport(port, url) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    blockedUrlPatterns: BLOCKED_URL_PATTERNS,
  });
  const { runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  return result.lhr;
}

/** One Lighthouse run; the figures in the report's units (score 0–100, ms, unitless CLS). */
async function runOnce(port, url) {
  const { audits, categories } = await lighthouseReport(port, url);
  return {
    performance: Math.round(categories.performance.score * 100),
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
  };
}

/** Chromium for Lighthouse: Debian's or Playwright's own (scripts/chromium.mjs), whichever the tests use. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: CHROMIUM.path,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
}

/** Median of `runs` runs per route (each metric on its own). Routes are measured in turn, not in parallel. */
export async function lighthouseMedians(origin, routes, runs = 5) {
  const chrome = await launchChrome();
  try {
    const rows = [];
    for (const route of routes) {
      const samples = [];
      for (let i = 0; i < runs; i += 1) samples.push(await runOnce(chrome.port, origin + route));
      const pick = (key) => median(samples.map((s) => s[key]));
      rows.push({
        route,
        performance: pick('performance'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        lcp: pick('lcp'),
        samples,
      });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}
