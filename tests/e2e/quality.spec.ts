/** Accessibility, image zoom, phones, code blocks, analytics: what every page shares. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test, expect, gotoHydrated, axeViolations, searchFor, suggestionsSettled } from './fixtures';
import { DOC_ROUTES, STANDALONE_ROUTES } from './routes';

/** Every route of spec §2 (and /search with results, and the not-found page), in both colour modes. */
const A11Y_ROUTES = [...DOC_ROUTES, ...STANDALONE_ROUTES, '/search?q=виза', '/no-such-page'];
const NOT_FOUND = '/no-such-page';

test.describe('accessibility (axe: WCAG 2.1 AA and best practices)', () => {
  // axe on a long page takes a while on a small machine.
  test.describe.configure({ timeout: 90_000 });

  // The not-found page answers 404, which the browser logs as a console error.
  test.use({ allowedConsoleErrors: /status of 404/ });

  // The rules for the search bar's list and the box that names it. The list's popup also holds the
  // «Все результаты» link, «Ничего не найдено» and the keyboard-layout note, none of which may sit
  // inside a listbox (options only).
  const LIST_RULES = [
    'aria-required-attr',
    'aria-valid-attr-value',
    'aria-required-children',
    'aria-required-parent',
    'aria-allowed-role',
  ];

  for (const scheme of ['light', 'dark'] as const) {
    for (const route of A11Y_ROUTES) {
      test(`${route} in ${scheme} mode`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: scheme });
        const response = await gotoHydrated(page, route);
        expect(response?.status()).toBe(route === NOT_FOUND ? 404 : 200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
        if (route.startsWith('/search?')) await expect(page.locator('main article').first()).toBeVisible();
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    // The search bar's list exists only while the reader types, so the page runs above never see it.
    // Its highlighted row is drawn on the primary colour, which is light in the dark theme.
    test(`the search suggestions, one highlighted, are readable and named by the box in ${scheme} mode`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, '/samarkand/about');
      await searchFor(page, 'сим карта');
      await expect(page.locator('.navbar [role="option"]').first()).toHaveAttribute('aria-selected', 'true', {
        timeout: 15_000,
      });
      await suggestionsSettled(page);
      // The whole popup: the rows, and the «Все результаты» link below the list.
      expect(await axeViolations(page, '.navbar [class*="dropdownMenu"]', ['color-contrast'])).toEqual([]);
      // The box is an expanded combobox now: it must name its list (aria-controls), and by an id that exists.
      expect(await axeViolations(page, '.navbar', LIST_RULES)).toEqual([]);
    });
  }

  test('the search list holds only its rows: with suggestions, with none, on the other keyboard layout', async ({
    page,
  }) => {
    await gotoHydrated(page, '/samarkand/about');
    const box = page.locator('.navbar input.navbar__search-input');
    const list = page.locator('.navbar [role="listbox"]');
    await searchFor(page, 'виза');
    await suggestionsSettled(page);
    await expect(page.locator('.navbar a', { hasText: 'Все результаты' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
    expect(await axeViolations(page, '.navbar', LIST_RULES)).toEqual([]);

    await box.fill('йцукенгшщзх');
    await expect(page.getByText('Ничего не найдено')).toBeVisible({ timeout: 15_000 });
    await expect(list).toHaveCount(0);
    expect(await axeViolations(page, '.navbar', LIST_RULES)).toEqual([]);

    await box.fill('dbpf');
    await expect(page.locator('.samguide-search-note')).toBeVisible({ timeout: 15_000 });
    await suggestionsSettled(page);
    expect(await axeViolations(page, '.navbar', LIST_RULES)).toEqual([]);
  });
});

test.describe('a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });
  for (const route of ['/', '/samarkand/visa', '/samarkand/toponyms', '/services/transport', '/map']) {
    test(`${route} does not scroll sideways`, async ({ page }) => {
      await gotoHydrated(page, route);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

test.describe('image zoom', () => {
  for (const [scheme, background] of [
    ['light', 'rgba(240, 240, 240, 0.9)'],
    ['dark', 'rgba(50, 50, 50, 0.9)'],
  ] as const) {
    test(`a content image zooms on click with the ${scheme} background, above the navbar`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, '/');
      const image = page.locator('.markdown img[src*="registan"]');
      await expect(image).toHaveClass(/medium-zoom-image/);
      // medium-zoom ignores Escape while its opening animation runs: wait for «opened».
      await image.evaluate((el) => {
        el.addEventListener('medium-zoom:opened', () => el.setAttribute('data-zoom-opened', ''), { once: true });
      });
      await image.click();
      await expect(image).toHaveAttribute('data-zoom-opened', '');
      const overlay = page.locator('.medium-zoom-overlay');
      await expect(overlay).toBeVisible();
      expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(background);
      const zIndex = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => Number(getComputedStyle(el).zIndex) || 0);
      expect(await zIndex('.medium-zoom-overlay')).toBeGreaterThan(await zIndex('nav.navbar'));
      await page.keyboard.press('Escape');
      await expect(overlay).toHaveCount(0);
    });
  }

  test('images inside links and .no-zoom images are left alone', async ({ page }) => {
    await gotoHydrated(page, '/');
    // Section-card drawings sit inside links.
    const linked = page.locator('.markdown a img').first();
    await expect(linked).toBeAttached();
    await expect(linked).not.toHaveClass(/medium-zoom-image/);
  });

  test('medium-zoom is loaded only on pages with a zoomable image', async ({ page }) => {
    const zoomChunks: string[] = [];
    page.on('request', (r) => {
      if (/medium-zoom/.test(r.url())) zoomChunks.push(r.url());
    });
    await gotoHydrated(page, '/samarkand/visa');
    await expect(page.locator('.markdown')).toBeVisible();
    expect(zoomChunks).toEqual([]);
    await page.locator('.navbar__brand').click();
    await expect(page.locator('.markdown img[src*="registan"]')).toHaveClass(/medium-zoom-image/);
    expect(zoomChunks).toHaveLength(1);
  });

  test('zoom is attached again after client-side navigation', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await page.locator('.navbar__brand').click();
    await expect(page.locator('.markdown img[src*="registan"]')).toHaveClass(/medium-zoom-image/);
  });
});

test.describe('code blocks', () => {
  test('keep the copy button and the word-wrap toggle', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The word-wrap toggle appears only when the code is wider than its box: a phone-sized window.
    await page.setViewportSize({ width: 400, height: 800 });
    await gotoHydrated(page, '/e2e/code');
    const block = page.locator('.theme-code-block');
    await block.hover();
    await block.getByRole('button', { name: 'Скопировать в буфер обмена' }).click();
    await expect(block.getByRole('button', { name: /Скопировано/ })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('очень/длинный/адрес');
    const wrap = block.getByRole('button', { name: 'Переключить перенос по строкам' });
    await wrap.click();
    expect(await block.locator('pre code').evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-wrap');
  });
});

test.describe('analytics (spec §7)', () => {
  test('without GTAG_ID no analytics code ships', async () => {
    const html: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (name.endsWith('.html')) html.push(readFileSync(file, 'utf8'));
      }
    };
    walk(path.join(__dirname, '..', '..', 'build'));
    expect(html.length).toBeGreaterThan(30);
    for (const page of html) expect(page).not.toMatch(/googletagmanager|gtag\(/);
  });
});
