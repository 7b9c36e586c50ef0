import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated } from './fixtures';

const theme = (page: import('@playwright/test').Page) => page.locator('html').getAttribute('data-theme');

test.describe('colour switch (spec §4: light or dark, default light, follows the system)', () => {
  const toggle = (page: Page) => page.locator('.navbar button[class*="toggleButton"]');
  const stored = (page: Page) => page.evaluate(() => localStorage.getItem('theme'));

  test('light by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/samarkand/about');
    expect(await theme(page)).toBe('light');
  });

  test('with nothing stored it follows the system preference, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/samarkand/about');
    expect(await theme(page)).toBe('dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBeNull();
  });

  for (const [system, other] of [
    ['light', 'dark'],
    ['dark', 'light'],
  ] as const) {
    test(`from a fresh profile with a ${system} system preference the first click turns on the ${other} theme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: system });
      await gotoHydrated(page, '/samarkand/about');
      const label = (mode: string) => (mode === 'dark' ? 'Включить тёмную тему' : 'Включить светлую тему');
      await expect(toggle(page)).toHaveAccessibleName(label(other));
      await toggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      expect(await stored(page)).toBe(other);
      await expect(toggle(page)).toHaveAccessibleName(label(system));
      // Every click flips: the second one goes back, stored as the explicit choice.
      await toggle(page).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', system);
      expect(await stored(page)).toBe(system);
    });
  }

  test('the choice survives a reload and no longer follows the system', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/samarkand/about');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName('Включить светлую тему');
  });

  test('a change in one tab reaches the others', async ({ page, context }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(page, '/samarkand/about');
    const other = await context.newPage();
    await other.emulateMedia({ colorScheme: 'light' });
    await gotoHydrated(other, '/services/finance');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'light');
    await toggle(page).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(other.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('the icon shows the current theme before and after hydration', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, '/samarkand/about');
    await expect(toggle(page).locator('svg:visible')).toHaveCount(1);
    await expect(toggle(page).locator('svg[class*="darkIcon"]')).toBeVisible();
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
