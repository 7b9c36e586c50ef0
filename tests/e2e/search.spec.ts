import { test, expect, gotoHydrated } from './fixtures';
import type { Page } from '@playwright/test';

const searchBox = (page: Page) => page.locator('.navbar input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.navbar [role="option"]');

/** Focuses the search box and waits until the index has arrived, then types. */
async function search(page: Page, query: string) {
  const indexLoaded = page.waitForResponse(/search-index.*\.json/);
  await searchBox(page).focus();
  await indexLoaded;
  await searchBox(page).fill(query);
}

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

  for (const [key, platform] of [
    ['Control+k', 'Linux'],
    ['Meta+k', 'macOS'],
  ]) {
    test(`${key} focuses the search box on ${platform}`, async ({ page }) => {
      // The plugin binds "mod+k": Cmd on a Mac, Ctrl elsewhere; it reads the platform from userAgentData.
      await page.addInitScript((p) => {
        Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => ({ platform: p }) });
      }, platform);
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
    await search(page, 'самарканд');
    await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
    expect(await suggestions(page).count()).toBeLessThanOrEqual(8);
  });

  test('an empty query gives no suggestions', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await search(page, 'виза');
    await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
    await searchBox(page).fill('');
    await expect(suggestions(page)).toHaveCount(0);
  });

  test('no matches says «Ничего не найдено»', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await search(page, 'йцукенгшщзх');
    await expect(page.getByText('Ничего не найдено')).toBeVisible({ timeout: 15_000 });
  });

  test('the screen-reader hint after external links is not indexed', async ({ page }) => {
    // «(Telegram, откроется в новой вкладке)» follows every external link; no page text says «вкладке».
    await gotoHydrated(page, '/samarkand/about');
    await search(page, 'вкладке');
    await expect(page.getByText('Ничего не найдено')).toBeVisible({ timeout: 15_000 });
  });

  test('a Latin brand name finds its page', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await search(page, 'Korzinka');
    await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(
      suggestions(page)
        .filter({ hasText: /Korzinka|Корзинка/ })
        .first(),
    ).toBeVisible();
  });

  test('«ё» and «е» find each other', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    // «ребёнок» is written with ё in the pages; a reader types «ребенок».
    await search(page, 'ребенок');
    await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
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
