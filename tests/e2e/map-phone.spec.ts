/**
 * /map on a 360×740 touch phone (#19 §5, #23 §2): the first screen is the chooser and the list, the
 * map (and the maps API) only on «Показать на карте», nothing shifts whether it loads or not,
 * a category shows its places right below the chooser, «Рядом с» sorts by distance from a landmark or a
 * mocked position (online, and in the saved offline copy with the server stopped), «Открыто
 * сейчас» filters by the hours in Samarkand time, and React hydrates only the controls.
 *
 * Without a route of its own the maps API is aborted by the shared fixture: the map cannot load.
 * A test that serves the stub (tests/e2e/fixtures/ymaps-stub.js) gets a map that loads.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, offlineCopySettled, test } from './fixtures';
import { pinsNeeded } from './mapList';
import { loadCatalogue } from '../../data/places';
import { mapData } from '../../data/places/catalogue';
import { selectPlaces } from '../../data/places/select';

const SCREEN = { width: 360, height: 740 };
const STUB = readFileSync(path.join(__dirname, 'fixtures', 'ymaps-stub.js'), 'utf8');
/** Near the Registan. */
const REGISTAN = { latitude: 39.6548, longitude: 66.9757 };
/** Elements with a React fiber after hydration (#23 §3): the static list does not count. */
const HYDRATED_BUDGET = 600;

test.use({ viewport: SCREEN, hasTouch: true, isMobile: true });

const chooser = (page: Page) => page.getByLabel('Что показать');
const nearField = (page: Page) => page.getByLabel('Рядом с', { exact: true });
/** «Рядом с»: a landmark's name, «Моё местоположение», or '' for none (as picked from the field's list). */
const pickNear = (page: Page, value: string) => nearField(page).fill(value);
const openNowBox = (page: Page) => page.getByRole('checkbox', { name: 'Открыто сейчас' });
const listTitle = (page: Page) => page.locator('#map-list-title');
/** The places the list shows now, in the order it shows them. */
const listed = (page: Page) => page.locator('#map-places li[data-place]').filter({ visible: true });
const showMap = (page: Page) => page.getByRole('button', { name: 'Показать на карте' });
const hideMap = (page: Page) => page.getByRole('button', { name: 'Скрыть карту' });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: 'Карта не загрузилась' });
const placemarks = (page: Page) => page.locator('.ymaps-stub-placemark');
const isMapsApi = (url: string) => new URL(url).hostname === 'api-maps.yandex.ru';

/** Opens /map (the maps API blocked unless the test routes it) and waits for the list. */
async function openMap(page: Page, hash = '') {
  await gotoHydrated(page, `/map${hash}`);
  await expect(listTitle(page)).toBeVisible();
}

/** Serves the stub for the maps API once `held` resolves; returns the URLs the page asked for. */
async function stubMapsApi(page: Page, held: Promise<void> = Promise.resolve()) {
  const requested: string[] = [];
  await page.route('**://api-maps.yandex.ru/**', async (route) => {
    requested.push(route.request().url());
    await held;
    await route.fulfill({ contentType: 'text/javascript', body: STUB });
  });
  return requested;
}

/** A promise and the function that resolves it: holds a routed request until the test lets it go. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

type Shift = { value: number; hadRecentInput: boolean; startTime: number };

/** Records every layout shift of the page from its first paint (window.shifts). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { shifts: Shift[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput, startTime: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The layout shifts since `since` (performance.now()): all of them, or those the reader did not cause (CLS). */
async function shiftsSince(page: Page, since = 0, { all = false } = {}) {
  const shifts = await page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
  return shifts.filter((s) => s.startTime >= since && (all || !s.hadRecentInput)).reduce((sum, s) => sum + s.value, 0);
}

async function allowLocation(context: BrowserContext, baseURL: string) {
  await context.grantPermissions(['geolocation'], { origin: new URL(baseURL).origin });
  await context.setGeolocation(REGISTAN);
}

/** Ids and distances in metres of the listed places (undefined: no distance shown). */
async function shownDistances(page: Page) {
  return listed(page).evaluateAll((items) =>
    items.map((li) => {
      const text = li.querySelector('[data-distance]')?.textContent;
      if (!text) return { id: (li as HTMLElement).dataset.place!, meters: undefined, text };
      const [, number, unit] = /^([\d\u00a0]+(?:,\d)?)\u00a0(м|км)(?: · \d+\u00a0мин пешком)?$/.exec(text) ?? [];
      const value = Number(number?.replace(/\u00a0/g, '').replace(',', '.'));
      return { id: (li as HTMLElement).dataset.place!, meters: unit === 'км' ? value * 1000 : value, text };
    }),
  );
}

/** «Моё местоположение» at the Registan: nearest first, distances shown, places without a pin last. */
async function expectSortedByDistance(page: Page) {
  await pickNear(page, 'Моё местоположение');
  await expect(page.getByRole('status').filter({ hasText: 'Сначала ближние к вам' })).toBeVisible();
  await expect(nearField(page)).toHaveValue('Моё местоположение');
  const shown = await shownDistances(page);
  expect(shown.length).toBeGreaterThan(150);
  const measured = shown.filter((s) => s.meters !== undefined);
  expect(measured.length).toBeGreaterThan(100);
  for (const s of measured)
    expect(s.text, s.id).toMatch(/^(\d{2,3}\u00a0м|\d,\d\u00a0км|\d[\d\u00a0]*\u00a0км)( · \d{1,2}\u00a0мин пешком)?$/);
  // Rounded figures: compare with the rounding's room.
  for (let i = 1; i < measured.length; i++)
    expect(measured[i].meters!, measured[i].id).toBeGreaterThanOrEqual(measured[i - 1].meters! - 50);
  expect(measured[0].meters!).toBeLessThan(1000);
  // The places without a pin come after every place with a distance, and say why.
  const firstUnpinned = shown.findIndex((s) => s.meters === undefined);
  expect(firstUnpinned).toBe(measured.length);
  await expect(listed(page).nth(firstUnpinned)).toContainText('нет точки на карте');
  // The nearest place is at the top of the list, right below the controls.
  await expect(listed(page).first()).toHaveAttribute('data-place', measured[0].id);
}

/** The catalogue, as /map gets it: the oracle of the «Рядом с» tests. */
const catalogue = mapData(loadCatalogue());

/** Straight-line metres, computed here rather than by the code under test. */
function metres(a: readonly [number, number], b: readonly [number, number]) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(b[0] - a[0]) / 2) ** 2 +
    Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/** The places of a category with a pin, nearest to a landmark first, by the catalogue's coordinates. */
function nearestByCatalogue(landmarkId: string, categoryPath: string) {
  const at = catalogue.places.find((p) => p.id === landmarkId)!.location!;
  const category = catalogue.categories.find((c) => c.path === categoryPath)!;
  const tagIds = catalogue.tags.map((t) => t.id);
  return selectPlaces(catalogue.places, catalogue.categories, tagIds, category.id)!
    .filter((p) => p.location)
    .map((p) => ({ id: p.id, meters: metres(at, p.location!) }))
    .sort((a, b) => a.meters - b.meters);
}

/** The list shows the category's places nearest to the landmark first, each with its distance and walk. */
async function expectNearestFirst(page: Page, landmarkId: string, categoryPath: string) {
  const expected = nearestByCatalogue(landmarkId, categoryPath);
  const name = catalogue.places.find((p) => p.id === landmarkId)!.name;
  await expect(page.getByRole('status').filter({ hasText: `Сначала ближние к ориентиру «${name}»` })).toBeVisible();
  await expect(chooser(page)).toHaveValue(categoryPath);
  await expect(listed(page).first()).toHaveAttribute('data-place', expected[0]!.id);
  const shown = await shownDistances(page);
  expect(shown.slice(0, expected.length).map((s) => s.id)).toEqual(expected.map((e) => e.id));
  // The figure shown is the catalogue's distance, rounded (10 m, or 100 m past a kilometre).
  const first = shown[0]!;
  expect(Math.abs(first.meters! - expected[0]!.meters)).toBeLessThanOrEqual(expected[0]!.meters < 995 ? 5 : 50);
  await expect(listed(page).first().locator('[data-distance]')).toContainText('мин пешком');
}

test.describe('/map on a phone (the maps API blocked, unless a test serves the stub)', () => {
  test('the first screen: the chooser and the list; no maps API and no shift until «Показать на карте»', async ({
    page,
    externalRequests,
  }) => {
    await recordShifts(page);
    await openMap(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const top = await listed(page)
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(1.5 * SCREEN.height);
    // The chooser is one control, not a screenful of rows; collections are in it too.
    const controls = (await chooser(page).locator('xpath=..').boundingBox())!;
    expect(controls.height).toBeLessThan(SCREEN.height / 2);
    await expect(chooser(page).locator('optgroup[label="Подборки"] option')).not.toHaveCount(0);
    await expect(chooser(page).locator('option[value="cafe/uzbek-food/osh"]')).toHaveText(
      /Плов \(\d+( \+ \d+ из других разделов)?\)$/,
    );
    // The map waits for the reader: a closed button above the list, no box, no request.
    await expect(showMap(page)).toHaveAttribute('aria-expanded', 'false');
    const box = page.locator(`[id="${await showMap(page).getAttribute('aria-controls')}"]`);
    await expect(box).toBeHidden();
    await expect(showMap(page)).toBeInViewport();
    await expect(notice(page)).toHaveCount(0);
    // Settled: nothing more would load by itself.
    await page.waitForLoadState('networkidle');
    expect(externalRequests.filter(isMapsApi)).toEqual([]);
    expect(await shiftsSince(page)).toBeLessThanOrEqual(0.02);
  });

  test('a category shows its places right below the chooser; the page does not jump to the top', async ({ page }) => {
    await openMap(page);
    await chooser(page).scrollIntoViewIfNeeded();
    await chooser(page).selectOption('cafe/uzbek-food');
    await expect(page).toHaveURL(/\/map#cafe\/uzbek-food$/);
    await expect(listTitle(page)).toHaveText(/^Узбекская кухня: (\d+) мест/);
    const count = Number((await listTitle(page).innerText()).match(/: (\d+)/)![1]);
    await expect(listed(page)).toHaveCount(count);
    await expect(listed(page).filter({ hasText: 'Polvonosh' })).toHaveCount(1);
    await expect(listed(page).filter({ hasText: 'Korzinka' })).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(chooser(page)).toBeInViewport();
    await expect(listTitle(page)).toBeInViewport();
    await expect(listed(page).first()).toBeInViewport();
    const gap = await page.evaluate(
      () =>
        document.querySelector('#map-places li:not([hidden])')!.getBoundingClientRect().top -
        document.getElementById('map-category')!.getBoundingClientRect().bottom,
    );
    // «Рядом с» (its label and field, 322 px measured at 360 px) sits between them since #48: was 250.
    expect(gap).toBeLessThan(340);
  });

  test('a link to a category from the guide lands on the chooser with its places', async ({ page }) => {
    await openMap(page, '#cafe/uzbek-food/osh');
    await expect(chooser(page)).toHaveValue('cafe/uzbek-food/osh');
    await expect(listTitle(page)).toHaveText(/^Плов: /);
    await expect(listed(page).first()).toBeInViewport();
  });

  test('«Моё местоположение» asks for the position only when picked, then sorts by distance', async ({
    page,
    context,
    baseURL,
  }) => {
    await allowLocation(context, baseURL!);
    await page.addInitScript(() => {
      const asked: string[] = [];
      (window as unknown as { asked: string[] }).asked = asked;
      const geo = navigator.geolocation;
      const original = geo.getCurrentPosition.bind(geo);
      geo.getCurrentPosition = (...args) => {
        asked.push('getCurrentPosition');
        original(...args);
      };
    });
    await openMap(page);
    const before = await listed(page).evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.place));
    expect(await page.evaluate(() => (window as unknown as { asked: string[] }).asked)).toEqual([]);
    await expectSortedByDistance(page);
    // Emptied: the list by category as before, without distances.
    await pickNear(page, '');
    await expect(page.getByRole('status').filter({ hasText: 'Сначала ближние' })).toHaveCount(0);
    await expect(page.locator('#map-places [data-distance]')).toHaveCount(0);
    expect(await listed(page).evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.place))).toEqual(
      before,
    );
  });

  test('«Моё местоположение» within a category keeps the category', async ({ page, context, baseURL }) => {
    await allowLocation(context, baseURL!);
    await openMap(page, '#cafe/uzbek-food');
    const count = await listed(page).count();
    await pickNear(page, 'Моё местоположение');
    await expect(listed(page).first().locator('[data-distance]')).toBeVisible();
    await expect(listed(page)).toHaveCount(count);
    await expect(listed(page).filter({ hasText: 'Korzinka' })).toHaveCount(0);
  });

  test('without permission: a Russian message and the list as it was', async ({ page, context }) => {
    await context.clearPermissions();
    await openMap(page);
    const before = await listed(page).evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.place));
    await pickNear(page, 'Моё местоположение');
    await expect(page.getByRole('alert')).toContainText('Нет доступа к геопозиции');
    await expect(nearField(page)).toHaveValue('');
    await expect(page.locator('#map-places [data-distance]')).toHaveCount(0);
    expect(await listed(page).evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.place))).toEqual(
      before,
    );
  });

  for (const [when, instant, open] of [
    ['Monday 10:00', '2026-06-08T10:00:00+05:00', true],
    ['Monday 16:00', '2026-06-08T16:00:00+05:00', false],
  ] as const) {
    test(`«Открыто сейчас» on ${when} in Samarkand ${open ? 'keeps' : 'hides'} Polvonosh (Mon–Sat 8–15)`, async ({
      page,
    }) => {
      await page.clock.setFixedTime(new Date(instant));
      await openMap(page, '#cafe/uzbek-food');
      const all = await listed(page).count();
      await openNowBox(page).check();
      await expect(listTitle(page)).toContainText('открытые сейчас');
      await expect(listed(page).filter({ hasText: 'Polvonosh' })).toHaveCount(open ? 1 : 0);
      const shown = await listed(page).count();
      expect(shown).toBeLessThan(all);
      await expect(listTitle(page)).toHaveText(new RegExp(`^Узбекская кухня: ${shown} `));
      await openNowBox(page).uncheck();
      await expect(listed(page)).toHaveCount(all);
    });
  }

  test('reached by a link inside the site (no server markup to keep), the list is whole and filters', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services/pets');
    await page.locator('footer').getByRole('link', { name: 'Карта' }).click();
    await expect(listTitle(page)).toHaveText(/^Все места: (\d+) мест/);
    const all = Number((await listTitle(page).innerText()).match(/: (\d+)/)![1]);
    await expect(listed(page)).toHaveCount(all);
    await chooser(page).selectOption('market/bazar');
    await expect(listTitle(page)).toHaveText(/^Рынки: /);
    await expect(listed(page)).not.toHaveCount(all);
    await expect(listed(page).filter({ hasText: 'Polvonosh' })).toHaveCount(0);
  });

  test('«Показать на карте» loads the map with the chosen places; nothing shifts while it loads', async ({ page }) => {
    // Held until the box is open, so that the shifts of its loading are measured apart from the tap's.
    const api = gate();
    const requested = await stubMapsApi(page, api.opened);
    await recordShifts(page);
    await openMap(page);
    // Chosen before the map is open: the map opens with these places.
    await chooser(page).selectOption('market/bazar');
    await expect(listTitle(page)).toHaveText(/^Рынки: /);
    expect(requested).toEqual([]);
    await showMap(page).click();
    await expect(hideMap(page)).toHaveAttribute('aria-expanded', 'true');
    // The map's code is in and asks for the API: the box is open at its height.
    await expect.poll(() => requested.length).toBe(1);
    await expect(page.locator('#map-box')).toBeVisible();
    const since = await page.evaluate(() => performance.now());
    api.open();
    const map = page.getByTestId('ymaps-stub-map');
    await expect(map).toBeVisible();
    expect(requested).toHaveLength(1);
    await expect(placemarks(page)).toHaveCount(await pinsNeeded(listed(page)));
    // The tap moved the list (the reader's own doing); the map's loading moved nothing after it.
    // (Not CLS over the whole visit here: selectOption is no real input, so its shift would count.)
    expect(await shiftsSince(page, since, { all: true })).toBe(0);
    // A box that leaves most of the screen to the chooser and the list, in view once opened.
    const box = (await map.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(SCREEN.width);
    expect(box.height).toBeGreaterThanOrEqual(240);
    expect(box.height).toBeLessThanOrEqual(SCREEN.height * 0.45);
    await expect(map).toBeInViewport({ ratio: 1 });

    // The chooser acts on the opened map as on the list.
    await chooser(page).selectOption('cafe/uzbek-food/osh');
    await expect(page).toHaveURL(/\/map#cafe\/uzbek-food\/osh$/);
    await expect(placemarks(page)).toHaveCount(await pinsNeeded(listed(page)));
    await expect(placemarks(page).filter({ hasText: 'Polvonosh' })).toHaveCount(1);
    await expect(placemarks(page).filter({ hasText: 'Korzinka' })).toHaveCount(0);
    await expect(chooser(page)).toBeInViewport();
    await expect(map).toBeInViewport();
    expect(requested).toHaveLength(1);

    await hideMap(page).click();
    await expect(map).toHaveCount(0);
    await expect(showMap(page)).toHaveAttribute('aria-expanded', 'false');
  });

  test('the map cannot load: the notice takes its place, and nothing shifts when it fails', async ({ page }) => {
    // Held until the box is open, then failed: a shift of the failure counts however fast it comes.
    const api = gate();
    let asked = false;
    await page.route('**://api-maps.yandex.ru/**', async (route) => {
      asked = true;
      await api.opened;
      await route.abort('blockedbyclient');
    });
    await recordShifts(page);
    await openMap(page);
    await showMap(page).click();
    await expect.poll(() => asked).toBe(true);
    const box = page.locator('#map-box');
    await expect(box).toBeVisible();
    const before = (await box.boundingBox())!;
    const since = await page.evaluate(() => performance.now());
    api.open();
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText('Все места есть в списке');
    expect(await box.boundingBox()).toEqual(before);
    expect(await shiftsSince(page, since, { all: true })).toBe(0);
    expect(await shiftsSince(page)).toBeLessThanOrEqual(0.02);
    await expect(hideMap(page)).toHaveAttribute('aria-expanded', 'true');
    // The list stays whole below the notice.
    await expect(listTitle(page)).toHaveText(/^Все места: \d+ мест/);
    await hideMap(page).click();
    await expect(notice(page)).toBeHidden();
  });

  test(`React hydrates at most ${HYDRATED_BUDGET} elements; the list is static markup`, async ({ page }) => {
    await openMap(page);
    const { hydrated, places, hydratedPlaces } = await page.evaluate(() => {
      const fiber = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'));
      const all = Array.from(document.querySelectorAll('*'));
      const items = Array.from(document.querySelectorAll('#map-places li'));
      return {
        hydrated: all.filter(fiber).length,
        places: items.length,
        hydratedPlaces: items.filter(fiber).length,
      };
    });
    expect(places).toBeGreaterThan(150);
    expect(hydratedPlaces).toBe(0);
    expect(hydrated, `${hydrated} hydrated elements`).toBeLessThanOrEqual(HYDRATED_BUDGET);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`no WCAG A/AA violations at 360 px, ${scheme}, the map asked for and failed, the filters on`, async ({
      page,
      context,
      baseURL,
    }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      await allowLocation(context, baseURL!);
      await openMap(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await showMap(page).click();
      await expect(notice(page)).toBeVisible();
      await pickNear(page, 'Красные дома');
      await openNowBox(page).check();
      await expect(page.getByRole('status').filter({ hasText: 'Сначала ближние к ориентиру' })).toBeVisible();
      // A row's «Поделиться» unfolded (no share sheet in this browser).
      await page.evaluate(() => delete (Navigator.prototype as { share?: unknown }).share);
      await listed(page).first().getByRole('button', { name: 'Поделиться' }).click();
      await expect(listed(page).first().getByRole('button', { name: 'Скопировать ссылку' })).toBeVisible();
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }
});

test.describe('/map leads into the guide: «Рядом с» a landmark, the view as a link, «Поделиться» (#48)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every row links to the place’s address in the guide, and each address is a real anchor there', async ({
    page,
    request,
  }) => {
    await openMap(page);
    const rows = await listed(page).evaluateAll((items) =>
      items.map((li) => {
        const link = Array.from(li.querySelectorAll('a')).find((a) =>
          ['в справочнике', 'ссылка на место'].includes(a.textContent ?? ''),
        );
        return { id: (li as HTMLElement).dataset.place!, href: link?.getAttribute('href') ?? null };
      }),
    );
    expect(rows.length).toBe(catalogue.places.length);
    const pages = new Map<string, string>();
    for (const { id, href } of rows) {
      expect(href, id).not.toBeNull();
      const [route, anchor] = href!.split('#');
      expect(anchor, href!).toBe(id);
      if (!pages.has(route!)) pages.set(route!, await (await request.get(route!)).text());
      // Built HTML drops attribute quotes: id=ziyoda, id="ziyoda" or id='ziyoda'.
      expect(pages.get(route!), `${href} is an anchor`).toMatch(new RegExp(`\\sid=["']?${id}["'\\s>]`));
    }
    // Some rows lead to cards, the others (the landmarks) to their own row here.
    expect(rows.filter((r) => !r.href!.startsWith('/map#')).length).toBeGreaterThan(100);
    expect(rows.filter((r) => r.href!.startsWith('/map#')).length).toBeGreaterThan(10);
  });

  test('a place’s /map address opens the map on it when the reader asks for the map', async ({ page }) => {
    await stubMapsApi(page);
    await openMap(page, '#markhabo');
    await showMap(page).click();
    await expect(placemarks(page).first()).toBeAttached();
    const at = catalogue.places.find((p) => p.id === 'markhabo')!.location!;
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __ymapsStub: { bounds: unknown[] } }).__ymapsStub.bounds))
      .toContainEqual({ center: at, zoom: 15 });
  });

  test('a row’s link lands on the place, visible: a card on its page, a landmark on its /map row', async ({ page }) => {
    await openMap(page, '#children/kindergarten');
    const row = listed(page)
      .filter({ has: page.locator('a', { hasText: 'в справочнике' }) })
      .first();
    const id = (await row.getAttribute('data-place'))!;
    await row.getByRole('link', { name: 'в справочнике' }).click();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    await expect(page.locator(`[id="${id}"]`).getByRole('link', { name: 'На карте справочника' })).toBeVisible();

    await openMap(page, '#markhabo');
    await expect(page.locator('#markhabo')).toBeInViewport();
    await expect(page.locator('#markhabo')).toContainText('Мархабо');
  });

  test('«Красные дома» and the private kindergartens, with no geolocation: the nearest by the catalogue first', async ({
    page,
    context,
  }) => {
    await context.clearPermissions();
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = () => {
        throw new Error('«Рядом с» a landmark must not ask where the reader is');
      };
    });
    await openMap(page);
    await chooser(page).selectOption('children/kindergarten');
    await pickNear(page, 'Красные дома');
    await expectNearestFirst(page, 'krasnye-doma', 'children/kindergarten');
    // The schools with a kindergarten group are told apart in the chooser.
    await expect(chooser(page).locator('option[value="children/kindergarten"]')).toHaveText(
      /Частные детские сады \(\d+ \+ \d+ из других разделов\)/,
    );
  });

  test('a typed name in Latin letters finds «Мархабо»; the coworkings nearest to it come first', async ({ page }) => {
    await openMap(page, '#services/coworking');
    await nearField(page).fill('markhabo');
    await nearField(page).press('Enter');
    await expect(nearField(page)).toHaveValue('Мархабо');
    await expectNearestFirst(page, 'markhabo', 'services/coworking');
    await expect(page).toHaveURL(/#services\/coworking\?near=markhabo$/);
    await nearField(page).fill('Париж');
    await nearField(page).press('Enter');
    await expect(page.getByRole('alert')).toContainText('Не нашли ориентир «Париж»');
  });

  test('the view is a link: category, «Рядом с» and «Открыто сейчас» reopen in a fresh browser', async ({
    page,
    browser,
    baseURL,
  }) => {
    // Monday noon in Samarkand: most places with hours are open.
    const noon = new Date('2026-06-08T12:00:00+05:00');
    await page.clock.setFixedTime(noon);
    await openMap(page);
    await chooser(page).selectOption('cafe');
    await pickNear(page, 'Вокзал');
    await openNowBox(page).check();
    await expect(page).toHaveURL(/#cafe\?near=vokzal&open=1$/);
    const order = await listed(page).evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.place));
    expect(order.length).toBeGreaterThan(3);

    const fresh = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await fresh.route(
      (url) => url.origin !== new URL(baseURL!).origin,
      (route) => route.abort(),
    );
    const other = await fresh.newPage();
    await other.clock.setFixedTime(noon);
    await gotoHydrated(other, page.url().replace(new URL(baseURL!).origin, ''));
    await expect(chooser(other)).toHaveValue('cafe');
    await expect(nearField(other)).toHaveValue('Вокзал');
    await expect(openNowBox(other)).toBeChecked();
    await expect(listTitle(other)).toContainText('открытые сейчас');
    await expect
      .poll(() => listed(other).evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.place)))
      .toEqual(order);
    await fresh.close();
  });

  test('a card’s «Поделиться» copies its address, and the link lands on the card', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL!).origin });
    // A browser without a share sheet: the link unfolds with «Скопировать ссылку».
    await page.addInitScript(() => delete (Navigator.prototype as { share?: unknown }).share);
    await gotoHydrated(page, '/children/kindergarten');
    const card = page.locator('#ziyoda');
    await card.getByRole('button', { name: 'Поделиться' }).click();
    await expect(card.getByRole('button', { name: 'Поделиться' })).toHaveAttribute('aria-expanded', 'true');
    await card.getByRole('button', { name: 'Скопировать ссылку' }).click();
    await expect(card.getByRole('status')).toHaveText('Ссылка скопирована');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${baseURL}/children/kindergarten#ziyoda`);
    await expect(card.getByRole('link', { name: copied })).toBeVisible();
    expect(await axeViolations(page, '#ziyoda')).toEqual([]);

    const other = await context.newPage();
    await gotoHydrated(other, copied.replace(baseURL!, ''));
    await expect(other.locator('#ziyoda')).toBeInViewport();
  });

  test('where the phone has a share sheet, a row’s «Поделиться» opens it with the name and the address', async ({
    page,
    baseURL,
  }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await openMap(page, '#markhabo');
    await page.locator('#markhabo').getByRole('button', { name: 'Поделиться' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([{ title: 'Мархабо', text: 'Мархабо', url: `${baseURL}/map#markhabo` }]);
    await expect(page.locator('#markhabo').getByRole('button', { name: 'Скопировать ссылку' })).toHaveCount(0);
  });
});

test.describe('/map in the saved offline copy', () => {
  // A server of its own (the offline copy's worker outlives pages); offline.spec.ts uses 4231.
  const PORT = Number(process.env.MAP_OFFLINE_E2E_PORT ?? 4232);
  test.use({ baseURL: `http://127.0.0.1:${PORT}` });

  let server: ChildProcess | undefined;
  test.afterEach(async ({ page }) => {
    await page.close();
    if (server && server.exitCode === null && server.signalCode === null) {
      server.kill();
      await once(server, 'exit');
    }
    server = undefined;
  });

  test('«Рядом с» a landmark and «Моё местоположение» work with the server stopped', async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    server = spawn(process.execPath, ['scripts/serve-pages.mjs', path.resolve('build'), '--port', String(PORT)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise<void>((resolve, reject) => {
      server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Serving') && resolve());
      server!.once('exit', (code) => reject(new Error(`serve-pages exited with ${code}`)));
    });
    await allowLocation(context, baseURL!);
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: /офлайн/ }).click();
    await expect(page.locator('#offline').getByRole('status')).toContainText(/^Справочник сохранён/, {
      timeout: 60_000,
    });
    await offlineCopySettled(page);
    server.kill();
    await once(server, 'exit');

    // A shared link of a view: the landmark, the category and the rows' distances, all from the copy.
    const response = await gotoHydrated(page, '/map#children/kindergarten?near=krasnye-doma');
    expect(response?.fromServiceWorker()).toBe(true);
    await expectNearestFirst(page, 'krasnye-doma', 'children/kindergarten');
    await pickNear(page, '');
    await chooser(page).selectOption('');
    await expectSortedByDistance(page);
    // The map needs the network: asked for, it says so, and the list stays.
    await showMap(page).click();
    await expect(notice(page)).toBeVisible();
    await expect(listed(page).first().locator('[data-distance]')).toBeVisible();
  });
});
