/**
 * /map on a 360×740 touch phone (#19 §5, #23 §2): the list comes first when the map cannot load,
 * a category shows its places right below the chooser, «Рядом со мной» sorts by distance from a
 * mocked position (online, and in the saved offline copy with the server stopped), «Открыто
 * сейчас» filters by the hours in Samarkand time, and React hydrates only the controls.
 *
 * Without a route of its own the maps API is aborted by the shared fixture: the map cannot load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';

const SCREEN = { width: 360, height: 740 };
const STUB = readFileSync(path.join(__dirname, 'fixtures', 'ymaps-stub.js'), 'utf8');
/** Near the Registan. */
const REGISTAN = { latitude: 39.6548, longitude: 66.9757 };
/** Elements with a React fiber after hydration (#23 §3): the static list does not count. */
const HYDRATED_BUDGET = 600;

test.use({ viewport: SCREEN, hasTouch: true, isMobile: true });

const chooser = (page: Page) => page.getByLabel('Что показать');
const nearButton = (page: Page) => page.getByRole('button', { name: 'Рядом со мной' });
const openNowBox = (page: Page) => page.getByRole('checkbox', { name: 'Открыто сейчас' });
const listTitle = (page: Page) => page.locator('#map-list-title');
/** The places the list shows now, in the order it shows them. */
const listed = (page: Page) => page.locator('#map-places li[data-place]').filter({ visible: true });

/** Opens /map with the maps API blocked and waits for the notice. */
async function openMap(page: Page, hash = '') {
  await gotoHydrated(page, `/map${hash}`);
  await expect(page.getByRole('status').filter({ hasText: 'Карта не загрузилась' })).toBeVisible();
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
      const [, number, unit] = /^([\d\u00a0]+(?:,\d)?)\u00a0(м|км)$/.exec(text) ?? [];
      const value = Number(number?.replace(/\u00a0/g, '').replace(',', '.'));
      return { id: (li as HTMLElement).dataset.place!, meters: unit === 'км' ? value * 1000 : value, text };
    }),
  );
}

/** «Рядом со мной» from the Registan: nearest first, distances shown, places without a pin last. */
async function expectSortedByDistance(page: Page) {
  await nearButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Сначала ближние' })).toBeVisible();
  await expect(nearButton(page)).toHaveAttribute('aria-pressed', 'true');
  const shown = await shownDistances(page);
  expect(shown.length).toBeGreaterThan(150);
  const measured = shown.filter((s) => s.meters !== undefined);
  expect(measured.length).toBeGreaterThan(100);
  for (const s of measured) expect(s.text, s.id).toMatch(/^(\d{2,3}\u00a0м|\d,\d\u00a0км|\d[\d\u00a0]*\u00a0км)$/);
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

test.describe('/map on a phone (the maps API blocked, unless a test serves the stub)', () => {
  test('the notice and the list come first: the first place within 1.5 screens', async ({ page }) => {
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
    await expect(chooser(page).locator('option[value="cafe/uzbek-food/osh"]')).toHaveText(/Плов \(\d+\)$/);
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
    expect(gap).toBeLessThan(250);
  });

  test('a link to a category from the guide lands on the chooser with its places', async ({ page }) => {
    await openMap(page, '#cafe/uzbek-food/osh');
    await expect(chooser(page)).toHaveValue('cafe/uzbek-food/osh');
    await expect(listTitle(page)).toHaveText(/^Плов: /);
    await expect(listed(page).first()).toBeInViewport();
  });

  test('«Рядом со мной» asks for the position only when tapped, then sorts by distance', async ({
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
    // Tapped again: the list by category as before, without distances.
    await nearButton(page).click();
    await expect(nearButton(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('#map-places [data-distance]')).toHaveCount(0);
    expect(await listed(page).evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.place))).toEqual(
      before,
    );
  });

  test('«Рядом со мной» within a category keeps the category', async ({ page, context, baseURL }) => {
    await allowLocation(context, baseURL!);
    await openMap(page, '#cafe/uzbek-food');
    const count = await listed(page).count();
    await nearButton(page).click();
    await expect(listed(page).first().locator('[data-distance]')).toBeVisible();
    await expect(listed(page)).toHaveCount(count);
    await expect(listed(page).filter({ hasText: 'Korzinka' })).toHaveCount(0);
  });

  test('without permission: a Russian message and the list as it was', async ({ page, context }) => {
    await context.clearPermissions();
    await openMap(page);
    const before = await listed(page).evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.place));
    await nearButton(page).click();
    await expect(page.getByRole('alert')).toContainText('Нет доступа к геопозиции');
    await expect(nearButton(page)).toHaveAttribute('aria-pressed', 'false');
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
    await expect(page.getByRole('status').filter({ hasText: 'Карта не загрузилась' })).toBeVisible();
    await expect(listTitle(page)).toHaveText(/^Все места: (\d+) мест/);
    const all = Number((await listTitle(page).innerText()).match(/: (\d+)/)![1]);
    await expect(listed(page)).toHaveCount(all);
    await chooser(page).selectOption('market/bazar');
    await expect(listTitle(page)).toHaveText(/^Рынки: /);
    await expect(listed(page)).not.toHaveCount(all);
    await expect(listed(page).filter({ hasText: 'Polvonosh' })).toHaveCount(0);
  });

  test('with the map, nothing shifts while it loads', async ({ page }) => {
    await page.route('**://api-maps.yandex.ru/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: STUB }),
    );
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
          if (!entry.hadRecentInput) w.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/map');
    await expect(page.locator('.ymaps-stub-placemark').first()).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(0.02);
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
    test(`no WCAG A/AA violations at 360 px, ${scheme}, with the filters on`, async ({ page, context, baseURL }) => {
      test.setTimeout(90_000);
      await page.emulateMedia({ colorScheme: scheme });
      await allowLocation(context, baseURL!);
      await openMap(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      expect(await axeViolations(page, 'main')).toEqual([]);
      await nearButton(page).click();
      await openNowBox(page).check();
      await expect(page.getByRole('status').filter({ hasText: 'Сначала ближние' })).toBeVisible();
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }
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

  test('«Рядом со мной» works with the server stopped (GPS needs no network)', async ({ page, context, baseURL }) => {
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
    server.kill();
    await once(server, 'exit');

    const response = await gotoHydrated(page, '/map');
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Карта не загрузилась' })).toBeVisible();
    await expectSortedByDistance(page);
  });
});
