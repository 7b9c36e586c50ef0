import { test, expect, gotoHydrated, axeViolations } from './fixtures';

test.describe('error pages in Russian (spec §8)', () => {
  test.describe('page crash', () => {
    // The fixture page throws on purpose; React reports the error in the console.
    test.use({
      allowedConsoleErrors: /Проверочный сбой|The above error occurred|Minified React error/,
    });

    test('shows «На странице произошёл сбой», the error and «Попробуйте ещё раз»', async ({ page }) => {
      await gotoHydrated(page, '/e2e/crash');
      await expect(page.getByRole('heading', { name: 'На странице произошёл сбой' })).toBeVisible();
      await expect(page.getByText('Проверочный сбой для e2e-теста')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Попробуйте ещё раз' })).toBeVisible();
      // The site around the page still works.
      await expect(page.locator('nav.navbar .navbar__title')).toHaveText('SamGuide');
    });

    for (const scheme of ['light', 'dark'] as const) {
      test(`the crash screen passes axe in ${scheme} mode`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        await gotoHydrated(page, '/e2e/crash');
        await expect(page.getByText('Проверочный сбой для e2e-теста')).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });

  test.describe('chunk-load failure', () => {
    test.use({ allowedConsoleErrors: /Loading chunk|ChunkLoadError|Failed to fetch/i });

    test('shows «Не удалось загрузить страницу» with «Повторить», and retrying loads the part', async ({ page }) => {
      await gotoHydrated(page, '/e2e/chunk-error');
      // From now on code chunks fail, as with a lost connection.
      const chunks = /\/assets\/js\//;
      await page.route(chunks, (route) => route.abort('failed'));
      await page.getByRole('button', { name: 'Загрузить часть страницы' }).click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Не удалось загрузить страницу');
      await page.unroute(chunks);
      await alert.getByRole('button', { name: 'Повторить' }).click();
      await expect(page.getByText('Часть страницы загружена.')).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
    });
  });

  test.describe('failed preload during navigation', () => {
    test.use({ allowedConsoleErrors: /Loading chunk|ChunkLoadError|Failed to fetch/i });

    test('logs a warning and reloads the page (spec §8)', async ({ page }) => {
      await gotoHydrated(page, '/samarkand/about');
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      const chunks = /\/assets\/js\/(?!main\.|runtime~main\.)/;
      await page.route(chunks, (route) => route.abort('failed'));
      const reload = page.waitForEvent('load');
      await page.locator('aside a[href="/samarkand/visa"]').click();
      await reload;
      expect(warnings.length).toBeGreaterThan(0);
      expect(page.url()).toMatch(/\/samarkand\/visa$/);
    });
  });
});
