/**
 * /sale against the e2e build (SAMGUIDE_E2E_FIXTURES=1), whose board shows
 * data/sale/__fixtures__/listings.ts. The clock is frozen on the fixtures' day, so the
 * 60-day expiry is the same on any date the suite runs. The empty state (the
 * production build ships no listings) is covered by src/pages/_sale/SaleBoard.test.tsx.
 */
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, axeViolations } from './fixtures';

/** Noon of 2026-03-15 in Samarkand: FIXTURE_TODAY of the fixtures. */
const NOW = new Date('2026-03-15T12:00:00+05:00');
const NBSP = '\u00a0';
const KEY = 'samguide:sale:selected';

const board = (page: Page) => page.locator('[data-listing]');
const card = (page: Page, id: string) => page.locator(`[data-listing="${id}"]`);
const box = (page: Page, title: string) => page.getByRole('checkbox', { name: `Выбрать: ${title}` });
const sellerButton = (page: Page, seller: string) =>
  page.getByRole('link', { name: new RegExp(`^Написать @${seller} в Telegram`) });
const link = (seller: string, lines: string[]) =>
  `https://t.me/${seller}?text=${encodeURIComponent(['Здравствуйте! Хочу купить:', ...lines].join('\n'))}`;

async function openBoard(page: Page) {
  await page.clock.setFixedTime(NOW);
  await gotoHydrated(page, '/sale');
  // After mount the client drops what expired by its date: wait for that before reading the list.
  await expect(card(page, 'winter-coat')).toHaveCount(0);
}

test.describe('/sale — «Барахолка»', () => {
  test('has its title, description and sections', async ({ page }) => {
    await openBoard(page);
    await expect(page).toHaveTitle('Барахолка | Самарканд: справочник релоканта');
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeLessThanOrEqual(160);
    await expect(page.getByRole('heading', { level: 1, name: 'Барахолка' })).toBeVisible();
    for (const id of ['channels', 'board', 'add']) await expect(page.locator(`h2#${id}`)).toBeVisible();
  });

  test('lists items for sale newest first, sold ones last, and hides listings older than 60 days', async ({ page }) => {
    await openBoard(page);
    await expect(board(page)).toHaveCount(6);
    expect(await board(page).evaluateAll((els) => els.map((el) => el.getAttribute('data-listing')))).toEqual([
      'kids-bed',
      'kettle',
      'desk-lamp',
      'old-bike', // exactly 60 days old: still shown
      'sofa', // the newest listing, but sold
      'b-stul-b-id-uname', // sold, older than the sofa
    ]);
    await expect(page.getByText('Зимнее пальто')).toHaveCount(0); // 61 days old
  });

  test('a sold item has no checkbox', async ({ page }) => {
    await openBoard(page);
    await expect(card(page, 'sofa').getByText('Продано', { exact: true })).toBeVisible();
    await expect(card(page, 'sofa').getByRole('checkbox')).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(4);
  });

  test('shows prices with non-breaking spaces and the reduced price first', async ({ page }) => {
    await openBoard(page);
    await expect(card(page, 'kettle').locator('strong')).toHaveText(`82${NBSP}400${NBSP}сум`);
    await expect(card(page, 'kettle').locator('s')).toContainText(`180${NBSP}000${NBSP}сум`);
  });

  test('the selection composes one Telegram message per seller', async ({ page }) => {
    await openBoard(page);
    await expect(page.getByRole('link', { name: /^Написать @/ })).toHaveCount(0);

    await box(page, 'Детская кроватка').check();
    await box(page, 'Настольная лампа').check();
    await box(page, 'Электрический чайник').check();

    await expect(page.getByRole('status')).toHaveText(`Выбрано: 3${NBSP}вещи на${NBSP}827${NBSP}400${NBSP}сум`);
    await expect(page.getByRole('link', { name: /^Написать @/ })).toHaveCount(2);
    // Board order inside a message, the reduced price for the kettle.
    await expect(sellerButton(page, 'anna_sells')).toHaveAccessibleName(
      `Написать @anna_sells в Telegram (2${NBSP}вещи)`,
    );
    await expect(sellerButton(page, 'anna_sells')).toHaveAttribute(
      'href',
      link('anna_sells', [
        `— Детская кроватка — 650${NBSP}000${NBSP}сум`,
        `— Электрический чайник — 82${NBSP}400${NBSP}сум`,
      ]),
    );
    await expect(sellerButton(page, 'timur_home')).toHaveAttribute(
      'href',
      link('timur_home', [`— Настольная лампа — 95${NBSP}000${NBSP}сум`]),
    );
    await expect(sellerButton(page, 'timur_home')).toHaveAttribute('target', '_blank');
    // The literal link, so that a change in the encoding cannot pass unnoticed.
    expect(await sellerButton(page, 'timur_home').getAttribute('href')).toBe(
      'https://t.me/timur_home?text=%D0%97%D0%B4%D1%80%D0%B0%D0%B2%D1%81%D1%82%D0%B2%D1%83%D0%B9%D1%82%D0%B5!%20' +
        '%D0%A5%D0%BE%D1%87%D1%83%20%D0%BA%D1%83%D0%BF%D0%B8%D1%82%D1%8C%3A%0A%E2%80%94%20' +
        '%D0%9D%D0%B0%D1%81%D1%82%D0%BE%D0%BB%D1%8C%D0%BD%D0%B0%D1%8F%20%D0%BB%D0%B0%D0%BC%D0%BF%D0%B0%20' +
        '%E2%80%94%2095%C2%A0000%C2%A0%D1%81%D1%83%D0%BC',
    );

    await box(page, 'Настольная лампа').uncheck();
    await expect(sellerButton(page, 'timur_home')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Написать @/ })).toHaveCount(1);
  });

  test('the selection survives a reload and can be cleared', async ({ page }) => {
    await openBoard(page);
    await box(page, 'Велосипед').check();
    await box(page, 'Электрический чайник').check();
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('["kettle","old-bike"]');

    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(box(page, 'Велосипед')).toBeChecked();
    await expect(box(page, 'Электрический чайник')).toBeChecked();
    await expect(box(page, 'Детская кроватка')).not.toBeChecked();
    await expect(page.getByRole('link', { name: /^Написать @/ })).toHaveCount(2);

    await page.getByRole('button', { name: 'Снять выбор' }).click();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Написать @/ })).toHaveCount(0);
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();
  });

  test('a selection made in one tab reaches the others', async ({ page, context }) => {
    await openBoard(page);
    const other = await context.newPage();
    await openBoard(other);
    await box(page, 'Детская кроватка').check();
    await expect(box(other, 'Детская кроватка')).toBeChecked();
    await expect(sellerButton(other, 'anna_sells')).toHaveCount(1);
  });

  test('a stored selection of sold, expired or removed items is dropped', async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, JSON.stringify(['sofa', 'winter-coat', 'no-such-item', 'kettle'])),
      KEY,
    );
    await openBoard(page);
    await expect(box(page, 'Электрический чайник')).toBeChecked();
    await expect(page.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(sellerButton(page, 'anna_sells')).toHaveAttribute(
      'href',
      link('anna_sells', [`— Электрический чайник — 82${NBSP}400${NBSP}сум`]),
    );
    await expect(sellerButton(page, 'timur_home')).toHaveCount(0);
  });

  test('a later clock hides more listings', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-04-21T12:00:00+05:00'));
    await gotoHydrated(page, '/sale');
    // 2026-02-20 is 60 days before 2026-04-21; 2026-03-01 and later remain.
    await expect(board(page)).toHaveCount(5);
    await expect(card(page, 'old-bike')).toHaveCount(0);
    await expect(card(page, 'desk-lamp')).toHaveCount(1);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the board passes axe with a selection (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openBoard(page);
      await box(page, 'Детская кроватка').check();
      await box(page, 'Настольная лампа').check();
      await expect(page.getByRole('link', { name: /^Написать @/ })).toHaveCount(2);
      expect(await axeViolations(page, 'main')).toEqual([]);
    });
  }

  test('fits a 360 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openBoard(page);
    await box(page, 'Детская кроватка').check();
    await box(page, 'Настольная лампа').check();
    // The page's own content; the site-wide footer is not this page's to check.
    const main = page.locator('main');
    expect(await main.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    for (const el of await page.locator('[data-listing], main a.button').all()) {
      const box = (await el.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
    }
    // The panel sticks to the bottom of the screen while the list scrolls.
    await card(page, 'kids-bed').scrollIntoViewIfNeeded();
    await expect(sellerButton(page, 'anna_sells')).toBeInViewport();
  });

  test('«Подать объявление»: the GitHub form in a new tab, or the same questions as a message for Telegram or e-mail', async ({
    page,
  }) => {
    await openBoard(page);
    const ways = page.locator('main [data-help-ways="sale"]');
    const github = ways.locator('a.button[data-way="github"]');
    await expect(github).toHaveText('Подать объявление');
    // A new tab: the page, and what the reader ticked on the board, stay.
    await expect(github).toHaveAttribute('target', '_blank');
    const form = new URL((await github.getAttribute('href'))!);
    expect(form.pathname).toMatch(/\/issues\/new$/);
    expect(form.searchParams.get('template')).toBe('sale.yml');

    // Without an account: Telegram's share link with the form's questions, to be answered after the colons.
    const telegram = ways.getByRole('link', { name: 'Без GitHub: через Telegram' });
    await expect(telegram).toBeVisible();
    const share = new URL((await telegram.getAttribute('href'))!);
    expect(share.origin + share.pathname).toBe('https://t.me/share/url');
    expect(share.searchParams.get('url')).toMatch(/\/sale$/);
    const message = share.searchParams.get('text')!;
    expect(message.split('\n').slice(2)).toEqual([
      'Что продаёте:',
      'Цена, сум:',
      'Сниженная цена, сум:',
      'Описание:',
      'Ваш ник в Telegram:',
      expect.stringMatching(/^Согласие: \[x\] Я понимаю, что мой ник в Telegram увидят все читатели сайта/),
    ]);
    // Following it opens Telegram with that message (the request itself goes nowhere in tests).
    const [popup, request] = await Promise.all([
      page.waitForEvent('popup'),
      page.context().waitForEvent('request', (r) => r.url().startsWith('https://t.me/')),
      telegram.click(),
    ]);
    expect(request.url()).toBe(share.href);
    await popup.close();
    await expect(page).toHaveURL(/\/sale$/);

    // The e2e build has a maintainers' address (SAMGUIDE_CONTACT_EMAIL): the same message as a letter.
    const mail = ways.getByRole('link', { name: 'Без GitHub: по почте' });
    const href = (await mail.getAttribute('href'))!;
    expect(href).toMatch(/^mailto:guide@example\.org\?/);
    const letter = new URLSearchParams(href.slice(href.indexOf('?') + 1));
    expect(letter.get('subject')).toBe('Продаю:');
    expect(letter.get('body')).toBe(`${message}\n\n${share.searchParams.get('url')}`);
    await expect(page.locator('#add + ol')).toContainText('Без GitHub: через Telegram');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a listing made from an issue full of HTML, shell and workflow syntax shows it all as text', async ({
    page,
  }) => {
    await openBoard(page);
    const hostile = card(page, 'b-stul-b-id-uname');
    await expect(hostile.getByRole('heading', { level: 3 })).toHaveText('<b>Стул</b> $(id) `uname`');
    await expect(hostile.locator('p').nth(1)).toHaveText(
      '<script>window.__xss = 1</script> <img src=x onerror="window.__xss = 2"> [ссылка](https://evil.example) ' +
        '`rm -rf ~` ${{ secrets.GITHUB_TOKEN }} $(whoami) &amp; 5 < 6',
    );
    // Nothing of it became markup: no bold, script, image or link inside the card but the seller's.
    await expect(hostile.locator('b, script, img')).toHaveCount(0);
    await expect(hostile.getByRole('link')).toHaveCount(1);
    await expect(hostile.getByRole('link')).toHaveAttribute('href', 'https://t.me/hostile_seller');
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect(hostile.getByText('Продано', { exact: true })).toBeVisible();
  });

  test('makes no third-party request', async ({ page, externalRequests }) => {
    await openBoard(page);
    await box(page, 'Детская кроватка').check();
    expect(externalRequests).toEqual([]);
  });
});
