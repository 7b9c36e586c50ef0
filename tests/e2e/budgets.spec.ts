/**
 * Byte budgets of a first visit (issue #11), measured on the built site: deterministic, unlike
 * timings (those are `npm run bench`'s job). A page's first-load JS is every script of our origin
 * it runs until it has hydrated and the network is idle, gzip-compressed (level 9) as a server would.
 *   - every doc page: first-load JS ≤ 170 KB gzip (DOC_PAGE_BUDGET_GZIP below says why);
 *   - a page that shows no place: none of the place code (the `places` chunk) and no place data;
 *   - a doc page: none of the phone menu's items, which only /map, /sale, /search and the 404 page use.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures';
import { DOC_ROUTES, STANDALONE_ROUTES } from './routes';

// 165 KB until issues #47–#50; they added 12–13 KB to every doc page (measured on /samarkand/visa, gzip):
// the no-account help links and the JSON-LD builders in a new shared chunk (6.2 KB), the date line's
// span logic and the breadcrumbs' JSON-LD in doc-frame (+3.9 KB), site-frame (+2.2 KB), the share
// and card code (+0.5 KB), main (+0.7 KB). Moving the JSON-LD to build time would win most of it back.
const DOC_PAGE_BUDGET_GZIP = 170 * 1024;
/** The chunk with the card, list and inline-map code (src/plugins/places). */
const PLACES_CHUNK = /\/places\.[0-9a-f]+\.js$/;
/** A place of the catalogue as the build inlines it (`categoryPath:"cafe/uzbek-food/osh"`), not code reading it. */
const PLACE_DATA = /\bcategoryPath["']?\s*:\s*["']/;

/** The pages that put the guide's sidebar in their phone menu (src/plugins/main-menu); a doc page has its own. */
const MENU_ROUTES = [...STANDALONE_ROUTES, '/no-such-page'];
/**
 * Those items as the build inlines them: a category of the sidebar as a `label` field, its Cyrillic
 * written out or `\u`-escaped. A doc page also loads its own sidebar in its version's data
 * (`docsSidebars`): that copy is not the menu's.
 */
function holdsMenuItems(body: string) {
  const text = body.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return !text.includes('"docsSidebars"') && /\blabel["']?\s*:\s*["']Самарканд и Узбекистан["']/.test(text);
}

type Script = { url: string; body: Buffer };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Loads a page in a fresh context (an empty cache, as on a first visit); returns the scripts of our origin it ran. */
async function firstLoad(browser: Browser, baseURL: string, route: string) {
  const origin = new URL(baseURL).origin;
  const context = await browser.newContext({ baseURL });
  // The network is closed; third parties (the maps API) are not part of the budget.
  await context.route(
    (url) => url.origin !== origin,
    (r) => r.abort(),
  );
  const page = await context.newPage();
  const pending: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    // Prefetches of other pages have the type "other": not part of this page's load.
    if (response.request().resourceType() !== 'script' || new URL(response.url()).origin !== origin) return;
    pending.push(
      response.body().then(
        (body) => ({ url: response.url(), body }),
        () => null,
      ),
    );
  });
  await page.goto(route);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
  // Place cards, lists and inline maps carry these attributes; /map has its list of places.
  const showsPlaces = (await page.locator('[data-place], [data-category], #map-list-title').count()) > 0;
  await context.close();
  return { scripts, showsPlaces };
}

const gzipTotal = (scripts: Script[]) => scripts.reduce((sum, s) => sum + gzipSync(s.body, { level: 9 }).length, 0);

/** Pages that show places: the place-data detector must find their data, or the leak check could never fail. */
const PLACE_PAGES = ['/cafe/uzbek', '/map'];

test.describe('first-load budgets', () => {
  // One first load per route serves both budgets of a first visit; one test per route, so that the
  // workers share them (each page was loaded twice, in two long loops, before).
  for (const route of [...DOC_ROUTES, ...STANDALONE_ROUTES]) {
    const isDoc = DOC_ROUTES.includes(route);
    const title = isDoc
      ? `${route}: at most ${kb(DOC_PAGE_BUDGET_GZIP)} of JS (gzip), and place code or data only with places`
      : `${route}: place code or data only with places`;
    test(title, async ({ browser, baseURL }) => {
      const { scripts, showsPlaces } = await firstLoad(browser, baseURL!, route);

      if (isDoc) {
        const gzip = gzipTotal(scripts);
        expect(gzip, `${route}: first-load JS ${kb(gzip)} gzip in ${scripts.length} scripts`).toBeLessThanOrEqual(
          DOC_PAGE_BUDGET_GZIP,
        );
      }

      const data = scripts.filter((s) => PLACE_DATA.test(s.body.toString('utf8')));
      if (PLACE_PAGES.includes(route)) {
        expect(showsPlaces, `${route} shows places`).toBe(true);
        // The detector must see the data where there is some, or the check below could never fail.
        expect(data.length, `${route}: scripts whose place data the check found`).toBeGreaterThan(0);
      }
      if (showsPlaces) return;
      const leaks: string[] = [];
      for (const s of scripts) {
        const file = new URL(s.url).pathname;
        if (PLACES_CHUNK.test(file)) leaks.push(`${route}: loads the place code (${file})`);
        if (data.includes(s)) leaks.push(`${route}: ${file} holds place data`);
      }
      expect(leaks, `place code or data on a page without places:\n${leaks.join('\n')}`).toEqual([]);
    });
  }

  test('a doc page loads none of the phone menu that pages without a sidebar use', async ({ browser, baseURL }) => {
    test.setTimeout((MENU_ROUTES.length + 3) * 10_000);
    // The scripts that carry the menu's items where it is shown.
    const carriers = new Set<string>();
    const withMenu: string[] = [];
    for (const route of MENU_ROUTES) {
      const { scripts } = await firstLoad(browser, baseURL!, route);
      const found = scripts.filter((s) => holdsMenuItems(s.body.toString('utf8')));
      if (found.length > 0) withMenu.push(route);
      for (const s of found) carriers.add(new URL(s.url).pathname);
    }
    // The detector must see the items where they are, or this test could never fail.
    expect(withMenu).toEqual(MENU_ROUTES);
    const leaks: string[] = [];
    // Every doc page shares its layout's scripts: the home page and two others stand for them all.
    for (const route of ['/', '/services/pets', '/samarkand/visa']) {
      const { scripts } = await firstLoad(browser, baseURL!, route);
      for (const s of scripts) {
        const file = new URL(s.url).pathname;
        if (carriers.has(file) || holdsMenuItems(s.body.toString('utf8')))
          leaks.push(`${route}: ${file} holds the menu's items`);
      }
    }
    expect(leaks, `the phone menu's items on doc pages:\n${leaks.join('\n')}`).toEqual([]);
  });
});

test.describe('main-thread work at load (issue #11 §1)', () => {
  test('a page view creates no Intl date formatter (its locale data is costly on a phone)', async ({ page }) => {
    await page.addInitScript(() => {
      const Original = Intl.DateTimeFormat;
      (window as unknown as { __dateFormatters: number }).__dateFormatters = 0;
      Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof Original>) {
        (window as unknown as { __dateFormatters: number }).__dateFormatters++;
        return new Original(...args);
      } as typeof Intl.DateTimeFormat;
    });
    await page.goto('/purchases/grocery');
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    // The page's edit date is there (in the date line's disclosure), written without one.
    await expect(page.locator('[data-edited] time[itemprop="dateModified"]')).toHaveText(/^\d{1,2} [а-я]+ \d{4}$/);
    expect(await page.evaluate(() => (window as unknown as { __dateFormatters: number }).__dateFormatters)).toBe(0);
  });

  test('links in view are still prefetched, once the browser is idle', async ({ page }) => {
    await page.goto('/purchases/grocery');
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('head link[rel="prefetch"]').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const hrefs = await page
      .locator('head link[rel="prefetch"]')
      .evaluateAll((ls) => ls.map((l) => l.getAttribute('href')));
    expect(hrefs.every((h) => /\/assets\/js\/[\w~.-]+\.js$/.test(h ?? ''))).toBe(true);
  });
});
