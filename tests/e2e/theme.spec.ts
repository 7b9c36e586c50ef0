import { test, expect, gotoHydrated } from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour modes (spec §4)', () => {
  test('light by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/samarkand/about');
    expect(await theme(page)).toBe('light');
  });

  test('follows the system preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/samarkand/about');
    expect(await theme(page)).toBe('dark');
  });

  test('the toggle cycles system → light → dark, is stored under "theme" and survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/samarkand/about');
    const toggle = page.locator('.navbar button[class*="toggleButton"]');
    await expect(toggle).toHaveAttribute('title', /как в системе/);
    await toggle.click();
    await expect(toggle).toHaveAttribute('title', /светлая/);
    await toggle.click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('a change in one tab reaches the others', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/samarkand/about');
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(other, '/services/finance');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    // Two clicks: from «as in the system» to light, then to dark.
    await page.locator('.navbar button[class*="toggleButton"]').click();
    await page.locator('.navbar button[class*="toggleButton"]').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.locator('div[class*="announcementBar_"]');

  test('is shown, links somewhere useful, and its dismissal is remembered', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).locator('a')).toHaveAttribute('href', '/#first-week');
    await bar(page).getByRole('button', { name: 'Закрыть' }).click();
    await expect(bar(page)).toHaveCount(0);
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(bar(page)).toHaveCount(0);
  });

  test('comes back when its id changes', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    // What a reader who closed an older bar has in storage.
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
    });
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});
