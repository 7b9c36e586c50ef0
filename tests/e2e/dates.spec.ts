/**
 * One date story a reader can trust (issue #22), on the built site: no card borrows the day its
 * source's files were committed; a page header states the span of the other dates in its text;
 * an old page's notice names where to check; the footer's edit date cannot pass for the date of
 * the facts. The build is pinned to November 2026 (SAMGUIDE_BUILD_DATE in build:e2e).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, axeViolations } from './fixtures';

const BUILD = path.join(process.cwd(), 'build');

function htmlFiles(dir: string): string[] {
  return builtFiles(dir, /\.html$/);
}

function builtFiles(dir: string, name: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return builtFiles(file, name);
    return name.test(entry.name) ? [file] : [];
  });
}

/**
 * A built file's text as a reader would get it: JS string escapes (`\u{421}`, `\u0421`), HTML's
 * `&nbsp;` and URL-encoded text (the prefilled report forms) decoded, non-breaking spaces as spaces.
 */
function readable(text: string): string {
  return text
    .replace(/\\u\{([0-9a-f]+)\}|\\u([0-9a-f]{4})/gi, (_, long: string, short: string) =>
      String.fromCodePoint(parseInt(long ?? short, 16)),
    )
    .replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    })
    .replace(/&nbsp;|&#160;|\u00a0/g, ' ');
}

/**
 * The old date line of cards, balloons and `npm run freshness`: «Сведения на май 2025», «Сведения на
 * 2023 год» — an edit month or a price's date passed off as the date of all the facts. The header's
 * month form keeps «года» («Сведения на январь 2023 года», CONTRIBUTING.md «Как писать даты»).
 */
const OLD_DATE_LINE = /Сведения на (?:[а-яё]+ \d{4}(?! года)|\d{4})/;

test.describe('place cards', () => {
  test('a card says «не позднее» only in the date tag of a price the catalogue does not date', () => {
    const pages = htmlFiles(BUILD);
    expect(pages.length).toBeGreaterThan(30);
    const cards = /<section[^>]*data-place[^>]*>[\s\S]*?<\/section>/g;
    let seen = 0;
    for (const file of pages) {
      for (const card of readFileSync(file, 'utf8').match(cards) ?? []) {
        seen++;
        const notAfter = card.replace(/&nbsp;|\u00a0/g, ' ').match(/не позднее/g)?.length ?? 0;
        expect(notAfter, path.relative(BUILD, file)).toBe(card.match(/data-not-after/g)?.length ?? 0);
      }
    }
    expect(seen).toBeGreaterThan(150);
  });

  test('on /children/kindergarten each card price carries its own date tag, and no card has a date line', async ({
    page,
  }) => {
    await gotoHydrated(page, '/children/kindergarten');
    const cards = page.locator('section[data-place]');
    expect(await cards.count()).toBeGreaterThan(10);
    // GLC's school price is dated 23 September 2024: the tag after the sum says so, once.
    const glc = page.locator('section#glc-school');
    const glcPrice = glc.locator('[data-price]');
    await expect(glcPrice).toHaveAttribute('data-as-of', '2024-09-23');
    await expect(glcPrice).toHaveText('2\u00a0500\u00a0000\u00a0сум · 23\u00a0сентября\u00a02024');
    await expect(glc.locator('p').last()).toHaveText(
      'Сообщить, что сведения устарели · без GitHub: в Telegram или по почте',
    );
    // The private kindergartens' fees were written down in 2023 (facts/children/kindergarten.md).
    const angels = page.locator('section#baby-angels');
    await expect(angels.locator('[data-price] [data-as-of]')).toHaveText(' · 2023');
    await expect(angels.locator('p').last()).toHaveText(
      'Сообщить, что сведения устарели · без GitHub: в Telegram или по почте',
    );
    await expect(cards.filter({ hasText: 'Сведения на' })).toHaveCount(0);
  });
});

test.describe('no «Сведения на …» date line anywhere', () => {
  test('in the pages, their scripts (the /map balloon is built there), data and feeds, prefilled forms included', () => {
    const files = builtFiles(BUILD, /\.(html|js|json|xml|txt)$/);
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(20);
    let scanned = 0;
    for (const file of files) {
      const text = readable(readFileSync(file, 'utf8'));
      scanned++;
      expect(OLD_DATE_LINE.exec(text)?.[0], path.relative(BUILD, file)).toBeUndefined();
    }
    expect(scanned).toBeGreaterThan(100);
    // The check reads what it must: the old line, escaped as the bundler writes it, would be found.
    expect(
      OLD_DATE_LINE.test(readable('`\\u{421}\\u{432}\\u{435}\\u{434}\\u{435}\\u{43d}\\u{438}\\u{44f} на 2023 год`')),
    ).toBe(true);
    expect(
      OLD_DATE_LINE.test(
        readable('facts=%D0%A1%D0%B2%D0%B5%D0%B4%D0%B5%D0%BD%D0%B8%D1%8F%20%D0%BD%D0%B0%20%D0%BC%D0%B0%D0%B9%202025'),
      ),
    ).toBe(true);
    expect(OLD_DATE_LINE.test('Сведения на январь 2023 года')).toBe(false);
  });

  test('the /map balloon’s code dates nothing with «Сведения»: each date stands after its fact', () => {
    const balloons = builtFiles(path.join(BUILD, 'assets/js'), /\.js$/).filter((f) =>
      readFileSync(f, 'utf8').includes('balloonContentFooter'),
    );
    expect(balloons.length).toBeGreaterThan(0);
    for (const file of balloons) {
      const text = readable(readFileSync(file, 'utf8'));
      expect(text, path.relative(BUILD, file)).not.toContain('Сведения на');
      // The balloon's tag for a price or old hours (src/components/YandexMap/balloon.ts).
      expect(text, path.relative(BUILD, file)).toContain('samguide-balloon-date');
    }
  });
});

test.describe('opening hours say how old they are (issue #47 §2)', () => {
  test('old hours carry their date whatever the status; recent ones only beside «Открыто сейчас» / «Закрыто»', async ({
    page,
  }) => {
    // The bars' hours: «не позднее» May 2025 (facts/cafe/bar.md), 18 months before the build (November 2026).
    await gotoHydrated(page, '/cafe/bar');
    const bar = page.locator('section#sam-craft');
    const old = bar.locator('dd [data-as-of]').filter({ hasText: 'часы' });
    await expect(old).toHaveText('(часы не позднее мая 2025)');
    await expect(old).toHaveAttribute('data-not-after', '');
    await expect(old).toBeVisible();

    // The ENT centre's hours: «не позднее» June 2026 (the source tree's date), five months old.
    await gotoHydrated(page, '/services/medicine');
    const ent = page.locator('section#lor-markaz');
    await expect(ent.locator('[data-status]')).toHaveText(/^(Открыто сейчас|Закрыто)$/);
    const recent = ent.locator('[data-status] + [data-as-of]');
    await expect(recent).toHaveText('(часы не позднее июня 2026)');
    await expect(recent).toBeVisible();
    // Today no other card's hours are that recent: all the others are older than a year and say so.
    const tags = page.locator('section[data-place] dd [data-as-of]').filter({ hasText: 'часы' });
    expect(await tags.count()).toBeGreaterThan(2);
    for (const tag of await tags.all()) await expect(tag).toBeVisible();
  });

  test('the /map filter says the hours’ newest date; each list group with hours says its own, once', async ({
    page,
  }) => {
    await gotoHydrated(page, '/map');
    const filter = page.getByRole('checkbox', { name: 'Открыто сейчас (часы не позднее июня 2026)' });
    await expect(filter).toBeVisible();
    const groups = page.locator('#map-places section[data-group]');
    const withHours = groups.filter({
      has: page.locator('li [data-open-hours], li:has-text("часы не подтверждены")'),
    });
    const heads = page.locator('#map-places h3 [data-as-of]');
    expect(await heads.count()).toBeGreaterThan(10);
    await expect(heads).toHaveCount(await withHours.count());
    await expect(page.locator('#map-places h3', { hasText: 'Лаборатории' })).toHaveText(
      'Услуги › Медицина › Лаборатории (часы не позднее декабря 2023)',
    );
    // Once per group, not in each row: the rows' hours lines carry no tag (the /map element budget).
    await expect(page.locator('#map-places li [data-as-of]').filter({ hasText: 'часы' })).toHaveCount(0);
  });

  test('a /map row dates its price as the card does: its own date, else «не позднее» its source', async ({ page }) => {
    await gotoHydrated(page, '/map');
    // The catalogue gives Oxford's fee no date (facts/children/school.md); Baby Angels' is from 2023.
    await expect(page.locator('li#oxford-international-school [data-as-of][data-not-after]')).toHaveText(
      ' · не позднее июня\u00a02026',
    );
    await expect(page.locator('li#baby-angels [data-as-of]').first()).toHaveText(' · 2023');
  });
});

test.describe('without JavaScript (no «Открыто сейчас»)', () => {
  test.use({ javaScriptEnabled: false });

  test('recent hours’ date hides with the empty status; old hours still say how old', async ({ page }) => {
    await page.goto('/services/medicine');
    const recent = page.locator('section#lor-markaz dd [data-as-of]');
    await expect(recent).toHaveText('(часы не позднее июня 2026)');
    await expect(recent).toBeHidden();
    const old = page.locator('section#swiss-lab dd [data-as-of]');
    await expect(old).toHaveText('(часы не позднее декабря 2023)');
    await expect(old).toBeVisible();
  });
});

/** The page header's date block (src/components/Verified), right under the title. */
const header = (page: Page) => page.locator('.markdown header + [data-facts]');

/** Opens the disclosure under the date line, as a reader taps it. */
async function openDates(page: Page) {
  const dates = header(page);
  await dates.locator('summary').click();
  await expect(dates.locator('details')).toHaveAttribute('open', '');
  return dates;
}

test.describe('page header', () => {
  test('the line states the span of the page’s fact dates, and its news apart, not a source’s edit month', async ({
    page,
  }) => {
    await gotoHydrated(page, '/samarkand/visa');
    const dates = header(page);
    // March 2021 (China's 10-day visa-free stay) to November 2025; the news (change records) to January 2026.
    await expect(dates.locator('summary')).toHaveText('Сведения 2021–2025\u00a0годов и новости до января 2026');
    await expect(dates.locator('[data-span]')).toHaveAttribute('data-span', '2021-03/2025-11');
    await expect(dates.locator('[data-span]')).toHaveAttribute('data-news', '2026-01');
    // Each end is a date the reader can find in the text.
    const marked = page.locator('.markdown time[data-dated]');
    await expect(marked.filter({ hasText: 'С марта 2021 года' })).toHaveAttribute('datetime', '2021-03');
    await expect(marked.filter({ hasText: 'С 1 января 2026 года' })).toHaveAttribute('datetime', '2026-01');
    // No header on the site reads «Сведения на <month year>» (a source's edit month) any more.
    for (const file of htmlFiles(BUILD)) {
      const html = readFileSync(file, 'utf8').replace(/&nbsp;|\u00a0/g, ' ');
      expect(html, path.relative(BUILD, file)).not.toMatch(
        /Сведения на (<time[^>]*>)?[а-я]+ \d{4}(<\/time>)?(?! года)/,
      );
    }
  });

  test('the ЭЦП fee says which БРВ its sum comes from, and the header covers that date', async ({ page }) => {
    await gotoHydrated(page, '/services/government');
    // The ЭЦП sum's БРВ is the page's news (its change record, «расчёт по БРВ»).
    await expect(header(page).locator('summary')).toHaveText(
      'Сведения 2023\u00a0года и новости до августа 2025 · старше года',
    );
    const opening = page.locator('.markdown > p').first();
    await expect(opening).toContainText('пошлина за неё 0,07');
    // One date per clause: the sum's own tooltip names the БРВ it comes from, the sentence carries no second date.
    await expect(opening.locator('[data-note]')).toHaveAttribute(
      'data-note',
      /^1\u00a0БРВ = 412\u00a0000\u00a0сум с\u00a01\u00a0августа 2025/,
    );
    await expect(opening.locator('time[data-dated][datetime="2025-08"]')).toHaveCount(0);
  });

  test('a page whose text dates nothing says «не позднее» its sources’ edit month, and what that month is', async ({
    page,
  }) => {
    await gotoHydrated(page, '/samarkand/weather');
    const dates = header(page);
    await expect(dates.locator('summary')).toHaveText('Сведения не позднее ноября 2023\u00a0года · старше года');
    await expect(dates.locator('[data-span]')).toHaveCount(0);
    await openDates(page);
    await expect(dates.locator('[data-not-after]')).toHaveText(
      'Своих дат у этих сведений нет: источник, откуда они взяты, последний раз правили в ноябре 2023\u00a0года.',
    );
  });
});

test.describe('stale notice', () => {
  test('an old page names its official sources as links, then the report link, one tap under the line', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services/government'); // facts_date 2024-08, 27 months before the build
    const notice = header(page).locator('[data-notice]');
    await expect(notice).toBeHidden();
    await openDates(page);
    await expect(notice).toContainText('Прошло больше года — сверьтесь с источниками: my.gov.uz');
    const sources = notice.locator('a[data-source]');
    await expect(sources).toHaveCount(3);
    await expect(sources.nth(0)).toHaveAttribute('href', 'https://my.gov.uz/');
    await expect(sources.nth(1)).toHaveAttribute('href', 'https://my.gov.uz/ru/mrzp/default/tab');
    await expect(sources.nth(2)).toHaveAttribute('href', 'https://e-imzo.uz/');
    for (const link of await sources.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(notice.getByRole('link', { name: 'Сообщить, что сведения устарели' })).toBeVisible();
    await expect(sources.nth(0)).toHaveAccessibleName('my.gov.uz (откроется в новой вкладке)');
  });

  test('a page without official sources sends the reader to the links on it and the relocants’ chat', async ({
    page,
  }) => {
    await gotoHydrated(page, '/cafe/uzbek');
    await openDates(page);
    const notice = header(page).locator('[data-notice]');
    await expect(notice).toHaveText(
      'Прошло больше года — сверьтесь по ссылкам на странице или спросите в чате релокантов (откроется в новой вкладке). Сообщить, что сведения устарели · без GitHub: в Telegram или по почте',
    );
    await expect(notice.getByRole('link', { name: /^чате релокантов/ })).toHaveAttribute('href', /^https:\/\/t\.me\//);
  });

  test('the disclosure works from the keyboard and tells a screen reader whether it is open', async ({
    page,
    context,
  }) => {
    await gotoHydrated(page, '/purchases/grocery');
    const summary = header(page).locator('summary');
    const report = header(page).getByRole('link', { name: 'Сообщить, что сведения устарели' });
    const line = (await summary.textContent())!;
    expect(line).toMatch(/^Сведения .+ · старше года$/);
    // What a screen reader gets: Chromium's own accessibility tree, the control named by the line.
    const cdp = await context.newCDPSession(page);
    const control = async () => {
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
        nodes: {
          ignored: boolean;
          role?: { value: string };
          name?: { value: string };
          properties?: { name: string; value: { value: unknown } }[];
        }[];
      };
      const node = nodes.find((n) => !n.ignored && n.name?.value === line);
      return {
        role: node?.role?.value,
        expanded: node?.properties?.find((p) => p.name === 'expanded')?.value.value,
      };
    };
    await expect(report).toBeHidden();
    expect(await control()).toEqual({ role: 'DisclosureTriangle', expanded: false });
    await summary.focus();
    await expect(summary).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(report).toBeVisible();
    expect(await control()).toEqual({ role: 'DisclosureTriangle', expanded: true });
    await page.keyboard.press('Space');
    await expect(report).toBeHidden();
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the header with its span and sources, opened, passes axe in ${scheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await gotoHydrated(page, '/samarkand/visa');
      await openDates(page);
      expect(await axeViolations(page, '.markdown header + [data-facts]')).toEqual([]);
    });
  }
});

test('the bottom of the page says the header’s words; the edit day is only in the disclosure, as an edit', async ({
  page,
}) => {
  await gotoHydrated(page, '/children/kindergarten');
  const bottom = page.locator('.theme-last-updated');
  const line = (await header(page).locator('summary [data-span]').textContent())!;
  await expect(bottom).toHaveText(line);
  await expect(bottom).not.toContainText('правили');
  await expect(bottom.locator('time')).toHaveCount(0);
  const dates = await openDates(page);
  const edited = dates.locator('[data-edited]');
  await expect(edited).toHaveText(
    /^Текст страницы правили \d{1,2} [а-я]+ \d{4} — это дата правки текста, а не сведений\.$/,
  );
  await expect(edited.locator('time[itemprop="dateModified"]')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
  // Quiet: not bold like a heading, no larger than the text around it.
  const weight = await bottom.evaluate((el) => getComputedStyle(el).fontWeight);
  expect(Number(weight)).toBeLessThan(600);
});
