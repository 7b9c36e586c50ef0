import { test, gotoHydrated } from './fixtures';
test('debug search', async ({ page }) => {
  test.setTimeout(120_000);
  for (const q of ['что изменилось', 'изменилось', 'изменения', 'лента изменений', 'изменения пошлин']) {
    await gotoHydrated(page, '/services/post');
    const box = page.locator('.navbar input.navbar__search-input');
    const idx = page.waitForResponse(/search-index.*\.json/);
    await box.focus(); await idx;
    await box.fill(q);
    await page.locator('.navbar [role="option"]').first().waitFor({ timeout: 15000 }).catch(() => {});
    await page.waitForTimeout(1500);
    const opts = await page.locator('.navbar [role="option"]').evaluateAll((os) => os.map((o) => (o.querySelector('a')?.getAttribute('href') ?? '') + ' | ' + o.textContent?.slice(0, 80)));
    console.log(q, '\n  ' + opts.join('\n  '));
  }
});
