import { test, expect, gotoHydrated } from './fixtures';
import type { Page } from '@playwright/test';

const searchBox = (page: Page) => page.locator('.navbar input[type="search"]');
const suggestions = (page: Page) => page.locator('[class*="searchBar"] [role="listbox"] [role="option"]');

/** Records every request for the hashed search index. */
function watchIndex(page: Page) {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (/search-index.*\.json/.test(r.url())) requests.push(r.url());
  });
  return requests;
}

test.describe('search (spec §9)', () => {
  test('the index is fetched lazily: not on load, only on first focus', async ({ page }) => {
    const requests = watchIndex(page);
    await gotoHydrated(page, '/samarkand/about');
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);
    await searchBox(page).focus();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    expect(requests[0]).toMatch(/search-index-[0-9a-f]+\.json|search-index\.json\?_=/);
  });

  test('hovering the box also starts loading the index', async ({ page }) => {
    const requests = watchIndex(page);
    await gotoHydrated(page, '/samarkand/about');
    await searchBox(page).hover();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
  });

  for (const key of ['Control+k', 'Meta+k']) {
    test(`${key} focuses the search box`, async ({ page }) => {
      await gotoHydrated(page, '/samarkand/about');
      await page.locator('body').click({ position: { x: 5, y: 300 } });
      await page.keyboard.press(key);
      await expect(searchBox(page)).toBeFocused();
    });
  }

  test('the shortcut hint is shown', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await expect(page.locator('.navbar kbd').first()).toBeVisible();
  });

  test('a common word gives at most 8 suggestions', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await searchBox(page).fill('самарканд');
    await expect(suggestions(page).first()).toBeVisible();
    expect(await suggestions(page).count()).toBeLessThanOrEqual(8);
  });

  test('an empty query gives no suggestions', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await searchBox(page).fill('виза');
    await expect(suggestions(page).first()).toBeVisible();
    await searchBox(page).fill('');
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('no matches says «Ничего не найдено»', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await searchBox(page).fill('йцукенгшщзх');
    await expect(page.getByText('Ничего не найдено')).toBeVisible();
  });

  test('a Latin brand name finds its page', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await searchBox(page).fill('Korzinka');
    await expect(suggestions(page).first()).toBeVisible();
    await expect(
      suggestions(page)
        .filter({ hasText: /Korzinka|Корзинка/ })
        .first(),
    ).toBeVisible();
  });

  test('«ё» and «е» find each other', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    // «ребёнок» is written with ё in the pages; a reader types «ребенок».
    await searchBox(page).fill('ребенок');
    await expect(suggestions(page).first()).toBeVisible();
  });

  test('/search shows results for q and renders a script query as text', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await gotoHydrated(page, '/search?q=виза');
    await expect(page.locator('h1')).toHaveText('Результаты поиска по запросу «виза»');
    await expect(page.locator('article h2 a').first()).toBeVisible();
    const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    await gotoHydrated(page, `/search?q=${encodeURIComponent(payload)}`);
    await expect(page.locator('h1')).toContainText(payload);
    expect(await page.locator('main img[src="x"], main script').count()).toBe(0);
    expect(dialogs).toBe(0);
  });
});
