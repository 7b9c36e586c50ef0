import { test, expect, gotoHydrated } from './fixtures';

test.describe('error pages in Russian (spec §8)', () => {
  test.describe('page crash', () => {
    // The fixture page throws on purpose; React reports the error in the console.
    test.use({
      allowedConsoleErrors: [/Проверочный сбой/, /The above error occurred/, /hydrat/i, /Minified React error/],
    });

    test('shows «На странице произошёл сбой», the error and «Попробуйте ещё раз»', async ({ page }) => {
      await gotoHydrated(page, '/e2e/crash');
      await expect(page.getByRole('heading', { name: 'На странице произошёл сбой' })).toBeVisible();
      await expect(page.getByText('Проверочный сбой для e2e-теста')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Попробуйте ещё раз' })).toBeVisible();
      // The site around the page still works.
      await expect(page.locator('nav.navbar .navbar__title')).toHaveText('SamGuide');
    });
  });

  test.describe('chunk-load failure', () => {
    test.use({ allowedConsoleErrors: [/Loading chunk|ChunkLoadError|Failed to fetch|Loading CSS chunk|import/i] });

    test('shows an error with «Повторить», and retrying loads the page', async ({ page }) => {
      // Everything but the app's entry chunks fails, as with a lost connection.
      const pageChunks = /\/assets\/(js|css)\/(?!main\.|runtime~main\.|styles\.)/;
      await page.route(pageChunks, (route) => route.abort('failed'));
      await gotoHydrated(page, '/samarkand/visa');
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Не удалось загрузить страницу');
      await page.unroute(pageChunks);
      await alert.getByRole('button', { name: 'Повторить' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(page.locator('.markdown h1, article h1').first()).toBeVisible();
    });
  });
});
