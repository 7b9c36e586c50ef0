import { test, expect, gotoHydrated } from './fixtures';

test.describe('navbar, sidebar, footer, table of contents', () => {
  test('navbar: title and logo, no items, search on the right, colour toggle', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.locator('.navbar__title')).toHaveText('SamGuide');
    await expect(navbar.locator('.navbar__logo img')).toHaveAttribute('src', /logo\.svg$/);
    await expect(navbar.locator('a.navbar__item, .navbar__item.dropdown')).toHaveCount(0);
    const search = navbar.locator('.navbar__items--right input.navbar__search-input');
    await expect(search).toHaveAttribute('aria-label', 'Поиск по справочнику');
    await expect(search).toBeVisible();
    await expect(navbar.locator('.navbar__items--right button[class*="toggleButton"]')).toBeVisible();
  });

  test('sidebar: one "main" sidebar in the agreed order, not hideable', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    await expect(sidebar.locator('button[title*="Свернуть"]')).toHaveCount(0);
    const topLevel = sidebar.locator('.theme-doc-sidebar-menu > li > a, .theme-doc-sidebar-menu > li > div > a');
    await expect(topLevel).toHaveText([
      'Самарканд и Узбекистан',
      'Жильё',
      'Услуги',
      'Покупки',
      'Работа и бизнес',
      'Кафе и рестораны',
      'Дети',
      'Карта',
      'Полезные ссылки',
      'Что изменилось',
    ]);
    const first = sidebar.locator('.menu__list .menu__list a').first();
    await expect(first).toHaveText('Общая информация');
    await expect(first).toHaveAttribute('href', '/samarkand/about');
  });

  test('sidebar: the second-hand board /sale is in «Покупки» (#27 §5)', async ({ page }) => {
    await gotoHydrated(page, '/purchases/household');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    const sale = sidebar.getByRole('link', { name: 'Барахолка: вещи с рук' });
    await expect(sale).toHaveAttribute('href', '/sale');
    await sale.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Барахолка');
  });

  test('sidebar categories do not auto-collapse', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    const sidebar = page.locator('aside.theme-doc-sidebar-container');
    // The lower category first: opening one animates the height of its list and moves every category
    // below it, and a click aimed at a moving button can land beside it (seen once in CI).
    for (const label of ['Услуги', 'Жильё']) {
      await sidebar.getByRole('button', { name: new RegExp(`^${label}`) }).click();
      await expect(sidebar.getByRole('button', { name: new RegExp(`^${label}`) })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    }
    // Opening a second category leaves the first (and the current one) open.
    for (const label of ['Самарканд и Узбекистан', 'Жильё', 'Услуги']) {
      const category = sidebar.locator('.menu__list-item', {
        has: page.locator(`.menu__list-item-collapsible :text-is("${label}")`),
      });
      await expect(category.first()).not.toHaveClass(/menu__list-item--collapsed/);
    }
  });

  test('footer: the eight links of spec §1, the chat, the repository and the copyright', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.locator('footer.footer--dark');
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const route of [
      '/samarkand/about',
      '/apartment/find',
      '/services/communication',
      '/purchases/grocery',
      // The second-hand board, linked from the footer and the «Покупки» menu (#27 §5).
      '/sale',
      '/occupation',
      '/children/kindergarten',
      '/map',
      '/other/links',
      // The save button of the offline copy (issue #12 §2), from every page.
      '/#offline',
    ]) {
      expect(hrefs).toContain(route);
    }
    expect(hrefs.some((h) => h?.startsWith('https://t.me/'))).toBe(true);
    expect(hrefs.some((h) => h?.startsWith('https://github.com/'))).toBe(true);
    await expect(footer.locator('.footer__copyright')).toHaveText('© 2025 Самарканд: справочник релоканта');
  });

  test('hamburger under 996 px opens the menu, which closes when the window widens', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, '/samarkand/visa');
    const toggle = page.getByRole('button', { name: 'Переключить навигационную панель' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    const mobileSidebar = page.locator('.navbar-sidebar');
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await expect(mobileSidebar.getByText('Самарканд и Узбекистан')).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeHidden();
  });

  test('on a phone the home page has the menu button too', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Переключить навигационную панель' }).click();
    await expect(page.locator('.navbar-sidebar').getByText('Самарканд и Узбекистан')).toBeVisible();
    // The home page is shown with the sidebar but is not an item in it.
    await expect(page.locator('.navbar-sidebar .menu__link--active')).toHaveCount(0);
  });

  test.describe('pages that are not docs', () => {
    // The 404 page answers with status 404, which the browser reports in the console.
    test.use({ allowedConsoleErrors: /status of 404/ });

    test('on a phone they have the menu button too, with every section of the guide (issue #19 §4)', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 780 });
      const menuButton = page.getByRole('button', { name: 'Переключить навигационную панель' });
      const menu = page.locator('.navbar-sidebar');
      for (const route of ['/map', '/sale', '/search', '/no-such-page']) {
        await gotoHydrated(page, route);
        await menuButton.click();
        await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
        // The «main» sidebar, as on doc pages: its categories and their pages.
        await expect(menu.getByText('Самарканд и Узбекистан', { exact: true })).toBeVisible();
        await expect(menu.getByText('Жильё', { exact: true })).toBeVisible();
        await expect(menu.getByRole('link', { name: 'Работа и бизнес' })).toBeVisible();
        // The colour toggle lives in the menu's header, as on doc pages.
        await expect(menu.getByRole('button', { name: /^Включить (тёмную|светлую) тему$/ })).toBeVisible();
      }
      // A section is two taps away: the menu, then the page.
      await gotoHydrated(page, '/map');
      await menuButton.click();
      await menu.getByRole('link', { name: 'Работа и бизнес' }).click();
      await expect(page).toHaveURL(/\/occupation$/);
      await expect(page.locator('h1')).toBeVisible();
    });
  });

  test('home section cards stay wide enough for whole section names', async ({ page }) => {
    // Beside the sidebar three columns were too narrow: «Узбекистан» broke mid-word.
    for (const width of [360, 800, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/');
      const grid = page.locator('.markdown ul[class*="grid"]');
      const gridWidth = (await grid.boundingBox())!.width;
      const cards = grid.locator(':scope > li');
      await expect(cards).toHaveCount(9);
      for (const box of await cards.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().width))) {
        expect(box).toBeGreaterThanOrEqual(Math.min(gridWidth, 272) - 1);
      }
    }
  });

  test('the open mobile menu closes on back navigation, and the page stays', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, '/samarkand/about');
    await page.locator('.markdown a[href="/samarkand/visa"]').first().click();
    await expect(page).toHaveURL(/\/samarkand\/visa$/);
    await page.getByRole('button', { name: 'Переключить навигационную панель' }).click();
    await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.goBack();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    // The back press only closed the menu: the reader is still on the page they were reading.
    await expect(page).toHaveURL(/\/samarkand\/visa$/);
  });

  test('navbar hides on scroll down and returns on scroll up', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(600, 500);
    for (let i = 0; i < 5; i++) {
      await page.mouse.wheel(0, 300);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300 * i);
    }
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -300);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('table of contents lists h2 and h3 only', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const toc = page.locator('.table-of-contents').first();
    const tocLinks = await toc.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const headingIds = await page.locator('.markdown :is(h2, h3)[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    expect(tocLinks.length).toBeGreaterThan(0);
    expect(tocLinks).toEqual(headingIds);
    const deeper = await page.locator('.markdown :is(h4, h5, h6)[id]').evaluateAll((hs) => hs.map((h) => `#${h.id}`));
    for (const id of deeper) expect(tocLinks).not.toContain(id);
  });

  test('client-side navigation: no reload, scrolls to the #anchor', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.locator('.markdown a[href="/samarkand/visa#registration"]').first().click();
    await expect(page).toHaveURL(/\/samarkand\/visa#registration$/);
    await expect(page.locator('#registration')).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('a page has «Редактировать страницу» and the date it was edited, as valid microdata', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    await expect(page.getByRole('link', { name: 'Редактировать страницу' })).toHaveAttribute(
      'href',
      /\/edit\/main\/docs\/samarkand\/visa\.mdx$/,
    );
    // The bottom line says what the header says about the facts (#47 §1); the last commit's date is
    // only in the header's disclosure, worded as an edit of the text (#22 §3, #27 §2), in plain weight.
    const bottom = page.locator('.theme-last-updated');
    await expect(bottom).toHaveText(/^Сведения \d{4}–\d{4}\sгодов и новости до \S+\s\d{4}$/);
    await expect(bottom.locator('b, strong, time')).toHaveCount(0);
    const edited = page.locator('[data-edited]');
    await expect(edited).toHaveText(
      /^Текст страницы правили \d{1,2} \S+ \d{4} — это дата правки текста, а не сведений\.$/,
    );
    // The Nu checker rejects an itemprop outside an item: the edit date sits in its own item.
    await expect(page.locator('[itemscope] time[itemprop="dateModified"]')).toHaveCount(1);
    await expect(page.locator('[itemprop]:not([itemscope] [itemprop])')).toHaveCount(0);
  });
});
