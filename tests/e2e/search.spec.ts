import { test, expect, gotoHydrated, searchFor as search, suggestionsSettled } from './fixtures';
import type { Page } from '@playwright/test';
import { searchQueries, type SearchCase } from './search-queries';
import type { SearchMeta, TextPart } from '../../src/plugins/search-local/format';

/**
 * Questions typed on a phone (search-queries.ts `phone`): the share whose first suggestion is their
 * section, and how many may miss the first 3: issue #49 asks 0.9 and 2. On 2026-11-29 the ranking reached
 * 92 of 101 first and 100 among the first 3 (before that round: 83 and 97).
 */
const PHONE_FIRST = 0.9;
const PHONE_MISSED = 2;

const searchBox = (page: Page) => page.locator('.navbar input.navbar__search-input');
const suggestions = (page: Page) => page.locator('.navbar [role="option"]');

/** Each section's heading, by its page's route and its anchor, read from the built index's text parts. */
async function sectionHeadings(page: Page, meta: SearchMeta): Promise<Map<string, string>> {
  const headings = new Map<string, string>();
  for (const [k, file] of meta.texts.files.entries()) {
    const part = (await (await page.request.get(`/${file}`)).json()) as TextPart;
    part.sections.forEach(([hash, heading], i) => {
      const n = meta.texts.from[k] + i;
      let p = 0;
      while (meta.first[p + 1] <= n) p++;
      if (hash) headings.set(`${meta.pages[p].u}${hash}`, heading);
    });
  }
  return headings;
}

/** What a row of the query table that names its section got (search-queries.ts `anchor`). */
interface SectionRow {
  query: string;
  found: boolean;
  atFirst: boolean;
  first?: true;
  got: string[];
}

/**
 * Types each row's query into one page's search box (cleared between them) and checks that its page
 * is among the first 3 suggestions, and its title where the row names one; returns, for the rows that
 * name their section, where it was (their rates are counted by the caller).
 */
async function queryTable(page: Page, rows: readonly SearchCase[]): Promise<SectionRow[]> {
  await gotoHydrated(page, '/samarkand/about');
  // Suggestions name their page by its sidebar label (the first item of the path line).
  const index = (await (await page.request.get('/search-index.json')).json()) as SearchMeta;
  const labels = new Map(index.pages.map((p) => [p.u, p.l]));
  const headings = await sectionHeadings(page, index);
  const sectionRows: SectionRow[] = [];
  await search(page, 'самарканд');
  await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
  await suggestionsSettled(page);
  for (const { query, route, title, anchor, first } of rows) {
    const label = labels.get(route);
    expect(label, `${route} is in the search index`).toBeDefined();
    await searchBox(page).fill('');
    await expect(suggestions(page)).toHaveCount(0);
    await searchBox(page).fill(query);
    await expect(suggestions(page).first()).toBeVisible();
    await suggestionsSettled(page);
    const paths = await suggestions(page)
      .locator('[class*="hitPath"]')
      .evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent ?? ''));
    // A row that names its section is checked by its section below.
    expect
      .soft(
        !!anchor || paths.some((p) => p === label || p.startsWith(`${label} › `)),
        `«${query}»: expected ${route} («${label}») among the first 3, got ${JSON.stringify(paths)}`,
      )
      .toBe(true);
    const titles = await suggestions(page)
      .locator('[class*="hitTitle"]')
      .evaluateAll((els) => els.slice(0, 3).map((e) => e.textContent ?? ''));
    // The section is the suggestion's title (a heading match) or the end of its path (a text match).
    const isSection = (heading: string, i: number) =>
      (paths[i] === label && titles[i] === heading) || paths[i] === `${label} › ${heading}`;
    if (title) {
      const named = titles.some((t, i) => t === title || paths[i]?.endsWith(` › ${title}`));
      expect.soft(named, `«${query}»: expected «${title}» among the first 3, got ${JSON.stringify(titles)}`).toBe(true);
    }
    if (anchor) {
      const heading = headings.get(`${route}${anchor}`);
      expect(heading, `${route}${anchor} is a section of the index`).toBeDefined();
      const at = [0, 1, 2].filter((i) => isSection(heading!, i));
      const found = first ? at.includes(0) : at.length > 0;
      const got = titles.map((t, i) => `${paths[i]}: ${t}`);
      sectionRows.push({ query, found, atFirst: at.includes(0), first, got });
    }
  }
  return sectionRows;
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

  test('a touch on the box starts loading the index (a phone has no hover)', async ({ page }) => {
    const requests = watchIndex(page);
    await gotoHydrated(page, '/samarkand/about');
    await page.waitForLoadState('networkidle');
    await searchBox(page).dispatchEvent('pointerdown', { pointerType: 'touch' });
    await expect.poll(() => requests.length).toBe(1);
    await expect(searchBox(page)).not.toBeFocused();
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
    await suggestionsSettled(page);
    expect(await suggestions(page).count()).toBeLessThanOrEqual(8);
  });

  test('an empty query gives no suggestions', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await search(page, 'виза');
    await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
    await suggestionsSettled(page);
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
    await suggestionsSettled(page);
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
    await suggestionsSettled(page);
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

  test('lunr is not in a page’s first load; it comes with the worker on first focus', async ({ page }) => {
    const scripts: { url: string; body: Promise<string> }[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push({ url: r.url(), body: r.text().catch(() => '') });
    });
    const lunrScripts = async () => {
      const found: string[] = [];
      for (const s of scripts) if ((await s.body).includes('stemmer-ru')) found.push(s.url);
      return found;
    };
    await gotoHydrated(page, '/samarkand/visa');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(await lunrScripts()).toEqual([]);
    await search(page, 'виза');
    await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
    await suggestionsSettled(page);
    // The worker is one file: lunr is inside it, not in a second script it would load after itself.
    expect(await lunrScripts()).toEqual([expect.stringMatching(/\/assets\/js\/search\.[0-9a-f]+\.js$/)]);
  });

  test('words typed before the index has arrived get the suggestions of the last one', async ({ page }) => {
    // The index is held back until the reader has typed; the box is ready to take the query anyway.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/search-index.*\.json/, async (route) => {
      await released;
      await route.continue();
    });
    await gotoHydrated(page, '/samarkand/about');
    await searchBox(page).focus();
    await searchBox(page).pressSequentially('скорая');
    release();
    const first = suggestions(page).first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    await expect(first.locator('[class*="hitPath"]')).toHaveText(/^Медицина/);
    // The suggestions are for the whole word (the page itself, found by its keywords, shows its short title).
    await expect(
      suggestions(page)
        .locator('mark', { hasText: /^скорая$/i })
        .first(),
    ).toBeVisible();
    await expect(searchBox(page)).toHaveValue('скорая');
  });

  test('Enter opens the highlighted suggestion', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await search(page, 'виза');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    await suggestionsSettled(page);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/samarkand\/visa$/);
  });

  test('a landmark name opens its own row of the toponyms table (#13 §4)', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await search(page, 'Поворот');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    await suggestionsSettled(page);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/samarkand\/toponyms#povorot$/);
    await expect(page.locator('[id="povorot"]')).toBeInViewport();
  });

  test('Enter with no suggestion highlighted opens /search with the query', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    await search(page, 'виза');
    await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    await suggestionsSettled(page);
    await searchBox(page).press('ArrowUp');
    await expect(page.locator('.navbar [role="option"][aria-selected="true"]')).toHaveCount(0);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%D0%B2%D0%B8%D0%B7%D0%B0$/);
    await expect(page.locator('h1')).toHaveText('Результаты поиска по запросу «виза»');
  });

  test('at 360 px a suggestion shows its page and section in full, inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, '/samarkand/about');
    await search(page, 'ввоз наличных');
    const first = suggestions(page).first();
    await expect(first).toBeVisible({ timeout: 15_000 });
    // The section «Наличные деньги» matched by its heading: heading as the title, the page below it.
    await expect(first.locator('[class*="hitTitle"]')).toHaveText('Наличные деньги');
    await expect(first.locator('[class*="hitPath"]')).toHaveText('Виза и регистрация');
    await expect(first.locator('mark').first()).toHaveText('Наличные');
    // A text match shows the words in context, and the page › section it opens.
    const inText = suggestions(page)
      .filter({ has: page.locator('[class*="hitPath"]', { hasText: ' › ' }) })
      .first();
    await expect(inText.locator('mark').first()).toBeVisible();
    const overflow = await suggestions(page).evaluateAll((options) =>
      options.flatMap((o) => {
        const box = o.getBoundingClientRect();
        const cut = Array.from(o.querySelectorAll<HTMLElement>('[class*="hitTitle"], [class*="hitPath"]')).filter(
          (e) => e.scrollWidth > e.clientWidth + 1,
        );
        return box.left < 0 || box.right > window.innerWidth || cut.length > 0 ? [o.textContent] : [];
      }),
    );
    expect(overflow).toEqual([]);
  });

  test('a place card shown on two pages is one suggestion: the card on its home page (issue #49 §2)', async ({
    page,
  }) => {
    await gotoHydrated(page, '/samarkand/about');
    const meta = (await (await page.request.get('/search-index.json')).json()) as SearchMeta;
    // Each card's heading, by section number; each card elsewhere → the card on its home page.
    const heading: string[] = [];
    for (const [k, file] of meta.texts.files.entries()) {
      const part = (await (await page.request.get(`/${file}`)).json()) as TextPart;
      part.sections.forEach(([, s], i) => (heading[meta.texts.from[k] + i] = s));
    }
    const pageOf = (n: number) => {
      let p = 0;
      while (meta.first[p + 1] <= n) p++;
      return p;
    };
    const homes = new Map<number, number>();
    for (let k = 0; k < (meta.twins ?? []).length; k += 2) homes.set(meta.twins![k + 1], meta.twins![k]);
    expect(homes.size, 'places whose card is on two pages').toBeGreaterThan(5);
    const suggestionSearch = async (query: string) => {
      await searchBox(page).fill('');
      await expect(suggestions(page)).toHaveCount(0);
      await searchBox(page).fill(query);
      await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
      await suggestionsSettled(page);
    };
    // Bellagio (a restaurant with a bar, on the bars' page too) and the first few others.
    const bellagio = [...homes.keys()].find((home) => heading[home] === 'Bellagio');
    expect(bellagio, 'Bellagio is on two pages').toBeDefined();
    for (const home of [bellagio!, ...[...homes.keys()].filter((h) => h !== bellagio).slice(0, 4)]) {
      const name = heading[home];
      const label = meta.pages[pageOf(home)].l;
      await suggestionSearch(name);
      const rows = await suggestions(page).evaluateAll((options) =>
        options.map((o) => ({
          title: o.querySelector('[class*="hitTitle"]')?.textContent ?? '',
          path: o.querySelector('[class*="hitPath"]')?.textContent ?? '',
        })),
      );
      const cards = rows.filter((r) => r.title === name || r.path.endsWith(` › ${name}`));
      expect(cards, `«${name}»: one row, on «${label}»; got ${JSON.stringify(rows)}`).toHaveLength(1);
      expect(cards[0].path === label || cards[0].path === `${label} › ${name}`, `«${name}» on «${label}»`).toBe(true);
    }
  });

  test('no noise from a shared stem or a digit group: «скорая» ≠ «скорее», «103» ≠ «103 000 сум»', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    const marks = () => suggestions(page).locator('mark').allTextContents();
    await search(page, 'скорая');
    await expect(suggestions(page).first()).toBeVisible({ timeout: 15_000 });
    await suggestionsSettled(page);
    expect((await marks()).map((m) => m.toLowerCase())).not.toContain('скорее');
    await searchBox(page).fill('103');
    await expect(suggestions(page).first().locator('mark')).toHaveText('103');
    const texts = await suggestions(page).allTextContents();
    expect(texts.filter((t) => /103[\s\u00a0\u202f]000/.test(t))).toEqual([]);
  });

  // The query table (issue #16 §5, #29 §1, #49) and Enter on its issue rows: the slowest checks of
  // this file, cut into tests that Playwright's two workers share. Each test reuses one page (the
  // box is cleared and typed again), and the rates are counted over all the rows they are about.
  const pageRows = searchQueries.filter((q) => q.anchor === undefined);
  const PAGE_CHUNKS = 3;
  for (let k = 0; k < PAGE_CHUNKS; k++) {
    const rows = pageRows.filter((_, i) => i % PAGE_CHUNKS === k);
    test(`the query table: the expected page among the first 3 suggestions (rows without a section, part ${k + 1} of ${PAGE_CHUNKS}: ${rows.length})`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + 1_000 * rows.length);
      await queryTable(page, rows);
    });
  }

  test(`the query table: questions typed on a phone find their section (${searchQueries.filter((q) => q.phone).length} rows)`, async ({
    page,
  }) => {
    const rows = searchQueries.filter((q) => q.phone);
    test.setTimeout(30_000 + 1_000 * rows.length);
    const found = await queryTable(page, rows);
    // The issue's own phone rows are first, each of them.
    for (const row of found.filter((r) => r.first)) {
      expect.soft(row.found, `«${row.query}» first, got ${JSON.stringify(row.got)}`).toBe(true);
    }
    // Counted together (issue #49): the first suggestion is their section for PHONE_FIRST of them,
    // and it is among the first 3 for all but PHONE_MISSED.
    const notFirst = found.filter((r) => !r.atFirst).map((r) => `«${r.query}»: ${JSON.stringify(r.got)}`);
    const notTop3 = found.filter((r) => !r.found).map((r) => `«${r.query}»: ${JSON.stringify(r.got)}`);
    expect(found.length).toBeGreaterThanOrEqual(80);
    expect
      .soft(found.length - notFirst.length, `not first:\n${notFirst.join('\n')}`)
      .toBeGreaterThanOrEqual(Math.ceil(found.length * PHONE_FIRST));
    expect.soft(notTop3.length, `not among the first 3:\n${notTop3.join('\n')}`).toBeLessThanOrEqual(PHONE_MISSED);
  });

  test(`the query table: the other rows that name a section find it (${searchQueries.filter((q) => q.anchor !== undefined && !q.phone).length} rows)`, async ({
    page,
  }) => {
    const rows = searchQueries.filter((q) => q.anchor !== undefined && !q.phone);
    test.setTimeout(30_000 + 1_000 * rows.length);
    const found = await queryTable(page, rows);
    // The cases of the issues come first, each of them.
    for (const row of found.filter((r) => r.first)) {
      expect.soft(row.found, `«${row.query}» first, got ${JSON.stringify(row.got)}`).toBe(true);
    }
    // The others: 9 in 10 at least among the first 3.
    const others = found.filter((r) => !r.first);
    const missed = others.filter((r) => !r.found).map((r) => `«${r.query}»: ${JSON.stringify(r.got)}`);
    expect(others.length - missed.length, missed.join('\n')).toBeGreaterThanOrEqual(Math.ceil(others.length * 0.9));
  });

  const enterRows = searchQueries.filter((q) => q.first);
  const ENTER_CHUNKS = 2;
  for (let k = 0; k < ENTER_CHUNKS; k++) {
    const rows = enterRows.filter((_, i) => i % ENTER_CHUNKS === k);
    test(`Enter opens the section where the answer is (issue #29 §1; part ${k + 1} of ${ENTER_CHUNKS}: ${rows.length})`, async ({
      page,
    }) => {
      test.setTimeout(30_000 + 4_000 * rows.length);
      await gotoHydrated(page, '/samarkand/weather');
      await search(page, 'самарканд');
      await suggestionsSettled(page);
      for (const { query, route, anchor } of rows) {
        // Enter has taken the page elsewhere (a client-side route): its box asks the same worker.
        await searchBox(page).fill('');
        await expect(suggestions(page)).toHaveCount(0);
        await searchBox(page).fill(query);
        await expect(suggestions(page).first()).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
        await suggestionsSettled(page);
        await searchBox(page).press('Enter');
        await expect(page, query).toHaveURL(new RegExp(`${route}${anchor ?? ''}$`));
      }
    });
  }
});
