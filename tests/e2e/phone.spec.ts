/**
 * Reading on a 360 px phone (issue #19), on every route of the built site, at 360×740 with touch:
 * nothing wider than the screen, tables that fit their column, words that stay whole, price
 * tooltips inside the screen, link targets landing below the navbar. One page load per route; the
 * measuring happens inside the page. Helpers first, then one describe per concern.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, axeViolations } from './fixtures';
import { DOC_ROUTES, STANDALONE_ROUTES } from './routes';

const PHONE = { width: 360, height: 740 };
const NOT_FOUND = '/net-takoy-stranitsy';
/** How many prices of a page get tapped: the first few are enough to catch a placement bug. */
const PRICES_PER_PAGE = 3;
const TOOLTIP = '#samguide-price-tip';

type Layout = {
  /** The document's width against the layout viewport's (a wider page makes a phone zoom out). */
  pageWidth: number;
  viewportWidth: number;
  /** Tables whose content is wider than their own box or their container. */
  wideTables: string[];
  /** Words laid out over two lines without a hyphen: «Микро|район (…context…)». */
  splitWords: string[];
};

/**
 * Measures, in the page, what a reader sees at this width. A word is split when the DOM Range over
 * its letters has boxes on two lines. Such a split is acceptable only where the browser hyphenates
 * Russian (it then draws a hyphen): a probe tells whether this browser does, and only text with
 * `hyphens: auto` counts as hyphenated. Chromium on Linux has no Russian dictionary, so there every
 * split fails. Addresses and code may break anywhere and are not checked.
 */
function measureLayout(): Layout {
  const probe = document.createElement('div');
  probe.lang = 'ru';
  probe.style.cssText =
    'position:absolute;visibility:hidden;width:3em;hyphens:auto;overflow-wrap:normal;font-size:16px';
  probe.textContent = 'достопримечательность';
  document.body.append(probe);
  const hyphenates = probe.getBoundingClientRect().height > 30;
  probe.remove();

  const hidden = new Map<Element, boolean>();
  const hiddenForTheEye = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const known = hidden.get(el);
    if (known !== undefined) return known;
    const style = getComputedStyle(el);
    const result =
      style.display === 'none' ||
      (style.position === 'absolute' && style.clip !== 'auto') ||
      style.clipPath !== 'none' ||
      hiddenForTheEye(el.parentElement);
    hidden.set(el, result);
    return result;
  };
  const MAY_BREAK = 'code, pre, kbd, samp, script, style, noscript, svg, textarea';

  const splitWords: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const parent = node.parentElement;
    if (!parent || text.trim().length < 2 || parent.closest(MAY_BREAK) || hiddenForTheEye(parent)) continue;
    const link = parent.closest('a');
    if (link && /https?:|www\.|\w\.\w+\//.test(link.textContent ?? '')) continue;
    const hyphenated = hyphenates && getComputedStyle(parent).hyphens === 'auto';
    for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      if (rects.length < 2) continue;
      const first = rects[0];
      if (!rects.some((r) => r.top >= first.bottom - 1) || hyphenated) continue;
      // Where the line broke: the letters on the first line.
      let cut = 1;
      for (; cut < match[0].length; cut++) {
        range.setEnd(node, match.index + cut + 1);
        if (Array.from(range.getClientRects()).some((r) => r.width > 0 && r.top >= first.bottom - 1)) break;
      }
      const context = text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).trim();
      splitWords.push(`${match[0].slice(0, cut)}|${match[0].slice(cut)} («${context}»)`);
    }
  }

  const wideTables: string[] = [];
  for (const table of Array.from(document.querySelectorAll('table'))) {
    if (hiddenForTheEye(table)) continue;
    const box = table.getBoundingClientRect();
    const container = table.parentElement!.getBoundingClientRect();
    if (table.scrollWidth > table.clientWidth + 1 || box.right > container.right + 1 || box.left < container.left - 1) {
      const head = (table.querySelector('th, td')?.textContent ?? '').trim().slice(0, 40);
      wideTables.push(`«${head}…»: ${table.scrollWidth} px in ${Math.round(container.width)} px`);
    }
  }

  return {
    pageWidth: document.documentElement.scrollWidth,
    viewportWidth: document.documentElement.clientWidth,
    wideTables,
    splitWords,
  };
}

/** The navbar's bottom edge on screen (0 or less while it is hidden by scrolling down). */
async function navbarBottom(page: Page): Promise<number> {
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
}

/** Jumps to `#id` as a reader's link does and waits until the target shows in full below the navbar. */
async function expectLandsBelowNavbar(page: Page, id: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, id);
  await expect
    .poll(
      async () => {
        const target = await page.locator(`[id="${id}"]`).evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        });
        const bar = await navbarBottom(page);
        const visibleHeight = page.viewportSize()!.height;
        return target.top >= bar - 0.5 && target.top < visibleHeight - 20
          ? 'below the navbar'
          : `top ${Math.round(target.top)}, navbar bottom ${Math.round(bar)}`;
      },
      { message: `#${id} lands below the navbar` },
    )
    .toBe('below the navbar');
}

/** Taps the first prices of the page: each tooltip opens inside the screen and a second tap closes it. */
async function expectTooltipsOnScreen(page: Page) {
  const prices = page.locator('.markdown [data-price] > button');
  const count = Math.min(PRICES_PER_PAGE, await prices.count());
  const tip = page.locator(TOOLTIP);
  const viewport = page.viewportSize()!;
  for (let i = 0; i < count; i++) {
    const price = prices.nth(i);
    if (!(await price.isVisible())) continue;
    await price.tap();
    await expect(tip).toBeVisible();
    await expect(price).toHaveAttribute('aria-describedby', 'samguide-price-tip');
    const box = (await tip.boundingBox())!;
    const where = `tooltip of price ${i + 1} at x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}–${Math.round(box.y + box.height)}`;
    expect(box.x, where).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
    expect(box.y, where).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
    await price.tap();
    await expect(tip).toBeHidden();
  }
}

test.describe('every route at 360 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const route of [...DOC_ROUTES, ...STANDALONE_ROUTES, NOT_FOUND]) {
    test.describe(route, () => {
      // The browser logs the not-found page's own 404 status as a console error.
      if (route === NOT_FOUND) test.use({ allowedConsoleErrors: /status of 404/ });

      test('fits the screen: no wide page or table, no word split, tooltips and anchors in view', async ({ page }) => {
        await gotoHydrated(page, route);
        const layout = await page.evaluate(measureLayout);
        expect(layout.viewportWidth).toBe(PHONE.width);
        expect(layout.pageWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(PHONE.width);
        expect(layout.wideTables, 'tables wider than their column').toEqual([]);
        expect(layout.splitWords, 'words split across lines without a hyphen').toEqual([]);

        await expectTooltipsOnScreen(page);

        // Link targets: the last section heading and the first anchored table row or card, if any.
        const ids = await page.evaluate(() => {
          const heading = Array.from(document.querySelectorAll('.markdown h2[id], .markdown h3[id]')).pop();
          const anchored = document.querySelector('.markdown [data-search-section][id], .markdown article[id]');
          return [heading?.id, anchored?.id].filter((id): id is string => Boolean(id));
        });
        for (const id of ids) await expectLandsBelowNavbar(page, id);
      });
    });
  }
});

test.describe('price tooltip on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('closes on a tap elsewhere and on Escape; stays inside a 320 px screen', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const fee = page.locator('#fee ~ * [data-price] > button').first();
    const tip = page.locator(TOOLTIP);
    await fee.tap();
    await expect(tip).toBeVisible();
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await expect(tip).toContainText(/по курсу ЦБ Узбекистана на \d{2}\.\d{2}\.\d{4}/);

    await page.locator('h1').tap();
    await expect(tip).toBeHidden();

    await fee.tap();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test('the server HTML holds no tooltip: prices carry their amounts as data', async ({ page, request }) => {
    const html = await (await request.get('/samarkand/visa')).text();
    expect(html).not.toContain('role=tooltip');
    expect(html).not.toContain('по курсу ЦБ');
    expect(html).toMatch(/data-price=["']?\d+/);
    await gotoHydrated(page, '/samarkand/visa');
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
  });
});

test.describe('tables as cards on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the kindergarten comparison shows each value after its column label', async ({ page }) => {
    await gotoHydrated(page, '/children/kindergarten');
    const table = page.locator('table.samguide-table--cards').first();
    await expect(table).toHaveAttribute('role', 'table');
    const cell = table.locator('td[data-label="Частный сад"]').first();
    await expect(cell).toBeVisible();
    const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toContain('Частный сад');
  });

  test('the cards are still tables to a screen reader: rows, cells and column headers in the browser', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/children/kindergarten');
    const dom = await page.evaluate(() => ({
      table: document.querySelectorAll('.markdown table').length,
      row: document.querySelectorAll('.markdown tr').length,
      columnheader: document.querySelectorAll('.markdown th').length,
      cell: document.querySelectorAll('.markdown td').length,
    }));
    expect(dom.cell).toBeGreaterThan(20);
    // Chromium's own accessibility tree (what a screen reader gets), not roles implied by the tags.
    const cdp = await context.newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    const count = (role: string) => nodes.filter((n) => !n.ignored && n.role?.value === role).length;
    expect({
      table: count('table'),
      row: count('row'),
      columnheader: count('columnheader'),
      cell: count('cell'),
    }).toEqual(dom);
    expect(nodes.some((n) => !n.ignored && n.role?.value === 'columnheader' && n.name?.value === 'Частный сад')).toBe(
      true,
    );
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });

      test('a page of card tables is accessible (axe)', async ({ page }) => {
        await gotoHydrated(page, '/children/kindergarten');
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});

test.describe('anchors', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test.describe(name, () => {
      test.use({ viewport, hasTouch: name === 'phone', isMobile: name === 'phone' });

      test('a link to a table row or a section lands below the navbar', async ({ page }) => {
        await gotoHydrated(page, '/samarkand/toponyms#povorot');
        await expectLandsBelowNavbar(page, 'povorot');
        // Back up the page: the navbar shows again, and the target still clears it.
        await expectLandsBelowNavbar(page, 'aziz-bazar');
        await gotoHydrated(page, '/children/school');
        const id = await page.locator('.markdown h2[id]').last().getAttribute('id');
        await expectLandsBelowNavbar(page, id!);
      });
    });
  }
});
