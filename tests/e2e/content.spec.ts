/**
 * Every content page (issues 5–7): its title and description, the anchors other pages
 * and chats link to, its tables and checklists rendered — all derived from the page's
 * source where possible, so the test follows the content — and the site search finding
 * each page by its main words.
 */
import { readFileSync } from 'node:fs';
import { test, expect, gotoHydrated } from './fixtures';
import { DOC_ROUTES, docFile, frontMatter } from './routes';

/** Anchors that other pages, the announcement bar or chats rely on. */
const KEY_ANCHORS: Record<string, string[]> = {
  '/': ['first-week', 'sections', 'about-project'],
  '/samarkand/visa': ['registration', 'visa-free', 'customs', 'late-registration', 'e-mehmon'],
  '/samarkand/weather': ['climate', 'chilla', 'heating'],
  '/samarkand/toponyms': ['landmarks', 'street-names'],
  '/services/communication': ['sim-card', 'imei', 'internet'],
  '/services/finance': ['bank-card', 'exchange', 'transfers', 'payment-apps'],
  '/services/government': ['pinfl', 'eds', 'my-gov'],
  '/services/transport': ['taxi', 'airport', 'trains', 'city-transport', 'intercity'],
  '/apartment/find': ['where-to-look', 'lease', 'registration', 'checklist'],
  '/apartment/utilities': ['electricity', 'gas', 'water', 'payment'],
  '/services/medicine': ['emergency'],
  '/services/post': ['customs-limits'],
  '/children/kindergarten': ['enrolment'],
  '/children/school': ['enrolment'],
  '/other/links': ['chats'],
  '/occupation': ['self-employment', 'llc-it-park', 'coworking'],
};

/** What a reader types → the page search must offer. */
const SEARCHES: [string, string][] = [
  ['регистрация', '/samarkand/visa'],
  ['прописка', '/samarkand/visa'],
  ['погода', '/samarkand/weather'],
  ['самозанятый', '/occupation'],
  ['Поворот', '/samarkand/toponyms'],
  ['аренда', '/apartment/find'],
  ['счётчик', '/apartment/utilities'],
  ['сим-карта', '/services/communication'],
  ['IMEI', '/services/communication'],
  ['ПИНФЛ', '/services/government'],
  ['такси', '/services/transport'],
  ['ветеринар', '/services/pets'],
  ['Korzinka', '/purchases/grocery'],
  ['плов', '/cafe/uzbek'],
  ['детский сад', '/children/kindergarten'],
  ['барахолка', '/purchases/bazar'],
];

const source = (route: string) => readFileSync(docFile(route), 'utf8');
/** Markdown tables in a page's source: one delimiter row each. */
const tablesIn = (text: string) => (text.match(/^\|\s*:?-{3,}/gm) ?? []).length;

test.describe('content pages', () => {
  for (const route of DOC_ROUTES) {
    test(`${route}: description, anchors and tables`, async ({ page }) => {
      const text = source(route);
      await gotoHydrated(page, route);
      const description = frontMatter(route, 'description')!;
      expect(description.length, 'description ≤ 160 characters').toBeLessThanOrEqual(160);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);

      // Every heading in the source has its {#anchor}, and it is on the page.
      const anchors = [...text.matchAll(/^#{2,3} .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]);
      const headings = (text.match(/^#{2,3} /gm) ?? []).length;
      expect(anchors.length, 'every h2/h3 has a Latin {#anchor}').toBe(headings);
      for (const id of [...anchors, ...(KEY_ANCHORS[route] ?? [])]) {
        await expect(page.locator(`[id="${id}"]`), `#${id}`).toHaveCount(1);
      }

      await expect(page.locator('.markdown table')).toHaveCount(tablesIn(text));

      // Checklists become tickable; place cards, lists and inline maps are in the page.
      const checklists = (text.match(/<Checklist\b/g) ?? []).length;
      await expect(page.locator('.markdown [data-checklist][data-enhanced]')).toHaveCount(checklists);
      // A place is shown once per page, so lists may add no new card: count distinct single cards.
      const singleCards = new Set([...text.matchAll(/<Place\s+id="([\w-]+)"/g)].map((m) => m[1])).size;
      const lists = (text.match(/<PlaceList\b/g) ?? []).length;
      const cards = page.locator('.markdown section[aria-label][class*="card"]');
      expect(await cards.count(), 'place cards').toBeGreaterThanOrEqual(Math.max(singleCards, lists ? 1 : 0));
      const maps = (text.match(/<PlaceMap\b/g) ?? []).length;
      await expect(page.locator('.markdown figure[data-category]')).toHaveCount(maps);
      await expect(page.locator('.markdown')).not.toContainText(/TODO|lorem ipsum|скоро появится/i);
    });
  }
});

test.describe('search finds pages by their main words', () => {
  for (const [query, route] of SEARCHES) {
    test(`«${query}» → ${route}`, async ({ page }) => {
      await gotoHydrated(page, `/search?q=${encodeURIComponent(query)}`);
      // The results page loads the whole index first: allow for a slow machine.
      await expect(page.locator(`article a[href^="${route}"]`).first()).toBeVisible({ timeout: 15_000 });
    });
  }
});

test.describe('toponyms: every name leads to its point (#13 §4)', () => {
  /** Rows of the table whose header has this column. */
  const rowsOf = (page: import('@playwright/test').Page, column: string) =>
    page.locator('.markdown table', { has: page.locator('th', { hasText: column }) }).locator('tbody tr');
  const MAP_LINK = /^https:\/\/(yandex\.uz\/maps|2gis\.uz)\//;

  test('each landmark row has its own Latin anchor, and every name in both tables is a map link', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/toponyms');

    const landmarks = await rowsOf(page, 'Как называют').evaluateAll((rows) =>
      rows.map((row) => {
        const cell = row.querySelector('td')!;
        const targets = Array.from(cell.querySelectorAll('[id]')).map((el) => el.id);
        // What the reader sees in the name cell outside links (screen-reader hints and the Uzbek name on
        // signs, <Anchor uz>, aside): only «( )» around 2ГИС and that name.
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('a, .samguide-sr-only, [lang="uz-Latn"]').forEach((el) => el.remove());
        return {
          name: (cell.textContent ?? '').trim(),
          targets,
          unique: targets.every((id) => document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length === 1),
          outsideLinks: copy.textContent ?? '',
          hrefs: Array.from(cell.querySelectorAll('a')).map((a) => a.getAttribute('href') ?? ''),
        };
      }),
    );
    expect(landmarks.length, 'landmark rows').toBeGreaterThanOrEqual(40);
    for (const row of landmarks) {
      expect(row.targets, `${row.name}: one anchor`).toHaveLength(1);
      expect(row.targets[0], `${row.name}: a stable Latin id`).toMatch(/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/);
      expect(row.unique, `#${row.targets[0]} is unique on the page`).toBe(true);
      expect(row.outsideLinks, `${row.name}: the whole name is a link`).toMatch(/^[\s()]*$/);
      expect(row.hrefs.length, `${row.name}: has a link`).toBeGreaterThan(0);
      for (const href of row.hrefs) expect(href, row.name).toMatch(MAP_LINK);
    }

    const streets = await rowsOf(page, 'Старое название').evaluateAll((rows) => {
      // The text a reader sees: without the screen-reader hint «(Яндекс Карты, откроется в новой вкладке)».
      const visible = (el: Element) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.samguide-sr-only').forEach((hint) => hint.remove());
        return (copy.textContent ?? '').trim();
      };
      return rows.map((row) =>
        Array.from(row.querySelectorAll('td')).map((cell) => {
          const link = cell.querySelector('a');
          return {
            text: visible(cell),
            linkText: link ? visible(link) : '',
            href: link?.getAttribute('href') ?? '',
          };
        }),
      );
    });
    expect(streets.length, 'street rows').toBeGreaterThanOrEqual(30);
    for (const [old, current] of streets) {
      expect(old.linkText, `the old name «${old.text}» is a link`).toBe(old.text);
      // The current name is a link; a note may follow it («Спитамена. Улицу больше знают…»).
      expect(current.linkText, `the current name in «${current.text}» is a link`).not.toBe('');
      expect(current.text.startsWith(current.linkText), `«${current.text}» opens with its link`).toBe(true);
      expect(old.href, old.text).toMatch(MAP_LINK);
      expect(current.href, `${old.text} and ${current.linkText}: one street, one point`).toBe(old.href);
    }
  });

  test('a link to a landmark lands on its row', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/toponyms#povorot');
    await expect(page.locator('[id="povorot"]')).toBeInViewport();
    await expect(page.locator('tr', { has: page.locator('[id="povorot"]') })).toContainText('Перекрёсток четырёх улиц');
  });
});
