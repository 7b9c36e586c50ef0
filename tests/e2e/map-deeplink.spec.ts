/**
 * /map opened by a shared link (`/map#market/bazar`, `/map#pyatok`): the view of the hash from
 * the first paint, not «Все места» shrinking to it at hydration (src/pages/_map/earlyView.ts);
 * and «Показать на карте», which needs JavaScript, unseen until React is in.
 */
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';

/** What a frame before hydration showed. */
type Frame = { places: string[]; title: string; chosen: string; listed: boolean };
type Shift = { value: number; hadRecentInput: boolean };
type Recorded = { frames: Frame[]; shifts: Shift[] };

/** Records the layout shifts, and what every frame before hydration shows (window.recorded). */
async function record(page: Page) {
  await page.addInitScript(() => {
    const recorded: Recorded = { frames: [], shifts: [] };
    (window as unknown as { recorded: Recorded }).recorded = recorded;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[])
        recorded.shifts.push({ value: entry.value, hadRecentInput: entry.hadRecentInput });
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      if (document.documentElement.dataset.hasHydrated === 'true') return;
      const list = document.getElementById('map-places');
      recorded.frames.push({
        places: Array.from(document.querySelectorAll<HTMLElement>('#map-places li[data-place]'))
          .filter((li) => li.checkVisibility())
          .map((li) => li.dataset.place!),
        title: document.getElementById('map-list-title')?.textContent ?? '',
        chosen: (document.getElementById('map-category') as HTMLSelectElement | null)?.value ?? '',
        // The whole list is in: the footer after it has been parsed.
        listed: list !== null && document.querySelector('footer') !== null,
      });
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const visiblePlaces = (page: Page) =>
  page
    .locator('#map-places li[data-place]')
    .filter({ visible: true })
    .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.place!));

for (const screen of [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
] as const) {
  test.describe(`/map by a shared link, ${screen.name} ${screen.viewport.width} px`, () => {
    const { name: _name, ...options } = screen;
    test.use(options);

    for (const [hash, key, label] of [
      ['#market/bazar', 'market/bazar', 'Рынки'],
      ['#pyatok', 'pyatok', 'Пятаки'],
      // A bare category id, as a reader might type it.
      ['#osh', 'cafe/uzbek-food/osh', 'Плов'],
    ] as const) {
      test(`${hash}: only its places from the first frame, nothing shifts at hydration`, async ({ page }) => {
        await record(page);
        await gotoHydrated(page, `/map${hash}`);
        const option = page.locator(`#map-category option[value="${key}"]`);
        // «(6)», or «(6 + 1 из других разделов)» with places tagged into it.
        const [, own, tagged] = (await option.textContent())!.match(/\((\d+)(?: \+ (\d+) из других разделов)?\)$/)!;
        const count = Number(own) + Number(tagged ?? 0);
        const places = await visiblePlaces(page);
        expect(places).toHaveLength(count);
        await expect(page.locator('#map-list-title')).toHaveText(new RegExp(`^${label}.*: ${count} мест`));
        await expect(page.getByLabel('Что показать')).toHaveValue(key);

        const { frames, shifts } = await page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
        const cls = shifts.filter((s) => !s.hadRecentInput).reduce((sum, s) => sum + s.value, 0);
        expect(cls).toBeLessThanOrEqual(0.01);
        // Frames with the list in were painted before hydration, each the same as after it.
        const painted = frames.filter((f) => f.listed);
        expect(painted.length, 'frames painted before hydration').toBeGreaterThan(0);
        const title = await page.locator('#map-list-title').textContent();
        for (const f of frames.filter((x) => x.places.length > 0 || x.listed)) {
          expect(f.places.length, 'places shown before hydration').toBeLessThanOrEqual(count);
          expect(f.title).toBe(title);
          expect(f.chosen).toBe(key);
        }
        for (const f of painted) expect(f.places).toEqual(places);
        // Chosen again after hydration, by React: the same list.
        await page.getByLabel('Что показать').selectOption('');
        await expect(page.locator('#map-list-title')).toHaveText(/^Все места: /);
        await page.getByLabel('Что показать').selectOption(key);
        expect(await visiblePlaces(page)).toEqual(places);
      });
    }

    for (const hash of ['', '#all', '#nope', '#%E0%A4%A', '#uzbek-food/osh']) {
      test(`${hash || 'no hash'}: every place, from the first frame`, async ({ page }) => {
        await record(page);
        await gotoHydrated(page, `/map${hash}`);
        await expect(page.locator('#map-list-title')).toHaveText(/^Все места: /);
        const all = await page.locator('#map-places li[data-place]').count();
        expect(await visiblePlaces(page)).toHaveLength(all);
        const { frames } = await page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);
        for (const f of frames.filter((x) => x.listed)) {
          expect(f.places).toHaveLength(all);
          expect(f.chosen).toBe('');
        }
      });
    }
  });
}

test.describe('/map without JavaScript, 360 px', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('«Показать на карте» is not offered: it would do nothing; the list is whole', async ({ page }) => {
    await page.goto('/map#market/bazar');
    await expect(page.locator('#map-list-title')).toHaveText(/^Все места: /);
    await expect(page.locator('#map-places li[data-place]').first()).toBeVisible();
    const button = page.locator('button[aria-controls="map-box"]');
    await expect(button).toHaveCount(1);
    await expect(button).toBeHidden();
    await expect(page.getByRole('button', { name: 'Показать на карте' })).toHaveCount(0);
  });
});

test.describe('/map at 360 px with JavaScript', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test('«Показать на карте» shows once React is in, in the place kept for it', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: { top: number; visible: boolean }[] = [];
      (window as unknown as { seen: typeof seen }).seen = seen;
      const frame = () => {
        if (document.documentElement.dataset.hasHydrated === 'true') return;
        const button = document.querySelector('button[aria-controls="map-box"]');
        if (button)
          seen.push({
            top: button.getBoundingClientRect().top,
            visible: button.checkVisibility({ visibilityProperty: true }),
          });
        requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await gotoHydrated(page, '/map');
    const button = page.getByRole('button', { name: 'Показать на карте' });
    await expect(button).toBeVisible();
    const top = await button.evaluate((el) => el.getBoundingClientRect().top);
    const seen = await page.evaluate(() => (window as unknown as { seen: { top: number; visible: boolean }[] }).seen);
    expect(seen.length).toBeGreaterThan(0);
    for (const s of seen) {
      expect(s.visible).toBe(false);
      expect(s.top).toBe(top);
    }
  });
});
