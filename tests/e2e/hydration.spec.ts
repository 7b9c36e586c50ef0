/**
 * How much of a page React hydrates before the reader can tap anything (issue #23): counts, not
 * timings, so the check is the same on a loaded machine (the timings are `npm run bench`'s job).
 * On a 412 px phone, after hydration, for every route and the not-found page:
 *   - elements hydrated by React (carrying a `__reactFiber$…` key): /map ≤ 600, any other ≤ 1 000;
 *   - inline <svg> elements ≤ 30 (the theme's own are about 7–18; link icons are drawn by CSS).
 * Server-rendered markup that React leaves alone (a place card, src/components/Place/Static.tsx)
 * does not count.
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { DOC_ROUTES, STANDALONE_ROUTES } from './routes';

const NOT_FOUND = '/net-takoy-stranitsy';
const HYDRATED_BUDGET: Record<string, number> = { '/map': 600 };
const DEFAULT_HYDRATED_BUDGET = 1000;
const SVG_BUDGET = 30;

/** Elements, of them hydrated by React, and inline SVGs on the page now. */
function countElements(page: Page, root = 'body') {
  return page.evaluate((selector) => {
    const elements = Array.from(document.querySelectorAll(`${selector}, ${selector} *`));
    const hydrated = elements.filter((e) => Object.keys(e).some((key) => key.startsWith('__reactFiber$')));
    return { elements: elements.length, hydrated: hydrated.length, svg: document.querySelectorAll('svg').length };
  }, root);
}

test.describe('what React hydrates (412 px)', () => {
  test.use({ viewport: { width: 412, height: 915 }, allowedConsoleErrors: /status of 404/ });

  for (const route of [...DOC_ROUTES, ...STANDALONE_ROUTES, NOT_FOUND]) {
    const budget = HYDRATED_BUDGET[route] ?? DEFAULT_HYDRATED_BUDGET;
    test(`${route}: ≤ ${budget} hydrated elements, ≤ ${SVG_BUDGET} inline SVG`, async ({ page }) => {
      await gotoHydrated(page, route);
      const { elements, hydrated, svg } = await countElements(page);
      // The counter must see React's elements at all, or the budget could never fail.
      expect(hydrated, 'hydrated elements found').toBeGreaterThan(50);
      expect(hydrated, `hydrated elements of ${elements}`).toBeLessThanOrEqual(budget);
      expect(svg, 'inline <svg> elements').toBeLessThanOrEqual(SVG_BUDGET);
    });
  }
});

test.describe('place cards without hydration', () => {
  const cardTexts = (page: Page) =>
    page.locator('section[data-place]').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).innerText));

  test('a card is server HTML that React leaves alone, and works: links, open status, prices', async ({ page }) => {
    await gotoHydrated(page, '/purchases/grocery');
    const cards = page.locator('section[data-place]');
    await expect(cards.first()).toBeVisible();
    const inside = await countElements(page, 'section[data-place]');
    // Only the cards' own elements carry React; all they hold is the server's markup.
    expect(inside.hydrated).toBe(await cards.count());
    expect(inside.elements).toBeGreaterThan(inside.hydrated * 10);
    // The open status is filled in by its client module.
    await expect(cards.locator('[data-status]').first()).toHaveAttribute('data-status', /^(open|closed)$/);
    await expect(
      cards
        .first()
        .getByRole('link', { name: /откроется в новой вкладке/ })
        .first(),
    ).toBeVisible();

    // A price inside a card still opens its tooltip (one client module for all prices).
    await gotoHydrated(page, '/children/kindergarten');
    const price = page.locator('section[data-place] [data-price] button').first();
    await price.hover();
    // The one shared tooltip of all prices (src/components/Price/tooltips.ts), built when it opens.
    const tip = page.getByRole('tooltip');
    await expect(tip).toBeVisible();
    await expect(tip).toContainText('по курсу ЦБ на ');
    await expect(price).toHaveAttribute('aria-describedby', (await tip.getAttribute('id')) ?? '');
  });

  test('after client-side navigation the cards are rendered in full, as on a fresh load', async ({ page }) => {
    await gotoHydrated(page, '/purchases/grocery');
    const fresh = await cardTexts(page);
    expect(fresh.length).toBeGreaterThan(5);

    await gotoHydrated(page, '/');
    await page.locator('main a[href="/purchases/grocery"]').first().click();
    await expect(page).toHaveURL(/\/purchases\/grocery$/);
    await expect(page.locator('section[data-place]')).toHaveCount(fresh.length);
    // The route's cards fill in as its chunk renders: wait for the condition, not for a moment.
    await expect.poll(() => cardTexts(page)).toEqual(fresh);
  });
});
