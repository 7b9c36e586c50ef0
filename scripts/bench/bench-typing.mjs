#!/usr/bin/env node
/**
 * The first suggestion as a reader types a question (issue #49): how long after the LAST key does the
 * first suggestion for the whole question show? (goal ≤ 150 ms on Fast 3G + 4× CPU, at today's size
 * and at ten times the content). A fresh phone context each run (360 px, touch, cold cache), Fast 3G
 * and a 4× slower CPU (bench-slow3g.mjs `throttledPage`), the site served gzip-compressed like GitHub
 * Pages. The doc page loads; 1 s after it has hydrated (whatever the network is still doing) the
 * reader taps the navbar box and types the question on the keyboard, one key every 100 ms: real key
 * presses through CDP (keydown, keypress, input; Playwright would insert Cyrillic as text with no
 * keydown), sent on time whatever the page's main thread is doing, as fingers do.
 * Timed inside the page (typing `recordTyping`): each keydown's event time, each input, and each
 * drawing of suggestion rows (MutationObserver; «painted» after the frame that shows them). Measured
 * per run (typing.mjs `readTyping`): from the last keydown to the first rows drawn for the whole
 * question, and whether rows (of an earlier prefix) were already on screen at the last key. Runs go
 * question by question in turn; per question and over all, median and p90. The server's log of the
 * requests after the last key shows whether the answer waited for the network.
 * Usage: node scripts/bench/bench-typing.mjs [--dir build] [--runs 5] [--query "…"]… [--interval 100]
 *        [--against <dir>] [--search-10x | --dir-10x <dir>] [--json]
 * (--against: another build measured at 1× in the same run, the two interleaved run by run.)
 * (--search-10x builds the ten-fold copy with scripts/bench/search-10x.mjs; --dir-10x takes one built.)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '../serve-pages.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { countBytes, PAGE, PHONE_360, throttledPage } from './bench-slow3g.mjs';
import { buildTenfold } from './search-10x.mjs';
import { median, summarize } from './stats.mjs';
import { keyFor, parseTypingArgs, readTyping, TYPING_GOAL_MS } from './typing.mjs';

/** The reader's pause between the page's hydration and the tap on the box. */
const TAP_AFTER_MS = 1000;
/** A ceiling for one question's answer, not a wait: a run that reaches it fails. */
const ANSWER_TIMEOUT_MS = 60_000;

/**
 * In the page (passed as source text, so self-contained): records keys, inputs and drawings of
 * suggestion rows into `window.__typing`; `window.__typing.done` resolves once rows have been drawn
 * for the whole `query`.
 */
export function recordTyping(query, timeoutMs) {
  const record = { keys: [], inputs: [], rows: [] };
  const box = () => document.querySelector('.navbar input.navbar__search-input');
  const rowShown = () =>
    [...document.querySelectorAll('.navbar [role="option"]')].some((r) => r.getClientRects().length > 0);
  addEventListener(
    'keydown',
    (e) => record.keys.push({ at: e.timeStamp, handled: performance.now(), shown: rowShown() }),
    {
      capture: true,
    },
  );
  addEventListener('input', (e) => record.inputs.push({ at: performance.now(), value: e.target.value }), {
    capture: true,
  });
  let answered;
  const done = new Promise((resolve, reject) => {
    answered = resolve;
    setTimeout(() => reject(new Error(`no suggestion for «${query}» within ${timeoutMs} ms`)), timeoutMs);
  });
  const isRows = (node) =>
    node instanceof Element && (node.matches('[role="option"]') || !!node.querySelector('[role="option"]'));
  new MutationObserver((mutations) => {
    if (!mutations.some((m) => [...m.addedNodes].some(isRows))) return;
    const row = { inserted: performance.now(), value: box()?.value };
    requestAnimationFrame(() => {
      // A message posted in the frame's callback is handled once that frame has been drawn.
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        row.painted = performance.now();
        record.rows.push(row);
        const whole = record.inputs.findLast((e) => e.value === query);
        if (row.value === query && whole && whole.at <= row.inserted) answered();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document.body, { childList: true, subtree: true });
  window.__typing = record;
  window.__typingDone = done;
}

/**
 * Presses the keys of `text` one every `interval` ms, on time: each press is sent without waiting for
 * the page to have handled the one before (a busy main thread makes the page late, not the fingers).
 * `beforeLast` is called just before the last key is sent. Resolves once every press has been handled.
 */
export async function typeLikeReader(cdp, text, interval, beforeLast = () => {}) {
  const start = Date.now();
  const chars = [...text];
  const sent = [];
  for (const [i, char] of chars.entries()) {
    const wait = start + i * interval - Date.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    const { text: typed, unmodifiedText, ...key } = keyFor(char);
    if (i === chars.length - 1) beforeLast();
    // The press's own time: the page's keydown.timeStamp is when the finger pressed, not when a busy
    // browser got round to the key (under load the keys otherwise arrive in bursts).
    const timestamp = Date.now() / 1000;
    sent.push(
      Promise.all([
        cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: typed, unmodifiedText, timestamp, ...key }),
        cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', timestamp, ...key }),
      ]),
    );
  }
  await Promise.all(sent);
}

/** One reader: a fresh phone context, the page, the tap 1 s after hydration, the question typed. */
export async function typingRun(browser, origin, bytes, query, interval) {
  const context = await browser.newContext(PHONE_360);
  const { page, cdp } = await throttledPage(context, origin);
  try {
    await page.goto(origin + PAGE, { timeout: 120_000 });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 });
    // The reader's own pause before the tap (the bench's model of a reader, not a wait for a condition).
    await new Promise((done) => setTimeout(done, TAP_AFTER_MS));
    await page.evaluate(`(${recordTyping})(${JSON.stringify(query)}, ${ANSWER_TIMEOUT_MS})`);
    await page.locator('.navbar input.navbar__search-input').tap();
    await typeLikeReader(cdp, query, interval, () => bytes.mark());
    await page.evaluate('window.__typingDone');
    const run = readTyping(await page.evaluate('window.__typing'), query);
    // What reached the server after the last key was sent, until the answer showed.
    const requests = bytes.files.filter((line) => Number(/^\+(-?\d+)/.exec(line)[1]) <= run.ms);
    return { ...run, requests };
  } finally {
    await context.close();
  }
}

/**
 * `runs` readers per question on each site (`sites`: { origin, bytes }), the questions in turn and,
 * with two sites, the sites interleaved (A B, then B A), so that a shared machine's load falls on
 * both alike. Per site, per question and over all: median and p90.
 */
export async function benchTyping(browser, sites, { queries, runs = 5, interval = 100, log = () => {} }) {
  const results = sites.map(() => ({ byQuery: new Map(queries.map((q) => [q, []])), failures: [] }));
  for (let i = 0; i < runs; i++) {
    for (const query of queries) {
      const order = sites.map((_, s) => s);
      if (i % 2 === 1) order.reverse();
      for (const s of order) {
        const label = sites.length > 1 ? ` ${'AB'[s]}` : '';
        try {
          const run = await typingRun(browser, sites[s].origin, sites[s].bytes, query, interval);
          results[s].byQuery.get(query).push(run);
          log(
            `  run ${i + 1}/${runs}${label} «${query}»: ${run.ms.toFixed(0)} ms${run.shownBefore ? ', rows shown before' : ''}`,
          );
        } catch (error) {
          results[s].failures.push({ query, run: i + 1, error: String(error.message ?? error) });
          log(`  run ${i + 1}/${runs}${label} «${query}»: FAILED ${error.message ?? error}`);
        }
      }
    }
  }
  return results.map(({ byQuery, failures }) => typingSummary(byQuery, failures, { interval, runs }));
}

function typingSummary(byQuery, failures, { interval, runs }) {
  const all = [...byQuery.values()].flat();
  if (all.length === 0) throw new Error(`bench-typing: every run failed: ${failures[0]?.error}`);
  const phase = (key) => Math.round(median(all.map((r) => r[key])));
  const perQuery = [...byQuery].map(([query, list]) => ({
    query,
    ...(list.length ? summarize(list.map((r) => r.ms)) : { runs: [] }),
    shownBefore: list.filter((r) => r.shownBefore).length,
    keyGapMs: list.length ? Math.round(list.reduce((a, r) => a + r.keyGapMs, 0) / list.length) : null,
    // The requests after the last key in the slowest run: did the answer wait for the network?
    slowestRequests: [...list].sort((a, b) => b.ms - a.ms)[0]?.requests ?? [],
  }));
  return {
    interval,
    runsPerQuery: runs,
    all: summarize(all.map((r) => r.ms)),
    // Medians of the three phases (typing.mjs `readTyping`) and of the drawings while typing.
    phases: {
      lagMs: phase('lagMs'),
      insertedMs: phase('insertedMs'),
      paintedMs: phase('ms'),
      drawings: phase('drawings'),
    },
    shownBefore: all.filter((r) => r.shownBefore).length,
    measured: all.length,
    failures,
    perQuery,
  };
}

/** The report's lines for one size (`label`: «1×», «10×»). */
export function formatTyping(label, r) {
  const verdict = r.all.median <= TYPING_GOAL_MS ? 'within' : 'OVER';
  const lines = [
    `${label}: last key → first suggestion of the whole question ${r.all.median} ms median, p90 ${r.all.p90} ms` +
      ` (goal ≤ ${TYPING_GOAL_MS}: ${verdict}; ${r.measured} runs, rows of a prefix already shown at the last key in ${r.shownBefore})`,
    `    medians: the page handled the last key after ${r.phases.lagMs} ms, the rows were in the DOM at ${r.phases.insertedMs} ms,` +
      ` drawn at ${r.phases.paintedMs} ms; rows drawn ${r.phases.drawings} times while typing`,
  ];
  for (const q of r.perQuery) {
    if (q.runs.length === 0) {
      lines.push(`    «${q.query}»: every run failed`);
      continue;
    }
    lines.push(
      `    «${q.query}»: median ${q.median}, p90 ${q.p90} (runs ${q.runs.join(', ')}); shown before ${q.shownBefore}/${q.runs.length}; keys every ${q.keyGapMs} ms`,
    );
    if (q.slowestRequests.length)
      lines.push(`      slowest run, requests after the last key: ${q.slowestRequests.join('; ')}`);
  }
  if (r.failures.length)
    lines.push(`    failed runs: ${r.failures.map((f) => `«${f.query}» #${f.run}: ${f.error}`).join('; ')}`);
  return lines.join('\n');
}

/** Serves each of `dirs` gzip-compressed like GitHub Pages (any free port) and measures them. */
export async function benchTypingDirs(browser, dirs, options) {
  const servers = [];
  try {
    for (const dir of dirs) servers.push(await startServer(path.resolve(dir), 0, '127.0.0.1', { gzip: true }));
    const sites = servers.map((server) => ({
      origin: `http://127.0.0.1:${server.address().port}`,
      bytes: countBytes(server),
    }));
    return await benchTyping(browser, sites, options);
  } finally {
    servers.forEach((server) => server.close());
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const options = parseTypingArgs(process.argv.slice(2));
  const log = options.json ? () => {} : (line) => console.error(line);
  const browser = await chromium.launch(chromiumLaunchOptions);
  const result = { queries: options.queries, note: 'load: see `uptime` — the machine may be shared' };
  let copy;
  try {
    const dirs = [options.dir, ...(options.against ? [options.against] : [])];
    log(`1× (${dirs.join(' against ')}):`);
    [result.x1, result.against] = await benchTypingDirs(browser, dirs, { ...options, log });
    if (options.tenfold) {
      let dir10x = options.dir10x;
      if (!dir10x) {
        log('building the ten-fold copy (scripts/bench/search-10x.mjs)…');
        copy = buildTenfold();
        dir10x = copy.build;
      }
      log(`10× (${dir10x}):`);
      [result.x10] = await benchTypingDirs(browser, [dir10x], { ...options, log });
    }
  } finally {
    await browser.close();
    copy?.cleanup();
  }
  if (options.json) console.log(JSON.stringify(result, null, 1));
  else {
    console.log(`Fast 3G + 4× CPU, phone, cold cache, a key every ${options.interval} ms:`);
    console.log(formatTyping(options.against ? `1×, ${options.dir}` : '1×', result.x1));
    if (result.against) console.log(formatTyping(`1×, ${options.against} (interleaved)`, result.against));
    if (result.x10) console.log(formatTyping('10×', result.x10));
  }
}
