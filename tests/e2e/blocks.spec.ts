/**
 * The content building blocks in a browser: price tooltip (mouse, keyboard, touch), БРВ,
 * tel: links, checklists remembered across reloads, link icons and
 * the page dates. Runs against the writers' real pages.
 */
import type { Locator, Page } from '@playwright/test';
import { LINK_ICONS } from '../../src/components/LinkIcon/icons';
import { test, expect, gotoHydrated, axeViolations } from './fixtures';

/**
 * The one price tooltip, built by the client module when a price opens it; while open, the price's
 * button points to it with aria-describedby (checked here).
 */
async function tooltipOf(page: Page, button: Locator) {
  const tip = page.locator('#samguide-price-tip');
  await expect(tip).toBeVisible();
  await expect(button).toHaveAttribute('aria-describedby', 'samguide-price-tip');
  return tip;
}

/** The tooltip, open or not. */
const theTooltip = (page: Page) => page.locator('#samguide-price-tip');

async function expectInViewport(page: Page, locator: Locator) {
  const box = (await locator.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
}

const RATE_LINE = /по курсу ЦБ на \d{1,2}\u00a0[а-я]+ \d{4}/;

test.describe('price', () => {
  test('every price on the site carries its date, shown after the sum or once in its column’s header (#47 §2)', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    for (const route of [
      '/services/transport',
      '/children/school',
      '/children/kindergarten',
      '/samarkand/visa',
      '/services/recreation',
      '/occupation',
    ]) {
      await gotoHydrated(page, route);
      const prices = page.locator('[data-price]');
      expect(await prices.count(), route).toBeGreaterThan(0);
      const problems = await prices.evaluateAll((all) =>
        all.flatMap((price) => {
          const asOf = price.getAttribute('data-as-of');
          if (!asOf) return [`${price.textContent}: no data-as-of`];
          const where = price.getAttribute('data-date-in');
          if (!where) return price.querySelector(`[data-as-of="${asOf}"] time`) ? [] : [`${price.textContent}: no tag`];
          if (where === 'sentence') {
            const block = price.closest('p, li, td, th')!;
            return block.querySelector(`time[data-dated][datetime="${asOf}"]`)
              ? []
              : [`${price.textContent}: no date in its sentence`];
          }
          // In the column's header: the header cell of the same column shows it (a tag or the words).
          const cell = price.closest('td')!;
          const table = cell.closest('table')!;
          const header = table.querySelectorAll('thead th')[Array.from(cell.parentElement!.children).indexOf(cell)];
          return header?.querySelector(`[data-as-of="${asOf}"], time[datetime="${asOf}"]`)
            ? []
            : [`${price.textContent}: header has no date`];
        }),
      );
      expect(problems, route).toEqual([]);
    }
    // The fare on /services/transport: the amount, then its year, on one line.
    await gotoHydrated(page, '/services/transport');
    // The city transport section's fare (the opening paragraph's one is dated by its own sentence).
    const fare = page.locator('#city-transport + p [data-price="1400"]');
    await expect(fare).toHaveText('1\u00a0400\u00a0сум · 2023');
    const [sum, tag] = await Promise.all([
      fare.locator('button').boundingBox(),
      fare.locator('[data-as-of]').boundingBox(),
    ]);
    expect(Math.abs(sum!.y + sum!.height / 2 - (tag!.y + tag!.height / 2))).toBeLessThan(4);
    // A table whose column holds prices of one date says it once, in the header: «Цена · октябрь 2023».
    await gotoHydrated(page, '/services/recreation');
    await expect(page.locator('thead th [data-as-of="2023-10"]')).toHaveCount(1);
    await expect(page.locator('td [data-price] [data-as-of]')).toHaveCount(0);
  });

  test('shows the sum with non-breaking spaces and opens on hover', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const price = page.getByRole('button', { name: /^30\s000\sсум$/ }).first();
    await expect(price).toHaveText('30\u00a0000\u00a0сум');
    await expect(theTooltip(page)).toBeHidden();
    await expect(price).not.toHaveAttribute('aria-describedby');

    await price.hover();
    const tip = await tooltipOf(page, price);
    await expect(tip).toHaveAttribute('role', 'tooltip');
    await expect(tip).toContainText('$');
    await expect(tip).toContainText('€');
    await expect(tip).toContainText('₽');
    await expect(tip).toContainText('₸');
    await expect(tip).toContainText(RATE_LINE);
    await expectInViewport(page, tip);

    // The pointer may cross from the price onto its tooltip (WCAG 1.4.13) without closing it.
    await tip.hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
    await expect(price).not.toHaveAttribute('aria-describedby');
  });

  test('is reachable by keyboard and described to screen readers; Escape closes it', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const price = page.getByRole('button', { name: /^30\s000\sсум$/ }).first();

    // Arrive with Tab, as a keyboard user does: the tooltip opens and describes the button.
    await price.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(price).toBeFocused();
    const tip = await tooltipOf(page, price);
    await expect(price).toHaveAccessibleDescription(/≈.*\$.*€.*₽.*₸.*по курсу ЦБ на \d{1,2}\s[а-я]+ \d{4}/);

    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(tip).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(tip).toBeHidden();
  });

  test('БРВ: «0,2 БРВ = 82 400 сум» with the conversion and the БРВ amount', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const fee = page
      .locator('.markdown span:has(> abbr[title="базовая расчётная величина"])', { hasText: /^0,2/ })
      .first();
    await expect(fee).toHaveText(/^0,2\sБРВ\s=\s82\s400\sсум/);
    const button = fee.getByRole('button');
    await button.hover();
    const tip = await tooltipOf(page, button);
    await expect(tip).toContainText(RATE_LINE);
    await expect(tip).toContainText(/1\sБРВ = 412\s000\sсум с\s1\sавгуста 2025\sгода/);
  });

  test('no request for exchange rates leaves the browser', async ({ page, externalRequests }) => {
    await gotoHydrated(page, '/samarkand/visa');
    await page
      .getByRole('button', { name: /^30\s000\sсум$/ })
      .first()
      .hover();
    expect(externalRequests).toEqual([]);
  });
});

test.describe('price on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a tap opens and closes the tooltip, which stays on screen even inside a wide table', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    // Closed tooltips take no room, so they cannot widen the page (a phone would zoom out).
    const laidOut = await page
      .locator('[role="tooltip"]')
      .evaluateAll((tips) => tips.filter((t) => t.getBoundingClientRect().width > 0).length);
    expect(laidOut).toBe(0);
    // Inside a table (cards on a phone, scrolling sideways on wider screens) the tooltip is not clipped.
    const price = page
      .locator('table')
      .getByRole('button', { name: /^70\s000\s000\sсум$/ })
      .first();
    await price.tap();
    const tip = await tooltipOf(page, price);
    await expectInViewport(page, tip);
    await price.tap();
    await expect(tip).toBeHidden();
  });
});

test.describe('tables as cards on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('an empty cell shows no label: no bare «Примечание:» on the vet cards (#27 §5)', async ({ page }) => {
    await gotoHydrated(page, '/services/pets');
    const table = page.locator('table.samguide-table--cards').filter({ hasText: 'Ветеринар' });
    const labelOf = (cell: Locator) => cell.evaluate((td) => getComputedStyle(td, '::before').content);
    const andrey = table.locator('tr').filter({ hasText: 'Андрей' });
    await expect(andrey.locator('td')).toHaveCount(3);
    expect(await labelOf(andrey.locator('td').nth(2))).toBe('none');
    expect(await labelOf(andrey.locator('td').nth(1))).toContain('Телефон');
    const aziz = table.locator('tr').filter({ hasText: 'Азиз' });
    expect(await labelOf(aziz.locator('td').nth(2))).toContain('Примечание');
  });
});

test.describe('phone numbers', () => {
  test('are tel: links, shown consistently, short numbers included', async ({ page }) => {
    await gotoHydrated(page, '/services/medicine');
    await expect(page.locator('a[href="tel:103"]').first()).toHaveText('103');
    const zarmed = page.locator('a[href="tel:+998557021063"]').first();
    await expect(zarmed).toHaveText('+998 55 702-10-63');
    await expect(zarmed).toHaveCSS('white-space', 'nowrap');
  });
});

test.describe('checklist', () => {
  test('ticks are remembered across a reload, and can be cleared', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const list = page.locator('[data-checklist="registration"]');
    const boxes = list.getByRole('checkbox');
    const count = await boxes.count();
    expect(count).toBeGreaterThan(2);
    // Each box is named by its step's text.
    await expect(boxes.nth(2)).toHaveAccessibleName(/Оплатите госпошлину/);

    await boxes.nth(2).check();
    await expect(list).toContainText(`Отмечено: 1 из ${count}.`);

    await gotoHydrated(page, '/samarkand/visa');
    await expect(boxes.nth(2)).toBeChecked();
    await expect(boxes.nth(0)).not.toBeChecked();
    const stored = await page.evaluate(() => localStorage.getItem('samguide:checklist:/samarkand/visa#registration'));
    expect(stored).toBe('[2]');

    await list.getByRole('button', { name: 'Снять все отметки' }).click();
    await expect(boxes.nth(2)).not.toBeChecked();
    await gotoHydrated(page, '/samarkand/visa');
    await expect(boxes.nth(2)).not.toBeChecked();
  });

  test('prints with its boxes, and without the tooltip', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const price = page.getByRole('button', { name: /^30\s000\sсум$/ }).first();
    await price.hover();
    const tip = await tooltipOf(page, price);
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-checklist="registration"]').getByRole('checkbox').first()).toBeVisible();
    await expect(tip).toHaveCSS('display', 'none');
  });

  test('is accessible (axe)', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    await page.locator('[data-checklist="registration"]').getByRole('checkbox').first().check();
    const violations = await axeViolations(page, '[data-checklist="registration"]');
    // Links inside the steps are styled by the site's link colour, not by the checklist; that
    // site-wide rule (links without underline in running text) is tracked separately.
    expect(violations.filter((v) => !v.startsWith('link-in-text-block:'))).toEqual([]);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checklist reads as a numbered list, and a price as its sum', async ({ page }) => {
    await page.goto('/samarkand/visa');
    const list = page.locator('[data-checklist="registration"]');
    await expect(list.locator('> ol > li').first()).toBeVisible();
    await expect(list.getByRole('checkbox')).toHaveCount(0);

    // The conversions are built by the client module on demand: without it the sum alone is shown.
    const price = page.getByRole('button', { name: /^30\s000\sсум$/ }).first();
    await expect(price).toBeVisible();
    await price.hover();
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
  });
});

test.describe('weather page', () => {
  test('has no climate chart and names who keeps the monthly normals', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/weather');
    await expect(page.locator('h2#climate')).toBeVisible();
    await expect(page.locator('.markdown figure svg')).toHaveCount(0);
    await expect(page.locator('.markdown')).toContainText(
      'помесячные нормы температуры и осадков публикует Узгидромет',
    );
  });
});

test.describe('external links', () => {
  /** A link's ::before, where CSS draws its service icon: the mask and the room it is painted in. */
  const iconOf = (a: Element) => {
    const style = getComputedStyle(a, '::before');
    return { mask: style.maskImage || style.getPropertyValue('-webkit-mask-image'), room: style.paddingInlineStart };
  };

  test('get a service icon, words for screen readers and open safely in a new tab', async ({ page }) => {
    await gotoHydrated(page, '/other/links');
    const chat = page.locator('.markdown li > a[href="https://t.me/+7MDLGBy89ZVkNDZi"]').first();
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(chat).toHaveAttribute('data-link-kind', 'telegram');
    // The icon is the link's ::before, drawn by CSS (issue #23): a 1em mask of the service's drawing.
    expect(await chat.evaluate(iconOf)).toEqual({ mask: expect.stringContaining('data:image/svg+xml'), room: '16px' });
    await expect(chat.locator('svg')).toHaveCount(0);
    await expect(chat).toHaveAccessibleName('Релокейшен Самарканд (Telegram, откроется в новой вкладке)');

    const internal = page.locator('.markdown a[href="/children/kindergarten"]').first();
    await expect(internal).not.toHaveAttribute('target', '_blank');
    expect(await internal.evaluate(iconOf)).toEqual({ mask: 'none', room: '0px' });
  });

  test('draw each service from the one strip of drawings: no icon blank, no two alike', async ({ page }) => {
    await gotoHydrated(page, '/other/links');
    // A large <LinkIcon> box per service, black on white, and one with nothing painted: a slot offset that
    // missed its drawing would show as that blank box, two services on one slot as twins.
    const kinds = Object.keys(LINK_ICONS);
    await page.evaluate((kinds) => {
      const row = document.createElement('div');
      row.id = 'icon-probe';
      row.style.cssText =
        'position:fixed;inset:0 auto auto 0;z-index:9999;background:#fff;color:#000;font-size:48px;line-height:1';
      for (const kind of [...kinds, 'none']) {
        const icon = document.createElement('span');
        icon.className = 'samguide-link-icon';
        icon.dataset.linkKind = kind;
        if (kind === 'none') icon.style.background = 'none';
        row.append(icon);
      }
      document.body.append(row);
    }, kinds);
    const shot = (kind: string) => page.locator(`#icon-probe [data-link-kind="${kind}"]`).screenshot();
    const blank = (await shot('none')).toString('base64');
    const drawn = new Map<string, string>();
    for (const kind of kinds) drawn.set(kind, (await shot(kind)).toString('base64'));
    for (const [kind, png] of drawn) expect(png, `${kind} has a drawing`).not.toBe(blank);
    expect(new Set(drawn.values()).size, 'every service its own drawing').toBe(kinds.length);
  });

  test('keep their icon in forced colours (high contrast), in the link colour', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await gotoHydrated(page, '/other/links');
    const chat = page.locator('.markdown li > a[href="https://t.me/+7MDLGBy89ZVkNDZi"]').first();
    const colours = await chat.evaluate((a) => ({
      icon: getComputedStyle(a, '::before').backgroundColor,
      text: getComputedStyle(a).color,
    }));
    expect(colours.icon).toBe(colours.text);
  });
});

test.describe('page dates', () => {
  test('old facts: «Сведения … · старше года», and one tap shows a quiet note with the prefilled «Сведения устарели» form', async ({
    page,
  }) => {
    await gotoHydrated(page, '/purchases/grocery'); // facts_date: 2025-05, nobody re-checked it
    const dates = page.locator('.markdown header + [data-facts]');
    await expect(dates).toHaveAttribute('data-facts', '2025-05');
    await expect(dates).toHaveAttribute('data-stale', 'true');
    // The span of the page's dated facts (Kiwi's terms of May 2024, the catalogue's 2023 prices) on the
    // one line, and that it is old (#27 §2, #47 §1).
    await expect(dates.locator('summary')).toHaveText('Сведения 2023–2024\u00a0годов · старше года');
    // No check date that nobody made.
    await expect(dates).not.toContainText('Проверено');
    await expect(page.locator('[data-checked]')).toHaveCount(0);
    await dates.locator('summary').click();
    // A quiet line, not a box: no border or background of its own. It names where to check
    // (the page's front matter `sources`) before the report link (#22 §3).
    const notice = dates.locator('[data-notice]');
    await expect(notice).toHaveText(
      /^Прошло больше года — сверьтесь с источниками: korzinka\.uz \(откроется в новой вкладке\), Uzum Tezkor \(откроется в новой вкладке\)\. Сообщить, что сведения устарели · без GitHub: в\sTelegram или по\sпочте$/,
    );
    await expect(notice.locator('a[data-source]')).toHaveCount(2);
    await expect(notice.getByRole('link', { name: /^korzinka\.uz/ })).toHaveAttribute('href', 'https://korzinka.uz/');
    const box = await notice.evaluate((el) => {
      const style = getComputedStyle(el);
      return { border: style.borderLeftWidth, background: style.backgroundColor };
    });
    expect(box).toEqual({ border: '0px', background: 'rgba(0, 0, 0, 0)' });

    const report = notice.getByRole('link', { name: 'Сообщить, что сведения устарели' });
    const href = new URL((await report.getAttribute('href'))!);
    expect(href.origin + href.pathname).toMatch(/^https:\/\/github\.com\/.+\/issues\/new$/);
    expect(href.searchParams.get('template')).toBe('outdated.yml');
    const title = await page.locator('h1').first().textContent();
    expect(href.searchParams.get('title')).toBe(`Устарели сведения: «${title}»`);
    expect(href.searchParams.get('page')).toMatch(/\/purchases\/grocery$/);
    expect(href.searchParams.get('facts')).toBe('Сведения 2023–2024\u00a0годов');
    await expect(report).toHaveAttribute('rel', 'noopener noreferrer');
    // Without a GitHub account: the same fields as a message for Telegram, or a letter (issue #50).
    const share = new URL((await notice.getByRole('link', { name: 'в Telegram' }).getAttribute('href'))!);
    expect(share.origin + share.pathname).toBe('https://t.me/share/url');
    expect(share.searchParams.get('text')).toMatch(
      /\n\nСтраница: https:\/\/\S+\/purchases\/grocery\nДата сведений: Сведения 2023–2024\sгодов\nЧто неверно или устарело:/,
    );
    await expect(notice.getByRole('link', { name: 'по почте' })).toHaveAttribute(
      'href',
      /^mailto:guide@example\.org\?/,
    );
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the dates and the notice pass axe in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, '/purchases/grocery');
      await page.locator('.markdown header + [data-facts] summary').click();
      expect(await axeViolations(page, '.markdown header + [data-facts]')).toEqual([]);
    });
  }

  test('the visa page dates its facts by the facts, not by when the source files changed', async ({ page }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const dates = page.locator('.markdown header + [data-facts]');
    // `data-facts` is still the sources' edit month, which the line no longer states (dates.spec.ts).
    await expect(dates).toHaveAttribute('data-facts', '2025-05');
    await expect(dates.locator('summary')).toHaveText(/^Сведения 2021–2025\u00a0годов /);
    await expect(dates.locator('summary')).not.toContainText('май');
    await expect(page.locator('[data-checked]')).toHaveCount(0);
  });
});
