/**
 * Reaching readers where they are (issue #50), on the e2e build (SAMGUIDE_CONTACT_EMAIL set):
 * - the no-account way to help next to the GitHub form on a place card and on the home page
 *   (/sale's two ways: sale.spec.ts; a page's date detail: blocks.spec.ts «old facts»);
 * - link previews as Telegram reads them: the tags in the built HTML, the picture's file, size and type;
 * - JSON-LD: every script parses and passes the schema check (src/lib/structuredData.ts), every doc page
 *   names its section and itself, every place card has its entity; the sitemap's lastmod.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load as loadHtml } from 'cheerio';
import sharp from 'sharp';
import { test, expect, gotoHydrated, axeViolations } from './fixtures';
import { DOC_ROUTES } from './routes';
import { loadCatalogue } from '../../data/places';
import { checkStructuredData } from '../../src/lib/structuredData';

const BUILD = path.resolve('build');

/** A built page, parsed (attributes may come without quotes: a parser, not a regex). */
function builtPage(route: string) {
  const file = [`${route === '/' ? '/index' : route}.html`, `${route}/index.html`]
    .map((f) => path.join(BUILD, f))
    .find((f) => existsSync(f))!;
  return loadHtml(readFileSync(file, 'utf8'));
}

const message = (href: string | null) => {
  const url = new URL(href!);
  expect(url.origin + url.pathname).toBe('https://t.me/share/url');
  return { page: url.searchParams.get('url'), text: url.searchParams.get('text')! };
};

test.describe('help without a GitHub account', () => {
  test('a place card: «Сообщить, что сведения устарели» on GitHub, or the same fields through Telegram or by e-mail', async ({
    page,
  }) => {
    await gotoHydrated(page, '/children/kindergarten');
    const card = page.locator('section#glc-school');
    const github = new URL(
      (await card.getByRole('link', { name: 'Сообщить, что сведения устарели' }).getAttribute('href'))!,
    );
    expect(github.searchParams.get('template')).toBe('outdated.yml');
    const name = (await card.locator('h3').textContent())!.replace(/\u200b/g, '');

    const shared = message(await card.getByRole('link', { name: 'в Telegram' }).getAttribute('href'));
    expect(shared.page).toMatch(/\/children\/kindergarten#glc-school$/);
    expect(shared.text.split('\n').slice(2)).toEqual([
      `Страница: ${shared.page}`,
      `Место: ${name} (id: glc-school)`,
      'Дата сведений: Сведения на сентябрь 2024\u00a0года',
      'Что неверно или устарело:',
      'Как правильно сейчас:',
      'Ссылка на источник:',
    ]);
    await expect(card.getByRole('link', { name: 'в Telegram' })).toHaveAttribute('target', '_blank');

    const mail = (await card.getByRole('link', { name: 'по почте' }).getAttribute('href'))!;
    const letter = new URLSearchParams(mail.slice(mail.indexOf('?') + 1));
    expect(mail).toMatch(/^mailto:guide@example\.org\?/);
    expect(letter.get('subject')).toBe(`Неточность в карточке «${name}»`);
    expect(letter.get('body')).toBe(`${shared.text}\n\n${shared.page}`);
    expect(await axeViolations(page, 'section#glc-school')).toEqual([]);
  });

  test('the home page: «Предложить место» on GitHub, or the form’s questions through Telegram', async ({ page }) => {
    await gotoHydrated(page, '/');
    const item = page.locator('#contribute ~ ul li').filter({ hasText: 'Предложите место для карты' });
    const github = new URL((await item.getByRole('link', { name: 'Предложить место' }).getAttribute('href'))!);
    expect(github.searchParams.get('template')).toBe('new-place.yml');
    const shared = message(await item.getByRole('link', { name: 'в Telegram' }).getAttribute('href'));
    expect(shared.text.split('\n').slice(2)).toEqual([
      'Название:',
      'Раздел:',
      'Адрес или ссылка на карту:',
      'Часы работы:',
      'Телефон:',
      'Сайт и соцсети:',
      'Чем полезно:',
      'Когда вы это видели:',
      'Откуда сведения:',
    ]);
    await expect(item.getByRole('link', { name: 'по почте' })).toHaveAttribute('href', /^mailto:guide@example\.org\?/);
  });
});

test.describe('link previews', () => {
  test('every doc page has its own 1200×630 PNG as og:image and its short title (≤ 60) as og:title', async () => {
    const images = new Set<string>();
    for (const route of DOC_ROUTES) {
      const $ = builtPage(route);
      const title = $('meta[property="og:title"]');
      expect(title, route).toHaveLength(1);
      const ogTitle = title.attr('content')!;
      expect(ogTitle.length, `${route}: og:title «${ogTitle}»`).toBeLessThanOrEqual(60);
      expect(ogTitle, route).toBe($('article h1').first().text().trim() || ogTitle);
      const description = $('meta[property="og:description"]').attr('content');
      expect(description?.length, `${route}: og:description`).toBeGreaterThan(20);

      const image = $('meta[property="og:image"]');
      expect(image, route).toHaveLength(1);
      const url = new URL(image.attr('content')!);
      expect(url.pathname, route).toMatch(/^\/img\/og\/.+\.png$/);
      images.add(url.pathname);
      const file = path.join(BUILD, decodeURIComponent(url.pathname));
      expect(existsSync(file), `${route}: ${url.pathname} in the build`).toBe(true);
      const meta = await sharp(readFileSync(file)).metadata();
      expect({ route, format: meta.format, width: meta.width, height: meta.height }).toEqual({
        route,
        format: 'png',
        width: 1200,
        height: 630,
      });
      expect($('meta[property="og:image:width"]').attr('content')).toBe('1200');
    }
    // Each page its own picture.
    expect(images.size).toBe(DOC_ROUTES.length);
  });
});

test.describe('structured data', () => {
  const catalogue = loadCatalogue();

  test('every JSON-LD script parses and passes the schema check; every doc page names its section and itself; every card has its entity', async ({
    baseURL,
  }) => {
    let cards = 0;
    for (const route of DOC_ROUTES) {
      const $ = builtPage(route);
      const docs = $('script[type="application/ld+json"]')
        .toArray()
        .map((el) => JSON.parse($(el).text()) as Record<string, unknown>);
      for (const doc of docs)
        expect(checkStructuredData(doc), `${route}: ${JSON.stringify(doc).slice(0, 200)}`).toEqual([]);

      const lists = docs.filter((d) => d['@type'] === 'BreadcrumbList');
      // The home page is in no section and has no breadcrumbs.
      if (route !== '/') {
        expect(lists, `${route}: one BreadcrumbList`).toHaveLength(1);
        const items = lists[0].itemListElement as { name: string; item: string }[];
        expect(items.length, route).toBe(2);
        // The names the reader sees in the breadcrumbs: the section (or the guide) and the page's sidebar label.
        const visible = $('.breadcrumbs__item:not(:has(.breadcrumbs__link[aria-label]))')
          .toArray()
          .map((el) => $(el).text().trim());
        expect(items[1].name, route).toBe(visible.at(-1));
        expect(new URL(items[1].item).pathname.replace(/(.)\/$/, '$1'), route).toBe(route);
        expect(items[0].name, route).toBe(visible.length > 1 ? visible.at(-2) : 'Самарканд: справочник релоканта');
      }

      const entities = docs.flatMap((d) => (d['@graph'] as Record<string, unknown>[] | undefined) ?? []);
      for (const el of $('section[data-place]').toArray()) {
        const id = $(el).attr('data-place')!;
        const entity = entities.find((e) => new URL(e.url as string).hash === `#${id}`);
        expect(entity, `${route}: the card ${id}`).toBeDefined();
        expect(new URL(entity!.url as string).pathname.replace(/(.)\/$/, '$1'), id).toBe(route);
        expect(entity!.name, id).toBe(catalogue.place(id)!.name);
        expect('geo' in entity!, `${route}#${id}: geo`).toBe(Boolean(catalogue.place(id)!.location));
        cards++;
      }
    }
    expect(cards).toBeGreaterThan(150);
    expect(baseURL).toBeTruthy();
  });

  test('the sitemap gives every doc page its last change', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const $ = loadHtml(sitemap, { xml: true });
    const lastmod = Object.fromEntries(
      $('url')
        .toArray()
        .map((el) => [new URL($(el).find('loc').text()).pathname, $(el).find('lastmod').text()]),
    );
    for (const route of DOC_ROUTES) expect(lastmod[route], route).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
