/**
 * Search suggestions on a phone (issue #20 §4, #19 §3): every suggestion says something (a title or
 * heading, or a snippet with words around the match, never a bare «Виза…» or «…»), rows grow to
 * their text without overlapping and stay inside the screen; and the index holds nothing a reader
 * cannot see.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, suggestionsSettled } from './fixtures';

const searchBox = (page: Page) => page.locator('.navbar input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.navbar [role="option"]');

const COMMON = [
  'виза',
  'регистрация',
  'такси',
  'imei',
  'эцп',
  'снять доллары',
  'аптека',
  'квартира',
  'детский сад',
  'обмен валюты',
  'korzinka',
  'сим карта',
];

test.describe('suggestions at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test(`no bare fragments, no overlaps, inside the screen (${COMMON.length} queries)`, async ({ page }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, '/samarkand/about');
    const indexLoaded = page.waitForResponse(/search-index.*\.json/);
    await searchBox(page).tap();
    await indexLoaded;
    for (const query of COMMON) {
      await searchBox(page).fill('');
      await expect(suggestions(page)).toHaveCount(0);
      await searchBox(page).fill(query);
      await expect(suggestions(page).first()).toBeVisible();
      await suggestionsSettled(page);
      const rows = await suggestions(page).evaluateAll((options) =>
        options.map((o) => {
          const title = o.querySelector<HTMLElement>('[class*="hitTitle"]')!;
          const path = o.querySelector<HTMLElement>('[class*="hitPath"]');
          const marked = Array.from(title.querySelectorAll('mark'), (m) => m.textContent ?? '');
          const text = title.textContent ?? '';
          const box = o.getBoundingClientRect();
          const parts = [title, path].filter((e): e is HTMLElement => !!e).map((e) => e.getBoundingClientRect());
          return {
            text,
            // The words a snippet shows besides the matched ones.
            context: text
              .replace(/…/g, ' ')
              .split(/\s+/)
              .filter((w) => /[\p{L}\p{N}]/u.test(w) && !marked.some((m) => m && w.includes(m))).length,
            snippet: text.includes('…'),
            top: box.top,
            bottom: box.bottom,
            left: box.left,
            right: box.right,
            spills: parts.some(
              (r) => r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5 || r.right > box.right + 0.5,
            ),
            cut: [title, path].some((e) => !!e && e.scrollWidth > e.clientWidth + 1),
          };
        }),
      );
      for (const [i, row] of rows.entries()) {
        const where = `«${query}», suggestion ${i + 1} «${row.text}»`;
        expect.soft(row.text.replace(/[…\s.]/g, ''), `${where}: empty`).not.toBe('');
        if (row.snippet) expect.soft(row.context, `${where}: a bare fragment`).toBeGreaterThanOrEqual(3);
        expect.soft(row.spills || row.cut, `${where}: text spills out of its row`).toBe(false);
        expect.soft(row.left >= 0 && row.right <= 360, `${where}: outside the screen`).toBe(true);
        if (i > 0)
          expect.soft(row.top, `${where}: overlaps the row above`).toBeGreaterThanOrEqual(rows[i - 1].bottom - 0.5);
      }
      // The list itself: the screen's width, within the screen's height (it scrolls inside).
      const menu = await page.locator('.navbar [class*="dropdownMenu"]').boundingBox();
      expect.soft(menu!.x, `«${query}»: list starts at the screen's edge`).toBeLessThanOrEqual(12);
      expect.soft(menu!.x + menu!.width, `«${query}»: list ends at the screen's edge`).toBeGreaterThanOrEqual(348);
      expect.soft(menu!.y + menu!.height, `«${query}»: list within the screen`).toBeLessThanOrEqual(740);
    }
  });

  test('the keyboard still moves through the suggestions, and Enter opens the highlighted one', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    const indexLoaded = page.waitForResponse(/search-index.*\.json/);
    await searchBox(page).tap();
    await indexLoaded;
    await searchBox(page).fill('такси');
    await expect(suggestions(page).first()).toBeVisible();
    await suggestionsSettled(page);
    // The first is highlighted as the list opens; the arrow moves to the second.
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
    await suggestionsSettled(page);
    await searchBox(page).press('ArrowDown');
    const second = suggestions(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(second.locator('[class*="hitPath"]')).toHaveText(/^Транспорт/);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/services\/transport/);
  });

  for (const late of [false, true]) {
    test(`the first suggestions show before the section texts, the rest come below them${late ? ', also when the reader typed before the search bar’s code came' : ''} (issue #29 §3)`, async ({
      page,
    }) => {
      // The section texts (snippets) are held back until the first suggestions are checked.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const held: string[] = [];
      await page.route(/\/search-data\/text-/, async (route) => {
        held.push(route.request().url());
        await released;
        await route.continue();
      });
      await gotoHydrated(page, '/samarkand/about');
      // As on a slow phone: the search bar's own code (the autocomplete) comes after the query is
      // typed, and the bar then asks for the same words again.
      let typed!: () => void;
      const query = new Promise<void>((resolve) => (typed = resolve));
      if (late) {
        await page.route(/\/assets\/js\//, async (route) => {
          await query;
          await route.continue();
        });
      }
      await searchBox(page).tap();
      await searchBox(page).fill('виза');
      typed();
      const list = page.locator('.navbar [role="listbox"]');
      await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
      await expect(list).toHaveAttribute('aria-busy', 'true');
      expect(held.length, 'the section texts were asked for').toBeGreaterThan(0);
      const rows = () =>
        suggestions(page).evaluateAll((options) =>
          options.map((o) => ({ text: o.textContent ?? '', top: Math.round(o.getBoundingClientRect().top) })),
        );
      const first = await rows();
      // The page «Виза, въезд и регистрация» by its title: no snippet needed.
      expect(first[0].text).toContain('Виза, въезд и регистрация');
      expect(first.length).toBeLessThan(8);
      release();
      await suggestionsSettled(page);
      const all = await rows();
      expect(all.length).toBeGreaterThan(first.length);
      // The rows shown first are still there, in the same places.
      expect(all.slice(0, first.length)).toEqual(first);
      await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/\/samarkand\/visa/);
    });
  }

  test('a query typed on the other layout says which query it shows', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await searchBox(page).tap();
    await searchBox(page).fill('dbpf');
    await expect(page.locator('.samguide-search-note')).toHaveText('Показаны результаты по запросу «виза»');
    await expect(suggestions(page).first()).toContainText('Виза');
    await searchBox(page).fill('виза');
    await expect(page.locator('.samguide-search-note')).toHaveCount(0);
  });
});

// A question as typed on a phone: 35 characters (issue #49 §3).
const LONG_QUERY = 'удалить зуб мудрости хороший хирург';

for (const width of [320, 360, 412]) {
  test.describe(`the search box at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

    test('takes the navbar’s width while typing and shows the end of the question; closing restores the navbar', async ({
      page,
    }) => {
      expect(LONG_QUERY).toHaveLength(35);
      await gotoHydrated(page, '/samarkand/about');
      const brand = page.locator('.navbar__brand');
      await expect(brand).toBeVisible();
      const folded = (await searchBox(page).boundingBox())!;
      await searchBox(page).tap();
      await searchBox(page).pressSequentially(LONG_QUERY);
      await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
      await suggestionsSettled(page);
      const shown = await searchBox(page).evaluate((input: HTMLInputElement) => {
        const box = input.getBoundingClientRect();
        const nav = input.closest('.navbar')!.getBoundingClientRect();
        return {
          left: box.left - nav.left,
          right: nav.right - box.right,
          // the field shows its end: scrolled as far as it goes (or not at all, when all of it fits)
          end: input.scrollLeft + input.clientWidth >= input.scrollWidth - 1,
          pageWidth: document.documentElement.scrollWidth,
        };
      });
      // The navbar's padding on either side, and no more.
      expect(shown.left).toBeLessThanOrEqual(17);
      expect(shown.right).toBeLessThanOrEqual(17);
      expect(shown.end).toBe(true);
      expect(shown.pageWidth).toBeLessThanOrEqual(width);
      // The text the box shows: its end, at least 30 characters of the question (25 on the narrowest
      // phone), where the folded box showed about 10.
      const visible = await searchBox(page).evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const measure = document.createElement('canvas').getContext('2d')!;
        measure.font = `${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        let n = 0;
        while (n < input.value.length && measure.measureText(input.value.slice(-(n + 1))).width <= room) n++;
        return n;
      });
      expect(visible).toBeGreaterThanOrEqual(width < 360 ? 25 : 30);
      await expect(brand).toBeHidden();
      // Closing: the reader taps the first suggestion, and reads its page with the navbar as before.
      await suggestions(page).first().tap();
      await expect(page).toHaveURL(/\/services\/medicine#oral-surgeon$/);
      await expect(suggestions(page)).toHaveCount(0);
      await expect(brand).toBeVisible();
      const after = (await searchBox(page).boundingBox())!;
      expect(Math.abs(after.x - folded.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(after.width - folded.width)).toBeLessThanOrEqual(1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

test('/search counts pages, groups sections under them, and says when it read the other layout', async ({ page }) => {
  await gotoHydrated(page, '/search?q=dbpf');
  await expect(page.getByRole('status')).toHaveText(
    /^Найден[оа] \d+ страниц.* — Показаны результаты по запросу «виза»$/,
    {
      timeout: 15_000,
    },
  );
  const count = Number(/(\d+)/.exec((await page.getByRole('status').textContent()) ?? '')![1]);
  const pages = await page
    .locator('main article h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(pages).toHaveLength(count);
  expect(new Set(pages).size).toBe(count);
});

test('the search index holds nothing a reader cannot see', async ({ page }) => {
  // The meta file and every part of the index (issue #20 §5).
  const meta = await (await page.request.get('/search-index.json')).json();
  const files: string[] = [...meta.terms.files, ...meta.texts.files];
  expect(files.length).toBeGreaterThan(0);
  const parts = await Promise.all(files.map(async (f) => (await page.request.get(`/${f}`)).text()));
  const text = [JSON.stringify(meta), ...parts].join('\n');
  expect(text).toContain('Сиабский');
  // The price tooltip's exchange rates, the screen-reader hint of external links, zero-width spaces.
  expect(text).not.toContain('по курсу ЦБ');
  expect(text).not.toContain('откроется в новой вкладке');
  expect(text).not.toMatch(/\u200b|\u200c|\u200d|\u2060|\ufeff|\u00ad|\\u200b/);
});
