/**
 * The offline copy (issue #12), in the built site: the reader saves the guide from the home page,
 * the server goes away, and the guide still opens, searches and shows the /map list; an address
 * that was not saved gets the Russian offline page; a new deploy is offered with «Обновить».
 *
 * Service workers outlive a page, so these tests start and stop their own copy of
 * scripts/serve-pages.mjs (ports 4231–4239, not the shared E2E_PORT server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, gotoHydrated, axeViolations, offlineCopySettled, suggestionsSettled } from './fixtures';
import { OFFLINE_BUDGET_BYTES, OFFLINE_COPY_FILE, OFFLINE_STORAGE_KEY } from '../../config/offline';
import { measureOfflineCopy, precacheList, type OfflineCopy } from '../../src/plugins/offline';

const BUILD = path.resolve('build');
const PORT = Number(process.env.OFFLINE_E2E_PORT ?? 4231);

test.use({
  baseURL: `http://127.0.0.1:${PORT}`,
  // The offline page answers 503 on purpose (the address is not in the copy and there is no network).
  allowedConsoleErrors: /the server responded with a status of 503/,
});
// Sharing one port, the tests of this file must not overlap.
test.describe.configure({ mode: 'serial' });

/** Serves `dir` like GitHub Pages on PORT; resolves once it listens. */
async function serve(dir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/serve-pages.mjs', dir, '--port', String(PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Serving')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`serve-pages exited with ${code}`)));
  });
  return child;
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill();
  await once(child, 'exit');
}

async function readCopy(dir = BUILD): Promise<OfflineCopy> {
  return JSON.parse(await readFile(path.join(dir, OFFLINE_COPY_FILE), 'utf8')) as OfflineCopy;
}

const saveButton = (page: Page) => page.getByRole('button', { name: /офлайн/ });
const searchBox = (page: Page) => page.locator('.navbar input.navbar__search-input');

/** Presses the button on the home page and waits until the copy is reported complete. */
async function saveGuide(page: Page, total: number) {
  await gotoHydrated(page, '/');
  const section = page.locator('#offline');
  await expect(saveButton(page)).toBeEnabled();
  await expect(saveButton(page)).toContainText(/\(\d+(,\d)?\u00a0[КМ]Б\)/);
  // Every text the section shows while saving, to check the progress afterwards.
  await section.evaluate((el) => {
    const seen: string[] = [];
    (window as unknown as { offlineTexts: string[] }).offlineTexts = seen;
    new MutationObserver(() => seen.push(el.textContent ?? '')).observe(el, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await saveButton(page).click();
  await expect(section.getByRole('status')).toContainText(/^Справочник сохранён: \d{1,2}\u00a0[а-я]+ \d{4}$/, {
    timeout: 30_000,
  });
  const texts = await page.evaluate(() => (window as unknown as { offlineTexts: string[] }).offlineTexts);
  const progress = texts.flatMap((t) => t.match(/Сохранено (\d+) из (\d+)\u00a0страни/) ?? []);
  expect(progress.length, 'progress was shown').toBeGreaterThan(0);
  expect(texts.join('\n')).toContain(`из ${total}\u00a0страниц`);
  await expect(section.getByRole('button', { name: 'Удалить сохранённую копию' })).toBeVisible();
  await offlineCopySettled(page);
}

test.describe('offline copy', () => {
  let server: ChildProcess | undefined;
  let copyDir: string | undefined;

  test.afterEach(async ({ page }) => {
    // Close the page first: a request still in flight (an idle prefetch, a late save) would be
    // cut by the stopped server and logged as a console error that is the test's, not the site's.
    await page.close();
    await stop(server);
    server = undefined;
    if (copyDir) await rm(copyDir, { recursive: true, force: true });
    copyDir = undefined;
  });

  test('the copy fits the budget and lists every page once', async () => {
    const entries = precacheList(await readFile(path.join(BUILD, 'sw.js'), 'utf8'))!;
    const measured = await measureOfflineCopy(BUILD, '/', entries);
    expect(await readCopy()).toEqual(measured);
    expect(measured.bytes, `offline copy: ${measured.bytes} bytes gzip`).toBeLessThanOrEqual(OFFLINE_BUDGET_BYTES);
    expect(new Set(measured.pages).size).toBe(measured.pages.length);
    expect(measured.pages).toEqual(expect.arrayContaining(['/', '/map', '/search', '/samarkand/visa']));
    const urls = entries.map((e) => e.url);
    // No trailing-slash duplicates or worker files; the search index and the code are in.
    expect(urls.filter((u) => /\/index\.html$|^404\.html$|sw\.js$|^https?:/.test(u))).toEqual([]);
    // The list was made from the final search index (postBuilds run at once: src/plugins/offline/pwa.ts):
    // its meta file and every part it lists (issue #20 §5), each saved at the revision of the file served.
    const meta = JSON.parse(await readFile(path.join(BUILD, 'search-index.json'), 'utf8'));
    const indexFiles: string[] = ['search-index.json', ...meta.terms.files, ...meta.texts.files];
    for (const file of indexFiles) {
      const entry = entries.find((e) => e.url === file);
      expect(entry, `${file} is in the copy`).toBeDefined();
      const md5 = createHash('md5')
        .update(await readFile(path.join(BUILD, file)))
        .digest('hex');
      expect(entry!.revision, file).toBe(md5);
    }
    expect(urls.some((u) => /^assets\/js\/main\.[0-9a-f]+\.js$/.test(u))).toBe(true);
    expect(urls.some((u) => /^assets\/css\/.+\.css$/.test(u))).toBe(true);
  });

  test('saved from the home page, the guide is read and searched with the server stopped', async ({ page }) => {
    test.setTimeout(300_000);
    server = await serve(BUILD);
    const copy = await readCopy();
    await saveGuide(page, copy.pages.length);
    await stop(server);

    // Every saved page by its address (the test-only pages under /e2e/ crash on purpose); the first
    // ten also run their code to the end.
    const pages = copy.pages.filter((p) => !p.startsWith('/e2e/'));
    expect(pages.length).toBeGreaterThanOrEqual(30);
    for (const [i, route] of pages.entries()) {
      const response = i < 10 ? await gotoHydrated(page, route) : await page.goto(route);
      expect(response?.fromServiceWorker(), route).toBe(true);
      expect(response?.status(), route).toBe(200);
      await expect(page.locator('h1').first(), route).toBeVisible();
    }
    await expect(page.getByText(/^Вы читаете сохранённую копию справочника от \d/)).toBeVisible();

    // Reload, and the other spellings of an address.
    await gotoHydrated(page, '/samarkand/visa');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('h1')).toContainText(/виз/i);
    for (const spelling of ['/samarkand/visa.html', '/samarkand/visa/']) {
      await gotoHydrated(page, spelling);
      await expect(page).toHaveURL(/\/samarkand\/visa$/);
    }

    // Search suggestions, then the results page.
    await gotoHydrated(page, '/services/communication');
    await searchBox(page).focus();
    await searchBox(page).fill('виза');
    const suggestion = page.locator('.navbar [role="option"]').first();
    await expect(suggestion).toBeVisible({ timeout: 15_000 });
    await suggestionsSettled(page);
    await suggestion.click();
    await expect(page).not.toHaveURL(/\/services\/communication$/);
    await expect(page.locator('h1').first()).toBeVisible();
    await gotoHydrated(page, '/search?q=виза');
    await expect(page.locator('article a[href*="/samarkand/visa"]').first()).toBeVisible({ timeout: 15_000 });

    // /map: the map needs the network, the list of places does not.
    await gotoHydrated(page, '/map');
    await expect(page.getByRole('status').filter({ hasText: 'Карта' })).toContainText('Карта не загрузилась');
    await expect(page.locator('#map-list-title')).toHaveText(/^Все места: \d+ мест/);
    await expect(page.locator('#map-list-title ~ section li').first()).toBeVisible();

    // An address that is not in the copy: the Russian offline page, not the browser's error.
    await page.goto('/no-such-page-saved');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Этой страницы нет в сохранённой копии');
    await page.getByRole('link', { name: 'главной страницы' }).click();
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(page.locator('#offline').getByRole('status')).toContainText('Справочник сохранён');
    // The saved state and the «saved copy» line pass axe too.
    await expect(page.getByRole('complementary', { name: 'Сохранённая копия справочника' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a new deploy is saved in the background and offered with «Обновить»', async ({ page }) => {
    test.setTimeout(120_000);
    // The second deploy: one saved file changed (a picture, so that no page needs new code), and one
    // more entry in the change record (/changes.json, issue #30 §4); the worker's list says so: new
    // revisions, hence a new sw.js, as after a real deploy.
    const changed = 'img/illustrations/registan.svg';
    const marker = '<!-- second deploy -->';
    copyDir = await mkdtemp(path.join(tmpdir(), 'samguide-offline-'));
    await cp(BUILD, copyDir, { recursive: true });
    const md5 = (b: Buffer) => createHash('md5').update(b).digest('hex');
    const oldFile = await readFile(path.join(copyDir, changed));
    const newFile = Buffer.concat([oldFile, Buffer.from(marker)]);
    await writeFile(path.join(copyDir, changed), newFile);
    const oldList = await readFile(path.join(copyDir, 'changes.json'));
    const record = JSON.parse(oldList.toString()) as { id: string; date: string }[];
    const newEntry = { id: 'samarkand-visa-fee-2026-11-01', date: '2026-11-01' };
    const newList = Buffer.from(JSON.stringify([newEntry, ...record]));
    await writeFile(path.join(copyDir, 'changes.json'), newList);
    const sw = await readFile(path.join(copyDir, 'sw.js'), 'utf8');
    const listEntry = (revision: string) => `{"revision":"${revision}","url":"changes.json"}`;
    expect(sw).toContain(md5(oldFile));
    expect(sw).toContain(listEntry(md5(oldList)));
    await writeFile(
      path.join(copyDir, 'sw.js'),
      sw.replace(md5(oldFile), md5(newFile)).replace(listEntry(md5(oldList)), listEntry(md5(newList))),
    );
    const savedPicture = () => page.evaluate((url) => fetch(url).then((r) => r.text()), `/${changed}`);
    const stored = () =>
      page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as Record<string, unknown>,
        OFFLINE_STORAGE_KEY,
      );
    // The note of issue #30 §4, in the live region that every page has.
    const liveRegion = page.locator('[data-changes-since-copy]');
    const note = page.getByRole('status').filter({ hasText: 'С вашей копии' });
    /** Waits until this page has compared its copy's change record (served by the worker) with the saved list. */
    const compared = () =>
      page
        .waitForResponse((r) => r.url().endsWith('/changes.json') && r.fromServiceWorker())
        .then(() => page.evaluate(() => new Promise((done) => requestIdleCallback(done))));

    server = await serve(BUILD);
    await saveGuide(page, (await readCopy()).pages.length);
    const savedOn = (await page.locator('#offline').getByRole('status').textContent())!.replace(/^.*: /, '');
    // The saved copy remembers which entries of the record it holds…
    await expect.poll(async () => (await stored()).changesSeen).toEqual(record.map((c) => c.id));
    // …and, read again, says nothing about changes: nothing is new since it was saved.
    const reloadCompared = compared();
    await page.reload();
    await reloadCompared;
    await expect(liveRegion).toHaveAttribute('role', 'status');
    await expect(liveRegion).toHaveText('');
    await expect(note).toHaveCount(0);
    await stop(server);

    server = await serve(copyDir);
    await gotoHydrated(page, '/samarkand/people');
    // The popup is announced (role=alert) and reads in Russian only.
    const popup = page.getByRole('alert').filter({ hasText: 'Доступна новая версия справочника' });
    await expect(popup.getByText('Доступна новая версия справочника')).toBeVisible({ timeout: 30_000 });
    await expect(popup.getByRole('button', { name: 'Закрыть' })).toBeVisible();
    await expect(popup).not.toContainText(/[A-Za-z]/);
    // The old copy, still read, has nothing new to tell.
    await expect(note).toHaveCount(0);
    // Until the reader agrees, the old copy is served whole, though the new one is already saved.
    expect(await savedPicture()).not.toContain(marker);
    await gotoHydrated(page, '/samarkand/about');
    expect(await savedPicture()).not.toContain(marker);
    await expect(popup.getByText('Доступна новая версия справочника')).toBeVisible({ timeout: 30_000 });

    // The page reloads once the new worker has taken over, which may take a moment: wait for that
    // load itself (the address does not change, so waitForURL would pass at once on the old page).
    const reloaded = page.waitForEvent('load', { timeout: 30_000 });
    await popup.getByRole('button', { name: 'Обновить' }).click();
    await reloaded;
    await expect(page).toHaveURL(/\/samarkand\/about$/);
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
    await expect.poll(savedPicture).toContain(marker);
    // The first page of the new copy tells, in the live region, what is new since the reader's copy.
    await expect(note).toContainText(`С вашей копии от ${savedOn}: 1\u00a0изменение. Что изменилось`);
    await expect(note.getByRole('link', { name: 'Что изменилось' })).toHaveAttribute('href', '/changes');
    expect(await axeViolations(page)).toEqual([]);
    await note.getByRole('button', { name: 'Закрыть' }).click();
    await expect(note).toHaveCount(0);
    await expect(liveRegion).toHaveText('');
    expect((await stored()).changesSeen).toEqual([newEntry.id, ...record.map((c) => c.id)]);
    // And the new copy works without the server; the next page says nothing more about changes.
    await stop(server);
    const nextCompared = compared();
    await gotoHydrated(page, '/samarkand/compare');
    await nextCompared;
    await expect(note).toHaveCount(0);
    expect(await savedPicture()).toContain(marker);
    await expect(page.getByText(/^Вы читаете сохранённую копию справочника от \d/)).toBeVisible();
  });

  test('removing the copy deletes the worker and the saved files', async ({ page }) => {
    test.setTimeout(90_000);
    server = await serve(BUILD);
    const copy = await readCopy();
    await saveGuide(page, copy.pages.length);
    await page.locator('#offline').getByRole('button', { name: 'Удалить сохранённую копию' }).click();
    await expect(saveButton(page)).toBeEnabled();
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
    expect(await page.evaluate(() => caches.keys())).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), OFFLINE_STORAGE_KEY)).toBeNull();
  });

  test('no room for the copy: a clear message and nothing saved', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(StorageManager.prototype, 'estimate', {
        value: () => Promise.resolve({ quota: 1_000_000, usage: 900_000 }),
      });
    });
    server = await serve(BUILD);
    await gotoHydrated(page, '/');
    await expect(saveButton(page)).toBeEnabled();
    await saveButton(page).click();
    await expect(page.locator('#offline').getByRole('alert')).toContainText('Не хватает места');
    await expect(page.locator('#offline').getByText('Справочник сохранён')).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  });

  test('installing the site as an app saves the guide too', async ({ page }) => {
    test.setTimeout(90_000);
    server = await serve(BUILD);
    await gotoHydrated(page, '/');
    await expect(saveButton(page)).toBeEnabled();
    // What the browser fires once the reader has added the site to the home screen.
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.locator('#offline').getByRole('status')).toContainText(/^Справочник сохранён: /, {
      timeout: 30_000,
    });
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(1);
  });

  test.describe('the network gone in the middle of saving', () => {
    // The files cut off by the stopped server (refused, reset, or cut mid-body) and the worker
    // script itself are logged by the browser; which of these appears depends on timing.
    test.use({
      allowedConsoleErrors:
        /ERR_CONNECTION_(RESET|REFUSED)|ERR_INCOMPLETE_CHUNKED_ENCODING|ERR_EMPTY_RESPONSE|status of 503|error occurred when fetching the script/,
    });

    test('a clear message and nothing presented as saved', async ({ page }) => {
      test.setTimeout(90_000);
      server = await serve(BUILD);
      await gotoHydrated(page, '/');
      await expect(saveButton(page)).toBeEnabled();
      await saveButton(page).click();
      await stop(server);
      await expect(page.locator('#offline').getByRole('alert')).toContainText('Ничего не сохранено', {
        timeout: 30_000,
      });
      await expect(page.locator('#offline').getByText('Справочник сохранён')).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), OFFLINE_STORAGE_KEY)).toBeNull();
    });
  });

  test('nothing downloads before the reader asks', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    server = await serve(BUILD);
    await gotoHydrated(page, '/');
    await expect(saveButton(page)).toBeEnabled();
    await page.waitForLoadState('networkidle');
    // Nor the change record the offline copy compares (issue #30 §4), on a page load or a page that shows it.
    await gotoHydrated(page, '/samarkand/visa');
    await page.waitForLoadState('networkidle');
    await page.locator('[data-page-changes] a').click();
    await expect(page).toHaveURL(/\/changes#/);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => /sw\.js$|search-index|search-data|changes\.json/.test(p))).toEqual([]);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  });
});
