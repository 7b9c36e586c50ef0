/**
 * The results page /search (src/theme/SearchPage): its landmarks, Russian texts and a layout that
 * does not jump while the index loads (issue #11: CLS ≤ 0.02; issue #13: axe landmarks).
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

/** Cumulative layout shift so far, as the browser reports it (shifts right after input excluded). */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, before this timer fires.
        setTimeout(() => resolve(total), 0);
      }),
  );
}

test.describe('/search', () => {
  test('has one <main>, a Russian description and a labelled query box', async ({ page }) => {
    await gotoHydrated(page, '/search');
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.locator('main h1')).toHaveText('Поиск по справочнику');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Поиск по справочнику для тех/);
    await expect(page.getByRole('searchbox', { name: 'Что искать в справочнике' })).toBeVisible();
  });

  for (const width of [412, 1280]) {
    test(`results arrive without shifting the layout at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 860 });
      await gotoHydrated(page, '/search?q=виза');
      await expect(page.locator('main article').first()).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('status')).toHaveText(/^Найден[оа] \d+ страниц/);
      // The footer stays below the screen while the results load.
      const footerTop = await page.locator('footer').evaluate((el) => el.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(860);
      expect(await layoutShift(page)).toBeLessThanOrEqual(0.02);
    });
  }

  test('the index download starts with the page, and is fetched once', async ({ page }) => {
    const indexRequests: { url: string; type: string }[] = [];
    page.on('request', (r) => {
      if (/search-index.*\.json/.test(r.url())) indexRequests.push({ url: r.url(), type: r.resourceType() });
    });
    // A preload element removed or added after the HTML was parsed (react-helmet does this to its head
    // tags during hydration) is a second request whenever the fetch has already taken the first: the
    // race that once made this test fail under load. Every insertion and removal of a preload is recorded
    // from the first byte, the parser's own included, so it fails every time. (Telling the parser's
    // insertion apart by `document.readyState` raced: the observer may run only after parsing has ended,
    // and then took the parser's insertion for a change.)
    await page.addInitScript(() => {
      const w = window as unknown as { preloadChanges: string[] };
      w.preloadChanges = [];
      new MutationObserver((records) => {
        for (const r of records) {
          for (const n of Array.from(r.addedNodes))
            if (n instanceof HTMLLinkElement && n.rel === 'preload') w.preloadChanges.push(`added ${n.outerHTML}`);
          for (const n of Array.from(r.removedNodes))
            if (n instanceof HTMLLinkElement && n.rel === 'preload') w.preloadChanges.push(`removed ${n.outerHTML}`);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await gotoHydrated(page, '/search?q=виза');
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 15_000 });
    // The preload in the served HTML, with the same hashed URL the search client fetches.
    const preload = page.locator('link[rel="preload"][as="fetch"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('href', /\/search-index\.json\?_=[0-9a-f]+$/);
    // Only the parser's insertion of the served preload: nothing removed or added since.
    expect(await page.evaluate(() => (window as unknown as { preloadChanges: string[] }).preloadChanges)).toEqual([
      `added ${await preload.evaluate((link) => link.outerHTML)}`,
    ]);
    expect(indexRequests).toHaveLength(1);
    expect(new URL(indexRequests[0].url).pathname + new URL(indexRequests[0].url).search).toBe(
      await preload.getAttribute('href'),
    );
  });

  test('says «Ничего не найдено» for a query with no match, and typing updates the address', async ({ page }) => {
    await gotoHydrated(page, '/search?q=' + encodeURIComponent('щъхзъ'));
    await expect(page.getByRole('status')).toHaveText('Ничего не найдено', { timeout: 15_000 });
    await page.getByRole('searchbox', { name: 'Что искать в справочнике' }).fill('регистрация');
    await expect(page).toHaveURL(/\?q=%D1%80%D0%B5%D0%B3/);
    await expect(page.locator('main article').first()).toBeVisible({ timeout: 15_000 });
  });
});
