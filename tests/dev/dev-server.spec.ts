/**
 * `npm start` serves the whole guide in development (issue #57): pages render their h1 with no page
 * error, and an edit to a page shows without a restart. Runs against the dev server that
 * playwright.dev.config.ts starts on a copy of the site.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEV_COPY } from '../../playwright.dev.config';

/** The network is closed, and the site must not need third parties: every other host is aborted. */
async function watch(page: Page): Promise<string[]> {
  const errors: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort('blockedbyclient'),
  );
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !/ERR_BLOCKED_BY_CLIENT|net::ERR_FAILED/.test(msg.text())) errors.push(msg.text());
  });
  return errors;
}

const PAGES: [string, RegExp][] = [
  ['/', /Самарканд/],
  ['/samarkand/visa', /^Виза/],
  ['/map', /карт/i],
  ['/search', /Поиск/],
  ['/sale', /./],
];

for (const [route, h1] of PAGES) {
  test(`${route} renders its h1 in development`, async ({ page }) => {
    const errors = await watch(page);
    await page.goto(route);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('h1').first()).toHaveText(h1);
    expect(errors, 'page errors').toEqual([]);
  });
}

test('the offline button says that saving works in the built site', async ({ page }) => {
  const errors = await watch(page);
  await page.goto('/#offline');
  await expect(page.locator('[data-offline-development]')).toContainText('npm run build');
  expect(errors, 'page errors').toEqual([]);
});

test('an edited page shows the change without a restart', async ({ page }) => {
  const file = path.join(DEV_COPY, 'docs', 'samarkand', 'visa.mdx');
  const original = await readFile(file, 'utf8');
  const marker = `Проверка правки ${Date.now()}`;
  await page.goto('/samarkand/visa');
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  try {
    await writeFile(file, `${original.trimEnd()}\n\n${marker}\n`);
    await expect(page.getByText(marker)).toBeVisible();
  } finally {
    await writeFile(file, original);
  }
  await expect(page.getByText(marker)).toHaveCount(0);
});
