/**
 * Shared test setup for every e2e spec:
 * - every request that leaves the local server is aborted (the network is closed,
 *   and the site must work without third parties); a test may route a host itself
 *   (e.g. a stub of the Yandex Maps API) — its own route wins;
 * - third-party requests are recorded in `externalRequests` so tests can assert on them;
 * - a console error or an uncaught page error fails the test.
 */
import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { OFFLINE_STORAGE_KEY } from '../../config/offline';

type Fixtures = {
  externalRequests: string[];
  consoleErrors: string[];
  /** Console errors a test provokes on purpose (set with test.use). */
  allowedConsoleErrors: RegExp | undefined;
};

export const test = base.extend<Fixtures>({
  externalRequests: [
    async ({ context, baseURL }, use) => {
      const external: string[] = [];
      const origin = new URL(baseURL!).origin;
      // On the context, so new tabs are covered too; a page.route() of a test takes precedence.
      await context.route(
        (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
        (route) => {
          external.push(route.request().url());
          return route.abort('blockedbyclient');
        },
      );
      await use(external);
    },
    { auto: true },
  ],
  allowedConsoleErrors: [undefined, { option: true }],
  consoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const text = msg.text();
        // Aborted third-party requests are the test's own doing, not the site's.
        if (/ERR_BLOCKED_BY_CLIENT|net::ERR_FAILED/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((e) => !allowedConsoleErrors?.test(e));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Opens a path and waits until React has hydrated it. */
export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

/** A node of Chromium's own accessibility tree: what a screen reader gets, not roles implied by the tags. */
export type AccessibleNode = { role?: { value: string }; name?: { value: string } };

/** The page's accessibility tree, without the nodes Chromium ignores; `count(role)` counts one role in it. */
export async function accessibilityTree(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: (AccessibleNode & { ignored: boolean })[];
  };
  const kept: AccessibleNode[] = nodes.filter((n) => !n.ignored);
  return { nodes: kept, count: (role: string) => kept.filter((n) => n.role?.value === role).length };
}

/**
 * Runs axe (WCAG 2.1 A/AA and axe's best practices, e.g. one <main>) on the current page, or only the
 * `rules` named; returns the violations.
 */
export async function axeViolations(page: Page, include?: string, rules?: string[]) {
  // Fast enough to run on every route in both themes (2–5× faster, measured): axe.run in the page
  // (legacy mode) instead of a partial run per frame finished in a new blank page, which also tests
  // same-origin frames (the site has no cross-origin ones: third parties are blocked); and only the
  // violations are serialised, not every node that passed. options() first: it replaces the rules.
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  builder = rules
    ? builder.withRules(rules)
    : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Focuses the navbar's search box, waits until the index has arrived, then types `query`. */
export async function searchFor(page: Page, query: string) {
  const box = page.locator('.navbar input.navbar__search-input');
  const indexLoaded = page.waitForResponse(/search-index.*\.json/);
  await box.focus();
  await indexLoaded;
  await box.fill(query);
}

/**
 * Waits until the search bar's list holds all its suggestions: it shows the first ones (pages and
 * sections found by their headings) before the section texts have come, marked `aria-busy`, and the
 * rest below them once they are in (issue #29 §3).
 */
export async function suggestionsSettled(page: Page, timeout = 15_000) {
  await expect(page.locator('.navbar [role="option"]').first()).toBeVisible({ timeout });
  await expect(page.locator('.navbar [role="listbox"][aria-busy="true"]')).toHaveCount(0, { timeout });
}

/**
 * Waits until a page that has just saved the offline copy has done its last request: it fetches
 * /changes.json to remember which changes the copy holds. A test that stops the server before that
 * cuts the request, and the browser logs the cut as a console error that is the test's, not the site's.
 */
export async function offlineCopySettled(page: Page) {
  await expect
    .poll(
      () => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.changesSeen, OFFLINE_STORAGE_KEY),
      {
        message: 'the saved copy records which changes it holds',
        timeout: 30_000,
      },
    )
    .toEqual(expect.any(Array));
}
