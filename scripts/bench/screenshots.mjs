#!/usr/bin/env node
/**
 * Screenshots of the built site as a phone reader sees it (issues #19 §7, #27 §6): 360×740, touch,
 * light and dark, the maps API and every other third party blocked, as in the e2e tests. For each
 * page: the first screen on a first visit (announcement bar showing), and the first table (or the
 * /map list) scrolled into view. Then what the first screen hides: the date line's disclosure opened
 * on an old page, the phone menu open, and a long query in the navbar search on /services/finance
 * (the list, then the page its first suggestion opens).
 *   node scripts/bench/screenshots.mjs [--dir build] [--out .bench/screens] [--port 0]
 * `npm run bench` runs it too. Open the PNGs and compare them: a green test is not a readable page.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../serve-pages.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';

export const SCREENSHOT_ROUTES = [
  '/',
  '/samarkand/visa',
  '/children/school',
  '/services/finance',
  '/children/kindergarten',
  '/apartment/districts',
  '/map',
];
/** A question as a newcomer types it into the navbar search (issue #27 §4). */
export const LONG_QUERY = 'золотая корона где получить перевод в самарканде';
/** What to show on the second screenshot of a page: the first match is scrolled into view. */
const SECOND_SCREEN = 'main table, #map-list-title, main h2';

export async function takeScreenshots({
  dir = 'build',
  out = '.bench/screens',
  port = 0,
  routes = SCREENSHOT_ROUTES,
} = {}) {
  mkdirSync(out, { recursive: true });
  const server = await startServer(dir, port, '127.0.0.1', { gzip: true });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  const files = [];
  try {
    for (const colorScheme of ['light', 'dark']) {
      const context = await browser.newContext({
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        colorScheme,
        locale: 'ru-RU',
        timezoneId: 'Asia/Samarkand',
      });
      await context.route(
        (url) => url.origin !== origin,
        (route) => route.abort('blockedbyclient'),
      );
      const page = await context.newPage();
      for (const route of routes) {
        await page.goto(origin + route);
        await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
        const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
        const first = path.join(out, `${name}-${colorScheme}-1.png`);
        await page.screenshot({ path: first });
        files.push(first);
        const target = page.locator(SECOND_SCREEN).first();
        if (await target.count()) {
          await target.evaluate((el) => {
            el.scrollIntoView({ block: 'start' });
            window.scrollBy(0, -72); // below the navbar
          });
          const second = path.join(out, `${name}-${colorScheme}-2.png`);
          await page.screenshot({ path: second });
          files.push(second);
        }
      }

      const shot = async (name) => {
        const file = path.join(out, `${name}-${colorScheme}.png`);
        await page.screenshot({ path: file });
        files.push(file);
      };
      const open = async (route) => {
        await page.goto(origin + route);
        await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
      };
      // A page's date line, opened: what its dates are, when its text was edited, the sources.
      // (Visa is under a year old since issue #47, so it has no «старше года» notice to wait for.)
      await open('/samarkand/visa');
      await page.locator('article [data-facts] summary').click();
      await page.locator('article [data-facts] details[open] [data-edited]').waitFor();
      await shot('samarkand-visa-dates-open');
      // The phone menu.
      await page.locator('button.navbar__toggle').click();
      await page.locator('.navbar-sidebar .menu__link').first().waitFor();
      // Until it has slid in completely.
      await page.waitForFunction(() => document.querySelector('.navbar-sidebar')?.getBoundingClientRect().left === 0);
      await shot('samarkand-visa-menu');
      // A long query in the navbar search, then the page of its first suggestion.
      await open('/services/finance');
      const box = page.locator('.navbar input.navbar__search-input');
      await box.tap();
      await box.pressSequentially(LONG_QUERY);
      const first = page.locator('.navbar [role="option"]').first();
      await first.waitFor();
      await shot('services-finance-search');
      await first.tap();
      await page.locator('.navbar [role="option"]').first().waitFor({ state: 'detached' });
      await shot('services-finance-search-opened');
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  return files;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const files = await takeScreenshots({
    dir: option('dir', 'build'),
    out: option('out', '.bench/screens'),
    port: Number(option('port', 0)),
  });
  console.log(`${files.length} screenshots in ${path.dirname(files[0])}`);
}
