/**
 * Reading on a 360 px phone (issue #19), on every route of the built site, at 360×740 with touch:
 * nothing wider than the screen, tables that fit their column, words that stay whole, price
 * tooltips inside the screen, link targets landing below the navbar. One page load per route; the
 * measuring happens inside the page. Helpers first, then one describe per concern.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, axeViolations, suggestionsSettled, accessibilityTree } from './fixtures';
import { DOC_ROUTES, STANDALONE_ROUTES } from './routes';

const PHONE = { width: 360, height: 740 };
const NOT_FOUND = '/net-takoy-stranitsy';
/** How many prices of a page get tapped: the first few are enough to catch a placement bug. */
const PRICES_PER_PAGE = 3;
const TOOLTIP = '#samguide-price-tip';

type Layout = {
  /** The document's width against the layout viewport's (a wider page makes a phone zoom out). */
  pageWidth: number;
  viewportWidth: number;
  /** Tables whose content is wider than their own box or their container. */
  wideTables: string[];
  /** Words laid out over two lines without a hyphen: «Микро|район (…context…)». */
  splitWords: string[];
};

/**
 * Measures, in the page, what a reader sees at this width. A word is split when the DOM Range over
 * its letters has boxes on two lines. Such a split is acceptable only where the browser hyphenates
 * Russian (it then draws a hyphen): a probe tells whether this browser does, and only text with
 * `hyphens: auto` counts as hyphenated. Chromium on Linux has no Russian dictionary, so there every
 * split fails. Addresses and code may break anywhere and are not checked.
 */
function measureLayout(): Layout {
  const probe = document.createElement('div');
  probe.lang = 'ru';
  probe.style.cssText =
    'position:absolute;visibility:hidden;width:3em;hyphens:auto;overflow-wrap:normal;font-size:16px';
  probe.textContent = 'достопримечательность';
  document.body.append(probe);
  const hyphenates = probe.getBoundingClientRect().height > 30;
  probe.remove();

  const hidden = new Map<Element, boolean>();
  const hiddenForTheEye = (el: Element | null): boolean => {
    if (!el || el === document.body) return false;
    const known = hidden.get(el);
    if (known !== undefined) return known;
    const style = getComputedStyle(el);
    const result =
      style.display === 'none' ||
      (style.position === 'absolute' && style.clip !== 'auto') ||
      style.clipPath !== 'none' ||
      hiddenForTheEye(el.parentElement);
    hidden.set(el, result);
    return result;
  };
  const MAY_BREAK = 'code, pre, kbd, samp, script, style, noscript, svg, textarea';

  const splitWords: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? '';
    const parent = node.parentElement;
    if (!parent || text.trim().length < 2 || parent.closest(MAY_BREAK) || hiddenForTheEye(parent)) continue;
    const link = parent.closest('a');
    if (link && /https?:|www\.|\w\.\w+\//.test(link.textContent ?? '')) continue;
    const hyphenated = hyphenates && getComputedStyle(parent).hyphens === 'auto';
    for (const match of text.matchAll(/[\p{L}\p{N}]{2,}/gu)) {
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      if (rects.length < 2) continue;
      const first = rects[0];
      if (!rects.some((r) => r.top >= first.bottom - 1) || hyphenated) continue;
      // Where the line broke: the letters on the first line.
      let cut = 1;
      for (; cut < match[0].length; cut++) {
        range.setEnd(node, match.index + cut + 1);
        if (Array.from(range.getClientRects()).some((r) => r.width > 0 && r.top >= first.bottom - 1)) break;
      }
      const context = text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20).trim();
      splitWords.push(`${match[0].slice(0, cut)}|${match[0].slice(cut)} («${context}»)`);
    }
  }

  const wideTables: string[] = [];
  for (const table of Array.from(document.querySelectorAll('table'))) {
    if (hiddenForTheEye(table)) continue;
    const box = table.getBoundingClientRect();
    const container = table.parentElement!.getBoundingClientRect();
    if (table.scrollWidth > table.clientWidth + 1 || box.right > container.right + 1 || box.left < container.left - 1) {
      const head = (table.querySelector('th, td')?.textContent ?? '').trim().slice(0, 40);
      wideTables.push(`«${head}…»: ${table.scrollWidth} px in ${Math.round(container.width)} px`);
    }
  }

  return {
    pageWidth: document.documentElement.scrollWidth,
    viewportWidth: document.documentElement.clientWidth,
    wideTables,
    splitWords,
  };
}

/** The navbar's bottom edge on screen (0 or less while it is hidden by scrolling down). */
async function navbarBottom(page: Page): Promise<number> {
  return page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
}

/** Jumps to `#id` as a reader's link does and waits until the target shows in full below the navbar. */
async function expectLandsBelowNavbar(page: Page, id: string) {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, id);
  await expect
    .poll(
      async () => {
        const target = await page.locator(`[id="${id}"]`).evaluate((el) => {
          const r = el.getBoundingClientRect();
          return { top: r.top, bottom: r.bottom };
        });
        const bar = await navbarBottom(page);
        const visibleHeight = page.viewportSize()!.height;
        return target.top >= bar - 0.5 && target.top < visibleHeight - 20
          ? 'below the navbar'
          : `top ${Math.round(target.top)}, navbar bottom ${Math.round(bar)}`;
      },
      { message: `#${id} lands below the navbar` },
    )
    .toBe('below the navbar');
}

/** Taps the first prices of the page: each tooltip opens inside the screen and a second tap closes it. */
async function expectTooltipsOnScreen(page: Page) {
  const prices = page.locator('.markdown [data-price] > button');
  const count = Math.min(PRICES_PER_PAGE, await prices.count());
  const tip = page.locator(TOOLTIP);
  const viewport = page.viewportSize()!;
  for (let i = 0; i < count; i++) {
    const price = prices.nth(i);
    if (!(await price.isVisible())) continue;
    await price.tap();
    await expect(tip).toBeVisible();
    await expect(price).toHaveAttribute('aria-describedby', 'samguide-price-tip');
    const box = (await tip.boundingBox())!;
    const where = `tooltip of price ${i + 1} at x ${Math.round(box.x)}–${Math.round(box.x + box.width)}, y ${Math.round(box.y)}–${Math.round(box.y + box.height)}`;
    expect(box.x, where).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, where).toBeLessThanOrEqual(viewport.width);
    expect(box.y, where).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height, where).toBeLessThanOrEqual(viewport.height);
    await price.tap();
    await expect(tip).toBeHidden();
  }
}

test.describe('every route at 360 px', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  for (const route of [...DOC_ROUTES, ...STANDALONE_ROUTES, NOT_FOUND]) {
    test.describe(route, () => {
      // The browser logs the not-found page's own 404 status as a console error.
      if (route === NOT_FOUND) test.use({ allowedConsoleErrors: /status of 404/ });

      test('fits the screen: no wide page or table, no word split, tooltips and anchors in view', async ({ page }) => {
        await gotoHydrated(page, route);
        const layout = await page.evaluate(measureLayout);
        expect(layout.viewportWidth).toBe(PHONE.width);
        expect(layout.pageWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(PHONE.width);
        expect(layout.wideTables, 'tables wider than their column').toEqual([]);
        expect(layout.splitWords, 'words split across lines without a hyphen').toEqual([]);

        await expectTooltipsOnScreen(page);

        // Link targets: the last section heading and the first anchored table row or card, if any.
        const ids = await page.evaluate(() => {
          const heading = Array.from(document.querySelectorAll('.markdown h2[id], .markdown h3[id]')).pop();
          const anchored = document.querySelector('.markdown [data-search-section][id], .markdown article[id]');
          return [heading?.id, anchored?.id].filter((id): id is string => Boolean(id));
        });
        for (const id of ids) await expectLandsBelowNavbar(page, id);
      });
    });
  }
});

test.describe('price tooltip on a phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

  test('closes on a tap elsewhere and on Escape; stays inside a 320 px screen', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const fee = page.locator('#fee ~ * [data-price] > button').first();
    const tip = page.locator(TOOLTIP);
    await fee.tap();
    await expect(tip).toBeVisible();
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    await expect(tip).toContainText(/по курсу ЦБ на \d{1,2}\u00a0[а-я]+ \d{4}/);

    await page.locator('h1').tap();
    await expect(tip).toBeHidden();

    await fee.tap();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test('the server HTML holds no tooltip: prices carry their amounts as data', async ({ page, request }) => {
    const html = await (await request.get('/samarkand/visa')).text();
    expect(html).not.toContain('role=tooltip');
    expect(html).not.toContain('по курсу ЦБ');
    expect(html).toMatch(/data-price=["']?\d+/);
    await gotoHydrated(page, '/samarkand/visa');
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
  });
});

test.describe('tables as cards on a phone', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the kindergarten comparison shows each value after its column label', async ({ page }) => {
    await gotoHydrated(page, '/children/kindergarten');
    const table = page.locator('table.samguide-table--cards').first();
    await expect(table).toHaveAttribute('role', 'table');
    const cell = table.locator('td[data-label="Частный сад"]').first();
    await expect(cell).toBeVisible();
    const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
    expect(label).toContain('Частный сад');
  });

  test('the cards are still tables to a screen reader: rows, cells and column headers in the browser', async ({
    page,
  }) => {
    await gotoHydrated(page, '/children/kindergarten');
    const dom = await page.evaluate(() => ({
      table: document.querySelectorAll('.markdown table').length,
      row: document.querySelectorAll('.markdown tr').length,
      columnheader: document.querySelectorAll('.markdown th').length,
      cell: document.querySelectorAll('.markdown td').length,
    }));
    expect(dom.cell).toBeGreaterThan(20);
    const { nodes, count } = await accessibilityTree(page);
    expect({
      table: count('table'),
      row: count('row'),
      columnheader: count('columnheader'),
      cell: count('cell'),
    }).toEqual(dom);
    expect(nodes.some((n) => n.role?.value === 'columnheader' && n.name?.value === 'Частный сад')).toBe(true);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test.describe(`${colorScheme} theme`, () => {
      test.use({ colorScheme });

      test('a page of card tables is accessible (axe)', async ({ page }) => {
        await gotoHydrated(page, '/children/kindergarten');
        await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
        expect(await axeViolations(page)).toEqual([]);
      });
    });
  }
});

test.describe('anchors', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    test.describe(name, () => {
      test.use({ viewport, hasTouch: name === 'phone', isMobile: name === 'phone' });

      test('a link to a table row or a section lands below the navbar', async ({ page }) => {
        await gotoHydrated(page, '/samarkand/toponyms#povorot');
        await expectLandsBelowNavbar(page, 'povorot');
        // Back up the page: the navbar shows again, and the target still clears it.
        await expectLandsBelowNavbar(page, 'aziz-bazar');
        await gotoHydrated(page, '/children/school');
        const id = await page.locator('.markdown h2[id]').last().getAttribute('id');
        await expectLandsBelowNavbar(page, id!);
      });
    });
  }
});

type FirstScreen = {
  route: string;
  /** The top of the page's first paragraph: the first <p> directly in the page's markdown, after the header. */
  firstParagraph: number | null;
  /** What comes first after the title and the date line (an admonition instead of the answer is a content issue). */
  firstBlock: string;
  h1Lines: number;
  dateLines: number;
  announcementLines: number;
  breadcrumbLines: number;
  /** The «Содержание» button sits on the breadcrumbs' line (or alone on it where a page has no breadcrumbs). */
  tocOnBreadcrumbLine: boolean;
};

/** Runs in the page (self-contained). */
function measureFirstScreen(route: string): FirstScreen {
  // How many lines the text of an element takes on screen: distinct line boxes of its text. A line's
  // boxes share their vertical middle; a new line starts below the last one's middle.
  const textLines = (el: Element) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const middles: number[] = [];
    for (const r of Array.from(range.getClientRects())) {
      if (r.width === 0 || r.height === 0) continue;
      const middle = (r.top + r.bottom) / 2;
      if (!middles.some((m) => Math.abs(m - middle) < r.height / 2)) middles.push(middle);
    }
    return middles.length;
  };
  const lines = (el: Element | null) =>
    el && getComputedStyle(el).display !== 'none' && el.getClientRects().length ? textLines(el) : 0;
  const markdown = document.querySelector('article .theme-doc-markdown')!;
  // Not the header's lines: the dates (in the header block) and issue #30's «Изменения: …» line.
  const paragraph = markdown.querySelector(':scope > p:not([data-page-changes])');
  const afterHeader = Array.from(markdown.children).find(
    (el) => el.tagName !== 'HEADER' && !el.matches('[data-facts], [data-page-changes]'),
  );
  const crumbs = document.querySelector('article > .theme-doc-breadcrumbs .breadcrumbs');
  const toc = document.querySelector('article > .theme-doc-toc-mobile button');
  // On a phone a page right under the home page has no breadcrumb left to show (the logo leads home).
  const shown = crumbs?.getBoundingClientRect();
  const crumbBox = shown && shown.width > 0 && shown.height > 0 ? shown : null;
  const tocBox = toc?.getBoundingClientRect();
  const tocMiddle = tocBox ? (tocBox.top + tocBox.bottom) / 2 : 0;
  return {
    route,
    firstParagraph: paragraph ? Math.round(paragraph.getBoundingClientRect().top) : null,
    firstBlock: afterHeader ? `${afterHeader.tagName.toLowerCase()}.${afterHeader.className}`.slice(0, 60) : '',
    h1Lines: lines(markdown.querySelector('header h1')),
    dateLines: lines(markdown.querySelector('[data-facts] summary, [data-facts] > p')),
    announcementLines: lines(document.querySelector('div[class*="announcementBarContent"]')),
    breadcrumbLines: crumbBox ? lines(crumbs) : 0,
    tocOnBreadcrumbLine: !tocBox || !crumbBox || (tocMiddle > crumbBox.top && tocMiddle < crumbBox.bottom),
  };
}

test.describe('the answer on the first screen (issue #27)', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('every doc page on a first visit: the first paragraph within 360 px (median 300), short title, a short date line', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const screens: FirstScreen[] = [];
    for (const route of DOC_ROUTES) {
      // A first visit: nothing stored, so the announcement bar shows.
      await page.evaluate(() => localStorage.clear()).catch(() => {});
      await gotoHydrated(page, route);
      await expect(page.locator('div[class*="announcementBar_"]')).toBeVisible();
      screens.push(await page.evaluate(measureFirstScreen, route));
    }
    const problems = screens.flatMap((s) => {
      const found: string[] = [];
      if (s.firstParagraph === null) found.push('no paragraph in the page text');
      else if (s.firstParagraph > 360) found.push(`first paragraph at ${s.firstParagraph} px`);
      if (s.h1Lines > 2) found.push(`the title takes ${s.h1Lines} lines`);
      // /changes states no facts of its own (`facts_date: false`): it has no date line. A page with news
      // newer than its facts («Сведения 2021–2025 годов и новости до января 2026», issue #47 §1) may wrap
      // between the two parts: two lines at most.
      if (s.route === '/changes' ? s.dateLines !== 0 : s.dateLines < 1 || s.dateLines > 2)
        found.push(`the date line takes ${s.dateLines} lines`);
      if (s.announcementLines !== 1) found.push(`the announcement takes ${s.announcementLines} lines`);
      if (s.breadcrumbLines > 1) found.push(`the breadcrumbs take ${s.breadcrumbLines} lines`);
      if (!s.tocOnBreadcrumbLine) found.push('«Содержание» is not on the breadcrumbs’ line');
      return found.map((f) => `${s.route}: ${f}`);
    });
    expect(problems).toEqual([]);
    const tops = screens.map((s) => s.firstParagraph!).sort((a, b) => a - b);
    expect(tops[Math.floor(tops.length / 2)], 'median top of the first paragraph').toBeLessThanOrEqual(300);
  });

  test('an opened table of contents takes its own row, full width, and closes again', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const toc = page.locator('article > .theme-doc-toc-mobile');
    const button = toc.getByRole('button', { name: 'Содержание' });
    await button.tap();
    const link = toc.getByRole('link').first();
    await expect(link).toBeVisible();
    const box = (await toc.boundingBox())!;
    const article = (await page.locator('article').boundingBox())!;
    expect(Math.round(box.width)).toBe(Math.round(article.width));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await button.tap();
    await expect(link).toBeHidden();
  });
});

/** Long questions as a newcomer types them (40–60 characters), each at another phone width. */
const LONG_QUERIES: [number, string][] = [
  [320, 'как получить вид на жительство в узбекистане иностранцу'],
  [360, 'золотая корона где получить перевод в самарканде'],
  [412, 'где купить сим-карту и зарегистрировать телефон imei'],
];

test.describe('navbar search never makes the page wider than the screen (issue #27 §4)', () => {
  for (const [width, query] of LONG_QUERIES) {
    test.describe(`${width} px`, () => {
      test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

      test(`«${query}»: the list stays inside the screen, the «✕» covers no text, a tap keeps the width`, async ({
        page,
      }) => {
        expect(query.length).toBeGreaterThanOrEqual(40);
        expect(query.length).toBeLessThanOrEqual(60);
        await gotoHydrated(page, '/services/finance');
        const box = page.locator('.navbar input.navbar__search-input');
        await box.tap();
        await box.pressSequentially(query);
        const options = page.locator('.navbar [role="option"]');
        await expect(options.first()).toBeVisible();
        await suggestionsSettled(page);
        await expect(box).toHaveValue(query);

        const widths = await page.evaluate(() => {
          const menu = document.querySelector('.navbar [class*="dropdownMenu"]')!.getBoundingClientRect();
          const rows = Array.from(document.querySelectorAll('.navbar [role="option"]'), (o) => {
            const r = o.getBoundingClientRect();
            return { left: r.left, right: r.right };
          });
          const input = document.querySelector<HTMLInputElement>('.navbar input.navbar__search-input')!;
          const clear = input.closest('.navbar__search')!.querySelector('button');
          const inputBox = input.getBoundingClientRect();
          // Where typed text may go: the box minus its right padding.
          const textEnd = inputBox.right - parseFloat(getComputedStyle(input).paddingRight);
          return {
            page: document.documentElement.scrollWidth,
            menu: { left: menu.left, right: menu.right },
            rows,
            clearCoversText: clear ? clear.getBoundingClientRect().left < textEnd - 0.5 : false,
            clearShown: !!clear && clear.getClientRects().length > 0,
          };
        });
        expect(widths.page, 'the page while the list is open').toBeLessThanOrEqual(width);
        expect(widths.menu.left).toBeGreaterThanOrEqual(0);
        expect(widths.menu.right).toBeLessThanOrEqual(width);
        for (const row of widths.rows) expect(row.right, 'a suggestion row').toBeLessThanOrEqual(width);
        expect(widths.clearShown, 'the clear button shows while typing').toBe(true);
        expect(widths.clearCoversText, 'the «✕» sits over the typed text').toBe(false);

        const from = page.url();
        await options.first().tap();
        await expect(page).not.toHaveURL(from);
        await expect(options).toHaveCount(0);
        // The box keeps the query after the tap: nothing that holds it may reach past the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.locator('.theme-doc-markdown h1').waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    });
  }
});

test.describe('the phone menu', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('opening and closing it leaves the page’s width unchanged', async ({ page }) => {
    await gotoHydrated(page, '/children/school');
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBe(PHONE.width);
    await page.getByRole('button', { name: 'Переключить навигационную панель' }).tap();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar').getByText('Самарканд и Узбекистан')).toBeVisible();
    expect(await width()).toBe(PHONE.width);
    await page.locator('.navbar-sidebar__close').tap();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    expect(await width()).toBe(PHONE.width);
  });

  test('is built when the reader reaches for its button (touch or keyboard), and still slides in', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    await page.waitForLoadState('networkidle');
    // Not built with the page: the theme rendered the hidden panel, the page's sidebar included, on
    // every load of a phone (issue #31, src/theme/Navbar/Layout).
    const panel = page.locator('.navbar-sidebar');
    await expect(panel).toHaveCount(0);
    const button = page.getByRole('button', { name: 'Переключить навигационную панель' });
    // A finger on the button builds it, closed, before the tap opens it.
    await button.dispatchEvent('pointerdown');
    await expect(panel).toHaveCount(1);
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    // A person's tap lasts longer than a frame: the closed panel has been drawn when the click comes.
    await page.evaluate(() => {
      const w = window as unknown as { slid?: boolean };
      document.querySelector('.navbar-sidebar')!.addEventListener('transitionrun', (event) => {
        if ((event as TransitionEvent).propertyName === 'transform') w.slid = true;
      });
      return new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
    });
    await button.tap();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.waitForFunction(() => (window as unknown as { slid?: boolean }).slid === true);
    await expect(panel.getByRole('link', { name: 'Виза и регистрация' })).toBeVisible();

    // The keyboard: focus on the button builds it as well.
    await gotoHydrated(page, '/purchases/grocery');
    await expect(panel).toHaveCount(0);
    await button.focus();
    await expect(panel).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(panel.getByRole('link', { name: 'Продукты' })).toBeVisible();
  });
});
