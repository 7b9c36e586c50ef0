/**
 * Main-thread work of a page load, held by counts that do not depend on the machine's speed (issue #31;
 * the timings are `npm run bench -- --against <ref>`'s job):
 *   - DOM elements per route on a 412 px phone after hydration: at most its budget, which is today's
 *     count with a margin for new text. Style and layout cost grows with the elements; a page that
 *     outgrows its budget should lose decorative markup (an icon is a ::before, not an element) or
 *     have its budget raised knowingly. /map was 1 651 (an icon <span> in each of its ~380 links); the
 *     phone menu's hidden panel, built with every page until it was built on demand, was 57–76 more;
 *   - a lighter first render must not cost screen readers the page: on /samarkand/visa every paragraph
 *     and table row the page shows is in Chromium's accessibility tree (`content-visibility: auto` on
 *     the article's blocks left most of them out);
 *   - no layout forced by the page's script during the load (a read of layout after a write, while the
 *     page loads, hydrates and runs its idle work): a Chrome trace of the load, with JS stack traces,
 *     has no Layout event that our script caused;
 *   - after the load, a tap on the search box, a change of <html>'s class and a child added to the
 *     article restyle a part of the page, not all of it (the number of elements restyled, from the
 *     same trace);
 *   - the main.js a page loads begins with V8's compile hint (src/plugins/compile-hints), so Chrome
 *     compiles it while it downloads instead of inside the task that runs it;
 *   - a first visit runs at most 7 scripts and keeps one stylesheet: each kind of route has its frame
 *     in one chunk, and what the frames share in one more (src/plugins/route-frames), where a doc page
 *     ran 16 scripts, each inserted from main.js's long task and run as a task of its own.
 */
import type { CDPSession, Page, Request, Response } from '@playwright/test';
import { accessibilityTree, expect, gotoHydrated, test } from './fixtures';
import { COMPILE_HINT, MAIN_BUNDLE } from '../../src/plugins/compile-hints';
import { DOC_ROUTES, STANDALONE_ROUTES } from './routes';

/** Budgets of the pages issue #31 measures, and a cap for every other route. */
const ELEMENT_BUDGET: Record<string, number> = {
  '/': 420,
  '/samarkand/visa': 660,
  // 1 200 until #47: each price's date tag is two elements (a <span> and its <time>). 1 230 until the
  // hours' age (#47 §2): each of the 21 cards with hours says «(часы не позднее мая 2025)», one <span>
  // (1 236 measured).
  '/purchases/grocery': 1250,
  // 1 360 until #48: each of the ~190 rows of the list now says whether the place is open, its hours,
  // its price with its date, and links into the guide and «Поделиться» (2 110 measured at 412 px).
  // The list stays static markup: /map hydrates about 200 elements (tests/e2e/hydration.spec.ts).
  // The hours' age (#47 §2) costs 19: one <span> in each of the 18 groups' headings and the filter (2 130).
  '/map': 2150,
};
const DEFAULT_ELEMENT_BUDGET = 1400;

/**
 * Scripts a first visit runs: runtime, main.js, what the frames share, the route's frame, Docusaurus's
 * `common` chunk, the page's own content and one part only some pages load (place cards, image zoom).
 */
const SCRIPT_BUDGET = 7;

const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { beginData?: { url?: string; stackTrace?: { url: string; functionName: string; lineNumber: number }[] } };
};

/** Elements of the document as Lighthouse counts them, less <head>, where idle prefetching adds links. */
const countElements = (page: Page) => page.evaluate(() => document.querySelectorAll('body, body *').length);

async function startTrace(cdp: CDPSession) {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', {
    // The .stack category records the JS stack of a layout that script forced.
    categories: 'devtools.timeline,disabled-by-default-devtools.timeline,disabled-by-default-devtools.timeline.stack',
    transferMode: 'ReportEvents',
  });
  return async () => {
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.end');
    await done;
    return events;
  };
}

/**
 * Loads `route` under a trace, waits for hydration, the network and two idle periods. Returns the
 * elements in <body> right after hydration, the scripts of our origin requested until the network
 * was idle, and the layouts our script forced during the whole load.
 */
async function tracedLoad(page: Page, baseURL: string, route: string) {
  const { origin } = new URL(baseURL);
  const scripts: string[] = [];
  // Prefetches of other pages have the type "other": not part of this page's load.
  const onRequest = (request: Request) => {
    if (request.resourceType() === 'script' && request.url().startsWith(origin))
      scripts.push(new URL(request.url()).pathname);
  };
  page.on('request', onRequest);
  const cdp = await page.context().newCDPSession(page);
  const stop = await startTrace(cdp);
  await gotoHydrated(page, route);
  const elements = await countElements(page);
  await page.waitForLoadState('networkidle');
  page.off('request', onRequest);
  // Client modules and idle prefetching run their work at idle time: part of the load.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 2000 }), { timeout: 2000 }),
      ),
  );
  const events = await stop();
  await cdp.detach();
  // A Layout carries a stack trace only when script forced it; the test's own injected scripts have no URL.
  const forcedLayouts = events
    .filter((e) => e.name === 'Layout' && e.args?.beginData?.stackTrace?.some((f) => f.url.startsWith(origin)))
    .map((e) => {
      const frame = e.args!.beginData!.stackTrace!.find((f) => f.url.startsWith(origin))!;
      return `${((e.dur ?? 0) / 1000).toFixed(1)} ms by ${frame.functionName || '(anonymous)'} in ${frame.url.replace(origin, '')}:${frame.lineNumber}`;
    });
  return { elements, scripts, forcedLayouts };
}

/**
 * Every route loaded once on a 412 px phone, for three budgets of its load: the elements, the scripts
 * and stylesheets, and the layouts forced by script (one test each made three loads of every route).
 */
test.describe('a first load per route (412 px): elements, scripts and stylesheet, no forced layout', () => {
  test.use(PHONE);
  for (const route of [...DOC_ROUTES, ...STANDALONE_ROUTES]) {
    const budget = ELEMENT_BUDGET[route] ?? DEFAULT_ELEMENT_BUDGET;
    test(`${route}: ≤ ${budget} elements, ≤ ${SCRIPT_BUDGET} scripts and one stylesheet, no forced layout`, async ({
      page,
      baseURL,
    }) => {
      const { elements, scripts, forcedLayouts } = await tracedLoad(page, baseURL!, route);

      // The counter must see the page at all, or the budget could never fail.
      expect(elements, 'elements in <body> after hydration: the page is there').toBeGreaterThan(50);
      expect(elements, 'elements in <body> after hydration').toBeLessThanOrEqual(budget);

      // The count must see the page's own scripts, or the budget could never fail.
      expect(
        scripts.some((file) => MAIN_BUNDLE.test(file)),
        `the scripts counted include main.js:\n${scripts.join('\n')}`,
      ).toBe(true);
      expect(scripts.length, `scripts of a first visit:\n${scripts.join('\n')}`).toBeLessThanOrEqual(SCRIPT_BUDGET);
      // A chunk's own stylesheet, inserted while the page hydrates, restyles the whole page.
      await expect(page.locator('link[rel="stylesheet"]'), 'stylesheets').toHaveCount(1);

      expect(forcedLayouts, 'layouts forced by our script during the load').toEqual([]);
    });
  }
});

test.describe('a lighter first render keeps the whole page for screen readers (412 px)', () => {
  test.use(PHONE);

  // A screen reader reads the browser's accessibility tree, not the screen. `content-visibility: auto`
  // on the article's blocks halved the first render's style and layout here, and Chromium then left out
  // of that tree what it skipped below the first screen: at 360 px it kept 7 of 29 paragraphs, 14 of 97
  // links and none of the 22 table rows (issue #31). Not landed; this keeps any such saving honest.
  test('/samarkand/visa: every paragraph and table row of the page text is in the accessibility tree', async ({
    page,
  }) => {
    await gotoHydrated(page, '/samarkand/visa');
    // Not hidden by the page (display: none); a block merely skipped off the screen still counts.
    const dom = await page.evaluate(() => {
      const shown = (selector: string) =>
        Array.from(document.querySelectorAll(`.markdown ${selector}`)).filter((e) => e.checkVisibility()).length;
      return { paragraph: shown('p'), row: shown('tr') };
    });
    // The page must have its long text, or the check could never fail.
    expect(dom.paragraph).toBeGreaterThan(20);
    expect(dom.row).toBeGreaterThan(10);
    const { count } = await accessibilityTree(page);
    // At least: the footer has paragraphs of its own.
    expect(count('paragraph'), 'paragraphs').toBeGreaterThanOrEqual(dom.paragraph);
    expect(count('row'), 'table rows').toBe(dom.row);
  });
});

test.describe('no layout forced by script during the load (412 px)', () => {
  test.use(PHONE);

  test('the check sees a forced layout when there is one', async ({ page, baseURL }) => {
    // A read of layout right after a write, in a script of the page.
    await page.route('**/samarkand/visa', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        '</body>',
        "<script>addEventListener('DOMContentLoaded',()=>{document.body.style.paddingTop='1px';" +
          "document.body.offsetHeight;document.body.style.paddingTop=''})</script></body>",
      );
      await route.fulfill({ response, body: html });
    });
    // Chromium may record the forced layout as several Layout events; all must be the planted script's.
    const found = (await tracedLoad(page, baseURL!, '/samarkand/visa')).forcedLayouts;
    expect(found.length).toBeGreaterThan(0);
    expect(
      found.every((layout) => / in \/samarkand\/visa:\d+$/.test(layout)),
      found.join('\n'),
    ).toBe(true);
  });
  // Every route: in «a first load per route» above.
});

/**
 * The element counts of the style recalculations while `act` runs on a hydrated, idle /samarkand/visa,
 * and the page's element count. Machine-independent, unlike their time.
 */
async function restylesDuring(page: Page, act: () => Promise<unknown>) {
  await gotoHydrated(page, '/samarkand/visa');
  await page.waitForLoadState('networkidle');
  const elements = await countElements(page);
  const cdp = await page.context().newCDPSession(page);
  const stop = await startTrace(cdp);
  await act();
  const events = await stop();
  await cdp.detach();
  const restyles = events
    .filter((e) => e.name === 'UpdateLayoutTree')
    .map((e) => (e.args as { elementCount?: number } | undefined)?.elementCount ?? 0);
  // The check must see the action's own restyle, or it could never fail.
  expect(Math.max(0, ...restyles), 'elements restyled').toBeGreaterThan(0);
  return { elements, most: Math.max(...restyles) };
}

test.describe('restyles after load (412 px)', () => {
  test.use(PHONE);

  test('a tap on the search box restyles the search bar, not the whole page', async ({ page }) => {
    const box = page.locator('.navbar input.navbar__search-input');
    const { elements, most } = await restylesDuring(page, async () => {
      await box.tap();
      await expect(box).toBeFocused();
      // Two frames: the style work of the tap and the focus is done.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    });
    // A custom property set on <html> (the list's top edge) restyled all of them: 58 ms at the tap on a
    // 4× slower phone (issue #29 §3).
    expect(most, `elements restyled at once, of ${elements}`).toBeLessThan(elements / 4);
  });

  test('a change of <html>’s class (react-helmet rewrites it while a page hydrates) restyles a few elements', async ({
    page,
  }) => {
    // A class no rule names: only selectors that match any class attribute ([class*=…]) in an early
    // part of a selector make the browser restyle the descendants.
    const { elements, most } = await restylesDuring(page, () =>
      page.evaluate(() => {
        document.documentElement.classList.add('samguide-probe');
        return getComputedStyle(document.body).color;
      }),
    );
    // «[class*='dropdownMenu'] [class*='suggestion_']» restyled 392 of 666 elements at each change (issue #31).
    expect(most, `elements restyled, of ${elements}`).toBeLessThan(elements / 10);
  });

  test('a child added to the article (hydration inserts some) restyles a few elements', async ({ page }) => {
    const { elements, most } = await restylesDuring(page, () =>
      page.evaluate(() => {
        document.querySelector('article')!.append(document.createElement('span'));
        return getComputedStyle(document.body).color;
      }),
    );
    // «article:has(> .theme-doc-toc-mobile) > *» restyled the whole article at each change of its
    // children: 1 110 elements on /purchases/grocery while it hydrated (issue #31).
    expect(most, `elements restyled, of ${elements}`).toBeLessThan(elements / 10);
  });
});

test.describe('main.js is compiled while it downloads', () => {
  for (const route of ['/', '/samarkand/visa', '/map']) {
    test(`${route}: the main.js it loads begins with the compile hint`, async ({ page }) => {
      const loaded: Response[] = [];
      page.on('response', (response) => {
        if (MAIN_BUNDLE.test(new URL(response.url()).pathname)) loaded.push(response);
      });
      await gotoHydrated(page, route);
      expect(loaded, 'the page loads one main.js').toHaveLength(1);
      const body = await loaded[0].text();
      // Minification strips comments: the hint must survive it, as the file's very first line.
      expect(body.split('\n', 1)[0]).toBe(COMPILE_HINT);
      expect(body.indexOf(COMPILE_HINT, 1), 'only once').toBe(-1);
    });
  }
});
