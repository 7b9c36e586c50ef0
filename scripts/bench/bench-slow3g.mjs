#!/usr/bin/env node
/**
 * The first search on a slow phone connection (issue #20 §5; goal ≤ 1 s, ≤ 1.5 s with ten times the
 * content): Chromium on emulated Fast 3G (150 ms round trip, 1.6 Mbps down, 750 kbps up) with a 4×
 * slower CPU, the site served gzip-compressed like GitHub Pages, a fresh browser context (cold cache)
 * each run. A doc page is loaded under these conditions; once it is idle, the reader taps the navbar
 * search box and types «виза». Measured:
 *   ms          from the tap (pointerdown) to the first suggestion (or the «nothing found» line) in the
 *               DOM, taken inside the page;
 *   firstBytes  bytes the server sent (gzip bodies) from the tap until then, the worker's requests included;
 *   allBytes    the same once the network is idle again (what the first query costs in all).
 * Median of `runs` (3). `measureFirstQuery` is engine-neutral: scripts/experiments/pagefind.mjs passes
 * its own `start` (tap + type) and `appeared` (in-page promise of the time the first result shows).
 * Usage: node scripts/bench/bench-slow3g.mjs [--dir build] [--port 4317] [--runs 3] [--json]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '../serve-pages.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { whenSuggestionAppears } from './bench-search.mjs';
import { median } from './stats.mjs';

export const SLOW_3G = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
export const CPU_SLOWDOWN = 4;
export const PAGE = '/samarkand/about';
export const QUERY = 'виза';
/** A phone's screen (360 px, touch), for the benches that model a reader on a phone. */
export const PHONE_360 = {
  viewport: { width: 360, height: 740 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/** Taps the navbar box (pointerdown starts the index download, as on a phone) and types the query. */
async function tapAndType(page, query) {
  await page.evaluate(`window.__appeared = (${whenSuggestionAppears})(60_000);
    addEventListener('pointerdown', () => { window.__tapAt = performance.now(); }, { capture: true, once: true });`);
  const input = page.locator('.navbar input.navbar__search-input');
  await input.click();
  await input.pressSequentially(query);
}

/**
 * Counts the bytes the server sends (bodies as sent, gzip where compressed, without headers) and
 * which files; `mark()` starts a new count. Counted at the server, so that the requests of workers,
 * which the page's DevTools session does not see, count too.
 */
export function countBytes(server) {
  let total = 0;
  let files = [];
  let markedAt = Date.now();
  // Before the server's own handler, which answers at once.
  server.prependListener('request', (req, res) => {
    let bytes = 0;
    const at = Date.now() - markedAt;
    const { write, end } = res;
    const add = (chunk) => {
      if (chunk && typeof chunk !== 'function') bytes += Buffer.byteLength(chunk);
    };
    res.write = function (chunk, ...rest) {
      add(chunk);
      return write.call(this, chunk, ...rest);
    };
    res.end = function (chunk, ...rest) {
      add(chunk);
      return end.call(this, chunk, ...rest);
    };
    res.on('finish', () => {
      total += bytes;
      // When the request arrived, after the mark (the tap): shows the chain of round trips.
      files.push(`+${at} ms ${req.url} ${bytes}`);
    });
  });
  return {
    mark() {
      total = 0;
      files = [];
      markedAt = Date.now();
    },
    get total() {
      return total;
    },
    get files() {
      return files;
    },
  };
}

/** The same network conditions for a worker the page starts (its own requests are not the page's). */
export function throttleWorkers(cdp) {
  let id = 1_000_000;
  const send = (sessionId, method, params = {}) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: id++, method, params }) });
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    if (targetInfo.type === 'worker') {
      const { latency, downloadThroughput, uploadThroughput } = SLOW_3G;
      await send(sessionId, 'Network.enable');
      await send(sessionId, 'Network.emulateNetworkConditionsByRule', {
        offline: false,
        matchedNetworkConditions: [{ urlPattern: '', latency, downloadThroughput, uploadThroughput }],
      });
    }
    await send(sessionId, 'Runtime.runIfWaitingForDebugger');
  });
  return cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
}

/**
 * One cold run: new context, throttled network and CPU, page loaded and idle, then `start(page)`;
 * `appeared` is an in-page expression of a promise of the performance.now() time the first result
 * shows, `startedAt` one of the time the run started (the tap). `bytes` is `countBytes(server)`.
 */
/** A page of `context` on Fast 3G with a 4× slower CPU (workers too), every third party aborted. */
export async function throttledPage(context, origin) {
  await context.route(
    (url) => url.origin !== origin,
    (r) => r.abort(),
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await throttleWorkers(cdp);
  return { page, cdp };
}

export async function measureFirstQuery(
  browser,
  origin,
  bytes,
  {
    route = PAGE,
    start = (page) => tapAndType(page, QUERY),
    appeared = 'window.__appeared',
    startedAt = 'window.__tapAt',
  } = {},
) {
  const context = await browser.newContext();
  const { page } = await throttledPage(context, origin);
  try {
    await page.goto(origin + route, { timeout: 120_000 });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // Docusaurus prefetches the code of the routes linked on screen once the page is idle, which on a
    // 4× slower CPU can come after 'networkidle': wait until the server has seen no request for 1.5 s,
    // so that the search's downloads are measured alone.
    bytes.mark();
    for (let seen = -1; seen !== bytes.files.length; ) {
      seen = bytes.files.length;
      await new Promise((done) => setTimeout(done, 1500));
    }
    bytes.mark();
    await start(page);
    const ms = await page.evaluate(`(async () => (await ${appeared}) - (await ${startedAt}))()`);
    const firstBytes = bytes.total;
    // The rest of the first query's downloads (full results, the index's other parts): wait until
    // nothing has arrived for a second.
    let last = -1;
    while (last !== bytes.total) {
      last = bytes.total;
      await page.waitForLoadState('networkidle');
      await new Promise((done) => setTimeout(done, 1000));
    }
    return { ms, firstBytes, allBytes: bytes.total, files: [...bytes.files] };
  } finally {
    await context.close();
  }
}

/** Median of `runs` cold runs; the runs themselves are returned too. */
export async function benchSlow3g(browser, origin, bytes, { runs = 3, ...options } = {}) {
  const list = [];
  for (let i = 0; i < runs; i++) list.push(await measureFirstQuery(browser, origin, bytes, options));
  return {
    ms: Math.round(median(list.map((r) => r.ms))),
    firstBytes: median(list.map((r) => r.firstBytes)),
    allBytes: median(list.map((r) => r.allBytes)),
    runs: list.map((r) => ({ ...r, ms: Math.round(r.ms) })),
  };
}

export const formatSlow3g = (label, r) =>
  `${label}: first suggestion ${r.ms} ms after the tap (median of ${r.runs.map((x) => x.ms).join(', ')}),` +
  ` ${(r.firstBytes / 1024).toFixed(1)} KB transferred by then, ${(r.allBytes / 1024).toFixed(1)} KB in all`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const server = await startServer(path.resolve(option('dir', 'build')), Number(option('port', 0)), '127.0.0.1', {
    gzip: true,
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const result = await benchSlow3g(browser, `http://127.0.0.1:${server.address().port}`, countBytes(server), {
      runs: Number(option('runs', 3)),
    });
    console.log(args.includes('--json') ? JSON.stringify(result, null, 1) : formatSlow3g('Fast 3G, 4× CPU', result));
  } finally {
    await browser.close();
    server.close();
  }
}
