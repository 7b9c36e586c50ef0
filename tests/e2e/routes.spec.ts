import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test, expect, gotoHydrated } from './fixtures';
import { DOC_ROUTES, STANDALONE_ROUTES, docFile, frontMatter } from './routes';

const SITE = 'Самарканд: справочник релоканта';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('routes of spec §2', () => {
  // The suites that walk every page (axe, budgets, content) use DOC_ROUTES: a new page must join it.
  test('DOC_ROUTES lists every page in docs/', () => {
    const docs = path.resolve(__dirname, '..', '..', 'docs');
    const files = readdirSync(docs, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.mdx') || f.endsWith('.md'))
      .map((f) => path.join(docs, f))
      .sort();
    expect(DOC_ROUTES.map(docFile).sort()).toEqual(files);
  });

  for (const route of DOC_ROUTES) {
    test(`${route} answers 200 with its title and description`, async ({ page }) => {
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(200);
      // The short title is the heading; the long one, where a page has it, is what search engines
      // and link previews read (#27 §1, src/theme/DocItem/Metadata).
      const title = frontMatter(route, 'title')!;
      const seoTitle = frontMatter(route, 'seo_title') ?? title;
      await expect(page).toHaveTitle(route === '/' ? new RegExp(escapeRegExp(seoTitle)) : `${seoTitle} | ${SITE}`);
      // A chat cuts a long preview title: link previews get the short one, the home page the site's
      // name (#50 §2).
      const ogTitle = route === '/' ? SITE : title;
      expect(ogTitle.length).toBeLessThanOrEqual(60);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', ogTitle);
      await expect(page.locator('h1').first()).toHaveText(title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        frontMatter(route, 'description')!,
      );
      // Each page's own preview picture, made at build time (src/plugins/og-images).
      const picture = route === '/' ? 'index' : route.replace(/^\/|\/$/g, '');
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        new RegExp(`/img/og/${escapeRegExp(picture)}\\.png$`),
      );
      await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    });
  }

  for (const route of STANDALONE_ROUTES) {
    test(`${route} answers 200`, async ({ page }) => {
      const response = await gotoHydrated(page, route);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
    });
  }

  test.describe('not found', () => {
    // The browser logs the document's own 404 status as a console error.
    test.use({ allowedConsoleErrors: /status of 404/ });
    test('an unknown path shows the Russian not-found page with status 404', async ({ page }) => {
      const response = await gotoHydrated(page, '/net-takoy-stranitsy');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
      await expect(page.getByText('сообщите его владельцу')).toBeVisible();
    });
  });

  test('.html and /index.html paths are normalised', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about.html');
    await expect(page).toHaveURL(/\/samarkand\/about$/);
    await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(frontMatter('/samarkand/about', 'seo_title')!)}`));
    await expect(page.locator('.menu__link--active', { hasText: 'Общая информация' })).toBeVisible();
    await gotoHydrated(page, '/index.html');
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(frontMatter('/', 'seo_title')!)));
  });

  test('a trailing slash opens the page, not the 404, and is dropped from the address', async ({ page }) => {
    const response = await gotoHydrated(page, '/samarkand/visa/#registration');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/samarkand\/visa#registration$/);
    await expect(page.locator('.menu__link--active', { hasText: 'Виза и регистрация' })).toBeVisible();
  });

  test("the search box's «Все результаты» link works when opened on its own", async ({ page }) => {
    await gotoHydrated(page, '/samarkand/about');
    const indexLoaded = page.waitForResponse(/search-index.*\.json/);
    await page.locator('.navbar input.navbar__search-input').focus();
    await indexLoaded;
    await page.locator('.navbar input.navbar__search-input').fill('виза');
    const seeAll = page.getByRole('link', { name: /Все результаты/ });
    // The plugin hard-codes /search/?q=…: a new tab or a shared link loads it directly.
    const href = await seeAll.getAttribute('href', { timeout: 15_000 });
    expect(href).toMatch(/\/search\/\?q=/);
    const response = await gotoHydrated(page, href!);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/search\?q=/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('виза');
  });

  test('an unlisted page says in Russian that only a direct link leads to it, and asks robots not to index it', async ({
    page,
    request,
  }) => {
    // A test-only doc with `unlisted: true` (src/plugins/e2e-fixtures/docs).
    await gotoHydrated(page, '/e2e/docs/unlisted');
    const notice = page.locator('.theme-unlisted-banner');
    await expect(notice).toContainText('Скрытая страница');
    await expect(notice).toContainText('только по прямой ссылке');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/e2e/docs/unlisted');
  });

  test('doc pages make no third-party request', async ({ page, externalRequests }) => {
    for (const route of ['/', '/samarkand/visa', '/services/finance']) {
      await gotoHydrated(page, route);
    }
    expect(externalRequests).toEqual([]);
  });

  test('sitemap, robots.txt and the web manifest are served', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const route of ['/samarkand/visa', '/map', '/occupation']) expect(sitemap).toContain(`${route}</loc>`);
    expect(sitemap).not.toContain('/search</loc>');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.lang).toBe('ru');
    expect(manifest.icons.length).toBeGreaterThan(0);
  });
});
