/**
 * The readers' change record (issue #30) in the built site: /changes, newest first by month, each entry
 * linking to its section; the page is in the sitemap, the search and the offline copy; the Atom feed
 * /changes.xml carries the same entries and every page points feed readers to it; the home page's
 * line of the latest changes; a page's own «Изменения: …» line under its date line.
 * The build is `npm run build:e2e` (build month 2026-11).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { test, expect, gotoHydrated, axeViolations, suggestionsSettled } from './fixtures';
import { DOC_ROUTES, STANDALONE_ROUTES } from './routes';

const BUILD = path.resolve('build');
/** The list the build wrote for the offline copy: the ids and dates of every entry, newest first. */
const record = JSON.parse(readFileSync(path.join(BUILD, 'changes.json'), 'utf8')) as { id: string; date: string }[];

const PHONE = { width: 360, height: 740 };
const entries = (page: Page) => page.locator('article li[id]');

/** Every entry of /changes as the reader sees it: its id, date, month heading and link. */
async function readList(page: Page) {
  return entries(page).evaluateAll((items) =>
    items.map((li) => {
      const section = li.closest('section');
      return {
        id: li.id,
        date: li.querySelector('time')?.getAttribute('datetime') ?? '',
        month: section?.querySelector('h2')?.id ?? '',
        href: li.querySelector('a')?.getAttribute('href') ?? '',
      };
    }),
  );
}

test.describe('the change record (issue #30)', () => {
  test('/changes lists the entries newest first, one heading per month, each linking to its section', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, '/changes');
    await expect(page.locator('h1')).toHaveText('Что изменилось');
    expect(record.length).toBeGreaterThanOrEqual(5);
    const list = await readList(page);
    // The same entries as the build's record, in its order (newest first).
    expect(list.map((e) => e.id)).toEqual(record.map((e) => e.id));
    const sortable = (date: string) => date.padEnd(10, '-00');
    const dates = list.map((e) => sortable(e.date));
    expect(dates).toEqual([...dates].sort().reverse());
    // Each entry sits under the heading of its month; the headings run newest first, once each.
    for (const e of list) expect(e.month, e.id).toBe(`m-${e.date.slice(0, 7)}`);
    const headings = await page.locator('article section > h2').evaluateAll((hs) => hs.map((h) => h.id));
    expect(headings).toEqual([...new Set(list.map((e) => e.month))]);
    await expect(page.locator('#m-2025-08')).toHaveText('Август 2025');

    // Every link leads to a section that exists on its page.
    for (const { id, href } of list) {
      const [route, anchor] = href.split('#');
      expect(anchor, `${id} links to a section`).toBeTruthy();
      const html = await (await page.request.get(route)).text();
      expect(html, `${href} (${id})`).toMatch(new RegExp(`\\sid=(["']?)${anchor}\\1[\\s>]`));
    }
    // Following one in the browser lands on the section.
    const visaFee = entries(page).filter({ has: page.locator('a[href="/samarkand/visa#fee"]') });
    await visaFee.getByRole('link').click();
    await expect(page).toHaveURL(/\/samarkand\/visa#fee$/);
    await expect(page.locator('[id="fee"]')).toBeInViewport();
  });

  test('/changes says how to follow the changes in Telegram or a feed reader, and copies the feed’s address with a confirmation', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    await page.setViewportSize(PHONE);
    await gotoHydrated(page, '/changes');
    const line = page.locator('article p').filter({ hasText: 'RSS-боту в Telegram' });
    await expect(line).toHaveCount(1);
    // The raw feed stays one tap away for readers who want it.
    await expect(line.getByRole('link', { name: 'ленты изменений' })).toHaveAttribute('href', '/changes.xml');
    const status = line.getByRole('status');
    await expect(status).toHaveText('');

    await line.getByRole('button', { name: 'Скопировать адрес ленты' }).click();
    await expect(status).toHaveText('Адрес скопирован.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^https:\/\/[^/]+\/changes\.xml$/);
    // The address is the feed the site serves (the build's SITE_URL in front of the same path).
    expect(new URL(copied).pathname).toBe('/changes.xml');
    // Fits the phone: nothing sticks out of the line.
    const box = (await line.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page, 'article')).toEqual([]);
  });

  test('when the clipboard refuses, the address is shown to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await gotoHydrated(page, '/changes');
    await page.getByRole('button', { name: 'Скопировать адрес ленты' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Скопировать' })).toHaveText(
      /^Скопировать не получилось — вот адрес: https:\/\/\S+\/changes\.xml$/,
    );
  });

  test('/changes is in the sitemap, the offline copy and the search', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/changes<\/loc>/);
    const copy = JSON.parse(readFileSync(path.join(BUILD, 'offline-copy.json'), 'utf8')) as { pages: string[] };
    expect(copy.pages).toContain('/changes');
    // The copy holds the list the first page after an update compares (src/components/OfflineSave).
    expect(readFileSync(path.join(BUILD, 'sw.js'), 'utf8')).toMatch(/"url":"changes\.json"/);

    await gotoHydrated(page, '/services/post');
    const searchBox = page.locator('.navbar input.navbar__search-input');
    const indexLoaded = page.waitForResponse(/search-index.*\.json/);
    await searchBox.focus();
    await indexLoaded;
    await searchBox.fill('что изменилось');
    // A page's own «Изменения: …» line and the home page's line are not snippets of their pages
    // (search-ignore): the entries are found on /changes.
    const options = page.locator('.navbar [role="option"]');
    await expect(options.first()).toBeVisible({ timeout: 15_000 });
    await suggestionsSettled(page);
    await expect(options.filter({ hasText: /Изменения: \d|все изменения/ })).toHaveCount(0);
    // The page itself comes first, by its title.
    const first = page.locator('.navbar [role="option"]').first();
    await expect(first).toContainText('Что изменилось', { timeout: 15_000 });
    await first.click();
    await expect(page).toHaveURL(/\/changes$/);
    await expect(page.locator('h1')).toHaveText('Что изменилось');
  });

  test('/changes.xml is an Atom feed served as XML, with the same entries as /changes', async ({ page }) => {
    const response = await page.request.get('/changes.xml');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/(atom\+)?xml\b/);
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { feed } = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      isArray: (n) => n === 'entry',
    }).parse(xml) as {
      feed: { '@xmlns': string; entry: { id: string; link: { '@href': string }; summary: string }[] };
    };
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');

    await gotoHydrated(page, '/changes');
    const list = await readList(page);
    // The entry's sentence: the line without its date and its page's link.
    const texts = await entries(page).evaluateAll((items) =>
      items.map((li) => {
        const copy = li.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('time, a').forEach((el) => el.remove());
        return (copy.textContent ?? '').replace(/^\s*:\s*/, '').trim();
      }),
    );
    expect(feed.entry.map((e) => e.id.replace(/^.*#/, ''))).toEqual(list.map((e) => e.id));
    expect(feed.entry.map((e) => new URL(e.link['@href']).pathname + new URL(e.link['@href']).hash)).toEqual(
      list.map((e) => e.href),
    );
    expect(feed.entry.map((e) => e.summary)).toEqual(texts);
  });

  test('every page tells feed readers where the feed is', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const feedLink = 'head link[rel="alternate"][type="application/atom+xml"]';
    await expect(page.locator(feedLink)).toHaveAttribute('href', '/changes.xml');
    // In each page as served, before any script runs (the 404 page included).
    const routes = [...DOC_ROUTES, ...STANDALONE_ROUTES, '/no-such-page'];
    const pages = await Promise.all(routes.map(async (route) => (await page.request.get(route)).text()));
    const hrefs = await page.evaluate(
      ({ pages, selector }) =>
        pages.map((html) =>
          new DOMParser().parseFromString(html, 'text/html').querySelector(selector)?.getAttribute('href'),
        ),
      { pages, selector: feedLink },
    );
    expect(Object.fromEntries(routes.map((r, i) => [r, hrefs[i]]))).toEqual(
      Object.fromEntries(routes.map((r) => [r, '/changes.xml'])),
    );
  });

  test('each record keeps the facts’ qualifier, and a year-only record stays a year, on /changes and in the feed', async ({
    page,
  }) => {
    await gotoHydrated(page, '/changes');
    const dateOf = (href: string) =>
      entries(page)
        .filter({ has: page.locator(`a[href="${href}"]`) })
        .locator('time');
    // Issue #47 §5: the БРВ of 1 August 2025 is known from news reports; the ЭЦП sum is a calculation
    // by that БРВ; May 2025 is only when the post page changed; the phone rule is known to the year.
    await expect(dateOf('/samarkand/visa#fee')).toHaveText('1\u00a0августа 2025, по сообщениям СМИ');
    await expect(dateOf('/samarkand/visa#fines')).toHaveText('1\u00a0августа 2025, по сообщениям СМИ');
    await expect(dateOf('/services/government#eds')).toHaveText('1\u00a0августа 2025, расчёт по БРВ');
    await expect(dateOf('/services/post#customs-limits')).toHaveText('не позднее мая 2025');
    await expect(dateOf('/services/communication#phone-import')).toHaveText('2025\u00a0год');
    await expect(page.locator('#m-2025')).toHaveText('2025\u00a0год');

    const xml = await (await page.request.get('/changes.xml')).text();
    const { feed } = new XMLParser({ isArray: (n) => n === 'entry' }).parse(xml) as {
      feed: { entry: { title: string; updated: string }[] };
    };
    const titles = feed.entry.map((e) => e.title);
    expect(titles).toContainEqual(expect.stringMatching(/^Почта.* \(не позднее мая 2025\): Лимит/));
    expect(titles).toContainEqual(
      expect.stringMatching(/\(1\u00a0августа 2025, расчёт по БРВ\): Пошлина за электронную/),
    );
    const phone = feed.entry.find((e) => e.title.includes('Телефон нужно декларировать'))!;
    // Atom needs a timestamp; the title says the year, never the 1st of January.
    expect(phone.title).toMatch(/\(2025\u00a0год\): /);
    expect(phone.title).not.toContain('января');
  });

  test('the home page names the latest changes, each link landing on its entry', async ({ page }) => {
    test.setTimeout(60_000);
    await gotoHydrated(page, '/');
    const line = page.locator('[data-latest-changes]');
    await expect(line).toBeVisible();
    await expect(line).toContainText(/^Что изменилось( \d{1,2}\s\S+ \d{4})?: /);
    // Page titles, not whole sentences: a line or two on a phone.
    expect(await line.evaluate((el) => el.textContent!.length)).toBeLessThan(140);
    // Right after the page's first paragraph.
    expect(await line.evaluate((el) => el.previousElementSibling?.matches('p:first-of-type'))).toBe(true);
    const hrefs = await line.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([...record.slice(0, 2).map((c) => `/changes#${c.id}`), '/changes']);

    await line.locator('a').first().click();
    await expect(page).toHaveURL(new RegExp(`/changes#${record[0].id}$`));
    await expect(page.locator(`[id="${record[0].id}"]`)).toBeInViewport();
    await page.goBack();
    await line.getByRole('link', { name: 'все изменения' }).click();
    await expect(page).toHaveURL(/\/changes$/);
    await expect(page.locator('h1')).toHaveText('Что изменилось');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    for (const route of ['/samarkand/visa', '/occupation']) {
      test(`${route}: a recent change is one line under the date line, linking to its entry`, async ({ page }) => {
        await gotoHydrated(page, route);
        const line = page.locator('[data-page-changes]');
        await expect(line).toBeVisible();
        await expect(line).toContainText(/^Изменения(\s\(\d+\))?: \d{1,2}\u00a0[а-я]+ \d{4} — \S/);
        // Under the date line, nothing between them.
        expect(await line.evaluate((el) => el.previousElementSibling?.hasAttribute('data-facts'))).toBe(true);
        // One line: as tall as the line height (the text is cut with an ellipsis, not wrapped).
        const { height, lineHeight, scrollWidth, width } = await line.evaluate((el) => ({
          height: el.getBoundingClientRect().height,
          lineHeight: parseFloat(getComputedStyle(el).lineHeight),
          scrollWidth: el.scrollWidth,
          width: el.clientWidth,
        }));
        expect(lineHeight).toBeGreaterThan(0);
        expect(height, `line height ${lineHeight}`).toBeLessThanOrEqual(lineHeight + 1);
        expect(scrollWidth, 'the text is longer than the phone is wide, and cut').toBeGreaterThan(width);
        // The whole sentence is still there for a screen reader, and the link lands on the entry.
        const link = line.getByRole('link');
        const href = (await link.getAttribute('href'))!;
        const id = href.replace(/^\/changes#/, '');
        expect(record.map((c) => c.id)).toContain(id);
        expect(id.startsWith(route.slice(1).replace(/\//g, '-'))).toBe(true);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`/changes#${id}$`));
        await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
      });
    }

    test('a page without a change in the last twelve months shows no such line', async ({ page }) => {
      // /services/post changed in May 2025, more than a year before the build; /services/pets never.
      for (const route of ['/services/post', '/services/pets']) {
        await gotoHydrated(page, route);
        await expect(page.locator('[data-facts]').first()).toBeVisible();
        await expect(page.locator('[data-page-changes]')).toHaveCount(0);
        await expect(page.getByText(/^Изменения/)).toHaveCount(0);
      }
    });
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`/changes passes axe in the ${scheme} theme`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, '/changes');
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
