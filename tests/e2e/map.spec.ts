/**
 * /map and the place components, with the Yandex Maps API replaced by a
 * recording stub (tests/e2e/fixtures/ymaps-stub.js): the network here is closed,
 * and the tests must not depend on Yandex. Without a route of its own a test
 * gets the API aborted by the shared fixture, like a reader with a blocker.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';
import { pinsNeeded } from './mapList';

const STUB = readFileSync(path.join(__dirname, 'fixtures', 'ymaps-stub.js'), 'utf8');
const MODULES =
  'Map,Placemark,control.ZoomControl,control.GeolocationControl,control.TypeSelector,geoObject.addon.balloon,geoObject.addon.hint';

type StubRecord = {
  url: string;
  controls: string[];
  placemarks: unknown[];
  modules: string[];
  maps: unknown[];
};

/** Serve the stub for the maps API; returns the URLs the page asked for. */
async function stubMapsApi(page: Page) {
  const requested: string[] = [];
  await page.route('**://api-maps.yandex.ru/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: STUB });
  });
  return requested;
}

const stub = (page: Page) => page.evaluate(() => (window as unknown as { __ymapsStub: StubRecord }).__ymapsStub);
const placemarks = (page: Page) => page.locator('.ymaps-stub-placemark');
const chooser = (page: Page) => page.getByLabel('Что показать');
const listTitle = (page: Page) => page.locator('#map-list-title');
/** The places the list shows now (the static list hides the others). */
const listed = (page: Page) => page.locator('#map-list-title ~ section li').filter({ visible: true });

test.describe('/map with the maps API', () => {
  // Nearly two hundred placemarks, redrawn per selection: give slow CI machines room.
  test.slow();
  test('loads API 2.1 in Russian with only the modules it uses, and draws every pinned place', async ({ page }) => {
    const requested = await stubMapsApi(page);
    await gotoHydrated(page, '/map');
    await expect(page).toHaveTitle(/^Карта Самарканда/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Карта Самарканда для релокантов/,
    );
    await expect(page.getByText('Карта не полная')).toBeVisible();

    // A wide screen has room: the map loads with the page, no button to ask for it.
    await expect(page.getByTestId('ymaps-stub-map')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Показать на карте' })).toBeHidden();
    expect(requested).toHaveLength(1);
    const api = new URL(requested[0]);
    expect(api.pathname).toBe('/2.1/');
    expect(api.searchParams.get('lang')).toBe('ru_RU');
    expect(api.searchParams.get('load')).toBe(MODULES);

    const record = await stub(page);
    expect(record.maps).toHaveLength(1);
    expect([...record.controls].sort()).toEqual(['GeolocationControl', 'TypeSelector', 'ZoomControl']);
    // Everything the page required was in load= (the stub refuses anything else).
    expect(record.modules.every((m) => MODULES.split(',').includes(m))).toBe(true);
    await expect(placemarks(page)).toHaveCount(await pinsNeeded(listed(page)));
    await expect(listTitle(page)).toHaveText(/^Все места: \d+ мест/);
  });

  test('placemarks have preset icons by category, hints and balloons', async ({ page }) => {
    await stubMapsApi(page);
    await gotoHydrated(page, '/map');
    const airport = placemarks(page).filter({ hasText: /^Аэропорт$/ });
    await expect(airport.first()).toBeVisible();
    // Own icon for the airport; the Railway station's is its own too; a plov place inherits the cafe group's.
    await expect(page.locator('.ymaps-stub-placemark[data-preset="islands#blueAirportIcon"]')).toHaveCount(1);
    await expect(placemarks(page).filter({ hasText: 'Polvonosh' })).toHaveAttribute(
      'data-preset',
      'islands#orangeFoodIcon',
    );

    await placemarks(page).filter({ hasText: 'Polvonosh' }).click();
    const balloon = page.locator('.ymaps-stub-balloon');
    await expect(balloon.locator('.h')).toHaveText('Polvonosh');
    await expect(balloon.locator('.b')).toContainText('пн–сб: 8:00–15:00');
    await expect(balloon.getByRole('link', { name: 'Яндекс Карты' })).toHaveAttribute(
      'href',
      /^https:\/\/yandex\.uz\/maps\//,
    );
    // No dated fact, so no date: never the day the source's files were committed (#22 §1), and
    // never a «Проверено» that nobody made.
    await expect(balloon.locator('.f')).toHaveText('');
  });

  test('a category filters the placemarks, lives in the URL, and back/forward restore it', async ({ page }) => {
    await stubMapsApi(page);
    await gotoHydrated(page, '/map');
    // Wait until the map has drawn every place before counting.
    await expect(placemarks(page)).toHaveCount(await pinsNeeded(listed(page)));
    const all = await placemarks(page).count();

    await chooser(page).selectOption('cafe/uzbek-food/osh');
    await expect(page).toHaveURL(/\/map#cafe\/uzbek-food\/osh$/);
    await expect(listTitle(page)).toHaveText(/^Плов: /);
    await expect(placemarks(page)).toHaveCount(await pinsNeeded(listed(page)));
    const osh = await placemarks(page).count();
    expect(osh).toBeGreaterThan(0);
    expect(osh).toBeLessThan(all);
    await expect(placemarks(page).filter({ hasText: 'Polvonosh' })).toHaveCount(1);
    await expect(placemarks(page).filter({ hasText: 'Korzinka' })).toHaveCount(0);
    await expect(chooser(page)).toHaveValue('cafe/uzbek-food/osh');
    await expect(chooser(page).locator('option:checked')).toHaveText(/^\s*Плов \(\d+( \+ \d+ из других разделов)?\)$/);

    await chooser(page).selectOption('cafe/bar');
    await expect(page).toHaveURL(/\/map#cafe\/bar$/);
    await expect(placemarks(page).filter({ hasText: 'Polvonosh' })).toHaveCount(0);

    await page.goBack();
    await expect(page).toHaveURL(/\/map#cafe\/uzbek-food\/osh$/);
    await expect(placemarks(page)).toHaveCount(osh);
    await expect(chooser(page)).toHaveValue('cafe/uzbek-food/osh');
    await page.goBack();
    await expect(page).toHaveURL(/\/map$/);
    await expect(placemarks(page)).toHaveCount(all);
    await page.goForward();
    await expect(placemarks(page)).toHaveCount(osh);
  });

  test('a shared link opens its selection; every view is a real anchor', async ({ page }) => {
    await stubMapsApi(page);
    await gotoHydrated(page, '/map#pyatok');
    await expect(listTitle(page)).toHaveText(/^Пятаки/);
    await expect(placemarks(page)).toHaveCount(4);
    // Server-rendered targets for every view (the build checks links to them).
    const html = await (await page.request.get('/map')).text();
    for (const id of ['all', 'cafe/uzbek-food/osh', 'market/grocery/korzinka', 'pyatok']) {
      expect(html).toMatch(new RegExp(`id="?${id.replace(/\//g, '\\/')}[">\\s]`));
    }
    for (const id of ['all', 'cafe/uzbek-food/osh', 'pyatok'])
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
  });

  test('a place named like markup shows as text in the hint and the balloon', async ({ page }) => {
    // A fixture name injected into the map's data chunk on the way to the browser:
    // nothing fake is shipped, and the test covers the real escaping path.
    const evil = '<img src=x onerror=window.__xss=1>';
    await page.route('**/assets/js/*.js', async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      return route.fulfill({
        response,
        body: body.includes('Mahallaosh') ? body.replaceAll('Mahallaosh', evil) : body,
      });
    });
    await stubMapsApi(page);
    // Reach /map by client-side navigation, so the injected name is not compared with the server HTML.
    await gotoHydrated(page, '/services/pets');
    await page.locator('footer').getByRole('link', { name: 'Карта' }).click();
    await expect(page).toHaveURL(/\/map$/);
    const mark = placemarks(page).filter({ hasText: evil });
    await expect(mark).toHaveCount(1);
    await mark.click();
    await expect(page.locator('.ymaps-stub-balloon .h')).toHaveText(evil);
    await expect(page.locator('.ymaps-stub-map img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });
});

test.describe('/map without the maps API', () => {
  test('the API is blocked: no crash, a notice and the full list with map links', async ({
    page,
    externalRequests,
  }) => {
    await gotoHydrated(page, '/map');
    await expect(page.getByRole('status')).toContainText('Карта не загрузилась');
    expect(externalRequests.some((u) => u.includes('api-maps.yandex.ru'))).toBe(true);
    await expect(listTitle(page)).toHaveText(/^Все места: \d+ мест/);
    const item = listed(page).filter({ hasText: 'Polvonosh' });
    await expect(item.getByRole('link', { name: 'Яндекс Карты' })).toHaveAttribute('href', /yandex\.uz\/maps/);
    await expect(item.getByRole('link', { name: 'Google Maps' })).toBeVisible();
    // The chooser still filters the list: the static markup shows only the chosen places and their groups.
    await chooser(page).selectOption('market/bazar');
    await expect(listTitle(page)).toHaveText(/^Рынки: (\d+) мест/);
    await expect(listed(page).filter({ hasText: 'Polvonosh' })).toHaveCount(0);
    const count = Number((await listTitle(page).innerText()).match(/: (\d+)/)![1]);
    await expect(listed(page)).toHaveCount(count);
    await expect(page.locator('#map-places section[data-group]').filter({ visible: true })).toHaveCount(
      await page.locator('#map-places section[data-group]:has(li:not([hidden]))').count(),
    );
  });

  test('the server HTML already lists the places (no JavaScript needed)', async ({ request }) => {
    const html = await (await request.get('/map')).text();
    expect(html).toContain('Polvonosh');
    // Every place of the catalogue, once.
    const items = html.match(/<li [^>]*data-place=/g) ?? [];
    expect(items.length).toBeGreaterThan(150);
    const title = html.replace(/<!-- -->/g, '').match(/Все места: (\d+)/);
    expect(title && Number(title[1])).toBe(items.length);
    expect(html).toContain('Карта Самарканда');
    expect(html).toMatch(/href="?https:\/\/2gis\.uz/);
  });
});

test.describe('/map at the breakpoint (phones: tests/e2e/map-phone.spec.ts)', () => {
  // The CSS and the script must agree: a wide screen reserves the map's place and loads it with the
  // page; a narrower one reserves nothing and waits for «Показать на карте».
  for (const [width, withPage] of [
    [997, true],
    [996, false],
  ] as const) {
    test(`${width} px: the map ${withPage ? 'loads with the page' : 'waits for the button'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const requested = await stubMapsApi(page);
      await gotoHydrated(page, '/map');
      const toggle = page.getByRole('button', { name: 'Показать на карте' });
      if (withPage) {
        await expect(placemarks(page)).toHaveCount(await pinsNeeded(listed(page)));
        await expect(toggle).toBeHidden();
      } else {
        await expect(listTitle(page)).toBeVisible();
        await expect(page.locator('#map-box')).toBeHidden();
        await page.waitForLoadState('networkidle');
        expect(requested).toEqual([]);
        await toggle.click();
        await expect(placemarks(page)).toHaveCount(await pinsNeeded(listed(page)));
      }
      expect(requested).toHaveLength(1);
    });
  }
});

test.describe('place components in pages', () => {
  test('an inline map loads the API only when asked, and links to /map', async ({ page }) => {
    const requested = await stubMapsApi(page);
    await gotoHydrated(page, '/purchases/bazar');
    const figure = page.locator('figure[data-category="bazar"]');
    await expect(figure.getByRole('link', { name: 'Открыть на большой карте' })).toHaveAttribute(
      'href',
      '/map#market/bazar',
    );
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    await figure.getByRole('button', { name: 'Показать на карте' }).click();
    await expect(figure.getByTestId('ymaps-stub-map')).toBeVisible();
    expect(requested).toHaveLength(1);
    const count = Number((await figure.locator('figcaption').innerText()).match(/(\d+) мест/)![1]);
    await expect(figure.locator('.ymaps-stub-placemark')).toHaveCount(count);
  });

  test('an inline map whose API fails lists its places instead', async ({ page }) => {
    await gotoHydrated(page, '/purchases/bazar');
    const figure = page.locator('figure[data-category="bazar"]');
    await figure.getByRole('button', { name: 'Показать на карте' }).click();
    await expect(figure.getByRole('status')).toContainText('Карта не загрузилась');
    await expect(figure.getByRole('link', { name: 'Яндекс Карты' }).first()).toBeVisible();
  });

  test('the fallback list gives each place its address, or the mall it is in (#27 §5)', async ({ page }) => {
    await gotoHydrated(page, '/purchases/household');
    const figure = page.locator('figure[data-category="household"]');
    await figure.getByRole('button', { name: 'Показать на карте' }).click();
    await expect(figure.getByRole('status')).toContainText('Карта не загрузилась');
    await expect(figure.getByRole('listitem').filter({ hasText: 'Home market' })).toContainText(
      'Home market, в ТЦ Makon Mall (ГУМ)',
    );
    // Red tag's point was another shop's: it has no pin, so it is not on the map or in its list.
    await expect(figure.getByRole('listitem').filter({ hasText: 'Red tag' })).toHaveCount(0);
  });

  test('a shop in a mall says so and links to the mall’s card on its page (#28 §6)', async ({ page }) => {
    await gotoHydrated(page, '/children/activities');
    const card = page.locator('section#igrovaya-ploshchadka-v-makon-mall');
    await expect(card.locator('dd').first()).toHaveText('в ТЦ Makon Mall (ГУМ)');
    // Its map links used to open the mall: gone, the mall's card has them.
    await expect(card.getByRole('link', { name: /Яндекс Карты|2ГИС/ })).toHaveCount(0);
    await card.getByRole('link', { name: 'Makon Mall (ГУМ)' }).click();
    await expect(page).toHaveURL(/\/purchases\/malls#makon-mall$/);
    await expect(page.locator('section#makon-mall')).toBeInViewport();
  });

  test('doubtful hours are marked and never say «Открыто сейчас» or «Закрыто» (Orlmed, #28 §6)', async ({ page }) => {
    // Monday 10:00 in Samarkand: inside the hours as the source writes them.
    await page.clock.setFixedTime(new Date('2026-06-08T10:00:00+05:00'));
    await gotoHydrated(page, '/services/medicine');
    const orlmed = page.locator('section#orlmed');
    await expect(orlmed).toContainText('Часы не подтверждены');
    // A card with firm hours on the same page gets its status: the page's client module ran.
    await expect(page.locator('section[data-place] [data-status]').first()).toBeVisible();
    await expect(orlmed.locator('[data-status]')).toHaveCount(0);
    await expect(orlmed).not.toContainText(/Открыто сейчас|Закрыто/);
  });

  test('pages with cards but no map never load the maps API', async ({ page, externalRequests }) => {
    for (const route of ['/samarkand/visa', '/services/pets', '/cafe/uzbek']) await gotoHydrated(page, route);
    expect(externalRequests.filter((u) => u.includes('api-maps'))).toEqual([]);
  });

  test('cards are in the static HTML with their anchor and phone links, and no borrowed date', async ({ request }) => {
    const html = await (await request.get('/cafe/uzbek')).text();
    expect(html).toMatch(/<section[^>]*id="?polvonosh/);
    expect(html).toContain('Polvonosh');
    // Polvonosh has no dated fact: the card has no date line; the page's date covers it (#22 §1).
    // (The page's own text may say «не позднее …» of its section; the card must not.)
    const card = /<section[^>]*id="?polvonosh[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(card).toContain('Polvonosh');
    expect(card).not.toContain('не позднее');
    expect(card).not.toContain('Сведения на');
    expect(html).not.toContain('Проверено');
    expect(html).toMatch(/href="?tel:\+998/);
    // The status depends on the reader's clock: never in the server HTML.
    expect(html).not.toContain('Открыто сейчас');
  });

  test('a card with a dated price: the price carries its own date, once (#13 §3, #47 §2)', async ({ page }) => {
    await gotoHydrated(page, '/children/kindergarten');
    const card = page.locator('section#glc-school');
    const price = card.locator('li').filter({ hasText: /^Стоимость:/ });
    await expect(price).toContainText('2\u00a0500\u00a0000\u00a0сум');
    await expect(price.locator('[data-price]')).toHaveAttribute('data-as-of', '2024-09-23');
    await expect(price).toContainText('· 23\u00a0сентября\u00a02024');
    expect((await card.innerText()).match(/сентябр/g)).toHaveLength(1);
    await expect(card).not.toContainText('Сведения на');
  });

  for (const [when, instant, expected] of [
    ['Monday 10:00', '2026-06-08T10:00:00+05:00', 'Открыто сейчас'],
    ['Monday 16:00', '2026-06-08T16:00:00+05:00', 'Закрыто'],
    ['Sunday noon', '2026-06-14T12:00:00+05:00', 'Закрыто'],
  ] as const) {
    test(`a card shows «${expected}» on ${when} in Samarkand`, async ({ page }) => {
      await page.clock.setFixedTime(new Date(instant));
      await gotoHydrated(page, '/cafe/uzbek');
      const card = page.locator('section#polvonosh');
      await expect(card).toContainText('пн–сб: 8:00–15:00');
      await expect(card.locator('[data-status]')).toHaveText(expected);
    });
  }

  for (const name of ['Polvonosh', 'Розмарин']) {
    test(`the site search finds the card «${name}»`, async ({ page }) => {
      test.slow(); // The whole index (hundreds of kilobytes) loads on first use.
      await gotoHydrated(page, '/samarkand/about');
      await page.locator('.navbar__search-input').fill(name);
      // The card's heading is a result of its own, pointing at the card.
      const option = page.locator('[role="listbox"] [role="option"]').filter({ hasText: name }).first();
      await expect(option).toBeVisible({ timeout: 20_000 });
      await option.click();
      await expect(page).toHaveURL(new RegExp(`/cafe/uzbek#${name === 'Polvonosh' ? 'polvonosh' : 'rozmarin'}$`));
      await expect(page.locator(`section[aria-label="${name}"]`).first()).toBeInViewport();
    });
  }

  test('«Сообщить, что сведения устарели» opens the «Сведения устарели» form with the place filled in', async ({
    page,
  }) => {
    await gotoHydrated(page, '/cafe/uzbek');
    const link = page.locator('section#polvonosh').getByRole('link', { name: 'Сообщить, что сведения устарели' });
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.pathname).toMatch(/\/issues\/new$/);
    expect(href.searchParams.get('template')).toBe('outdated.yml');
    expect(href.searchParams.get('title')).toBe('Неточность в карточке «Polvonosh»');
    expect(href.searchParams.get('place')).toBe('Polvonosh (id: polvonosh)');
    expect(href.searchParams.get('page')).toMatch(/\/cafe\/uzbek#polvonosh$/);
    // The card has no date of its own, so the form's «facts» field is left for the reader.
    expect(href.searchParams.has('facts')).toBe(false);
  });
});

test.describe('accessibility', () => {
  // axe over the whole catalogue list takes a while on a 2-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('/map without the API has no WCAG A/AA violations', async ({ page }) => {
    await gotoHydrated(page, '/map');
    await expect(page.getByRole('status')).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
  });

  test('place cards and an inline map have no WCAG A/AA violations', async ({ page }) => {
    await gotoHydrated(page, '/purchases/bazar');
    expect(await axeViolations(page, '.markdown section[aria-label]')).toEqual([]);
    expect(await axeViolations(page, 'figure[data-category]')).toEqual([]);
  });
});
