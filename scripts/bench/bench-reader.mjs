#!/usr/bin/env node
/**
 * The first search as a reader does it, side by side with another build (issue #29 §3). Both builds
 * are served gzip-compressed like GitHub Pages and measured in the same run, their runs interleaved
 * (A, B, A, B…), so that the load of a shared machine falls on both alike. Measured:
 *   phone       a fresh phone context (360 px, touch) on emulated Fast 3G with a 4× slower CPU: the doc
 *               page loads, the reader taps the navbar box 1 s after the network is idle (Docusaurus may
 *               still be prefetching other pages' code: the bench does not wait for it) and types
 *               «виза»; from the tap to the first suggestion (goal ≤ 600 ms). With --search-10x also on
 *               the ten-fold guide (scripts/bench/search-10x.mjs) of both builds. With --early also a reader
 *               who taps 1 s after the page has hydrated, whatever the network is still doing (the
 *               page's code and Docusaurus's prefetching of other pages may still be loading);
 *   focus       unthrottled, a fresh context: from the focus on the box to the first suggestion (goal
 *               ≤ 120 ms);
 *   later       unthrottled, in the page of the last `focus` run: each query of the list typed anew,
 *               the slowest tenth (p90; goal ≤ 20 ms) and the median.
 * The other build: --against <dir> (built already), or --baseline <commit>, which checks the commit out
 * in a temporary worktree outside the repository and builds it there (and its ten-fold copy with
 * --search-10x, by that commit's own scripts/bench/search-10x.mjs); --against-10x <dir> gives that copy built.
 * This build: --dir (default build/, as built; `npx docusaurus build`); its ten-fold copy is built
 * (or --dir-10x <dir>, built already).
 * Usage: node scripts/bench/bench-reader.mjs (--against <dir> | --baseline <commit>) [--dir build] [--runs 5]
 *        [--early] [--search-10x [--against-10x <dir>] [--dir-10x <dir>]] [--port 4214] [--port-b 4224] [--json]
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { startServer } from '../serve-pages.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { coldRun, warmQuery, WARM_QUERIES, whenSuggestionAppears } from './bench-search.mjs';
import { median, percentile } from './stats.mjs';
import { countBytes, PAGE, PHONE_360, QUERY, throttledPage } from './bench-slow3g.mjs';
import { buildTenfold } from './search-10x.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** How long after the network is idle the reader taps the box. */
const TAP_AFTER_MS = 1000;
export const GOALS = { phoneMs: 600, focusMs: 120, laterP90Ms: 20 };

/** One reader on a phone: fresh context, throttled, tap 1 s after network idle (or hydration), «виза». */
async function phoneRun(browser, origin, bytes, early = false) {
  const context = await browser.newContext(PHONE_360);
  const { page } = await throttledPage(context, origin);
  try {
    await page.goto(origin + PAGE, { timeout: 120_000 });
    await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 120_000 });
    if (!early) await page.waitForLoadState('networkidle', { timeout: 120_000 });
    // The reader's own pause before the tap (this is the bench's model of a reader, not a wait for a condition).
    await new Promise((done) => setTimeout(done, TAP_AFTER_MS));
    await page.evaluate(`window.__appeared = (${whenSuggestionAppears})(60_000);
      addEventListener('pointerdown', () => { window.__tapAt = performance.now(); }, { capture: true, once: true });`);
    bytes.mark();
    const input = page.locator('.navbar input.navbar__search-input');
    await input.tap();
    await input.pressSequentially(QUERY);
    const ms = await page.evaluate('(async () => (await window.__appeared) - window.__tapAt)()');
    const files = [...bytes.files];
    return { ms: Math.round(ms), bytes: bytes.total, files };
  } finally {
    await context.close();
  }
}

/** Serves each build on its port, runs `measure(build)` for A and B alternately `runs` times. */
async function interleaved(builds, runs, measure) {
  const results = builds.map(() => []);
  for (let i = 0; i < runs; i++) {
    // Alternate which goes first, so that neither always follows the other.
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const b of order) results[b].push(await measure(builds[b], i));
  }
  return results;
}

async function serveAll(dirs, ports) {
  return Promise.all(
    dirs.map(async (dir, i) => {
      const server = await startServer(path.resolve(dir), ports[i], '127.0.0.1', { gzip: true });
      return { dir, server, origin: `http://127.0.0.1:${server.address().port}`, bytes: countBytes(server) };
    }),
  );
}

const summary = (xs) => ({
  median: Math.round(median(xs) * 10) / 10,
  min: Math.min(...xs),
  max: Math.max(...xs),
  runs: xs,
});

/** The phone runs (Fast 3G, 4× CPU) of two builds. */
async function phoneBench(browser, dirs, ports, runs, early = false) {
  const builds = await serveAll(dirs, ports);
  try {
    const results = await interleaved(builds, runs, (b) => phoneRun(browser, b.origin, b.bytes, early));
    return results.map((list) => ({
      ...summary(list.map((r) => r.ms)),
      bytes: median(list.map((r) => r.bytes)),
      // The request log of the median run: when each request reached the server after the tap.
      files: [...list].sort((x, y) => x.ms - y.ms)[Math.floor(list.length / 2)].files,
    }));
  } finally {
    builds.forEach((b) => b.server.close());
  }
}

/** Unthrottled: focus → first suggestion (fresh context each run), then later queries in the last page. */
async function desktopBench(browser, dirs, ports, runs, rounds = 3) {
  const builds = await serveAll(dirs, ports);
  try {
    const later = builds.map(() => []);
    const cold = await interleaved(builds, runs, async (b, i) => {
      const { ms, context, page } = await coldRun(browser, b.origin);
      if (i === runs - 1) {
        for (let r = 0; r < rounds; r++)
          for (const q of WARM_QUERIES) later[builds.indexOf(b)].push(await warmQuery(page, q));
      }
      await context.close();
      return Math.round(ms);
    });
    return cold.map((list, b) => ({
      focus: summary(list),
      later: {
        p90: Math.round(percentile(later[b], 90) * 10) / 10,
        median: Math.round(median(later[b]) * 10) / 10,
        max: Math.round(Math.max(...later[b]) * 10) / 10,
        queries: later[b].length,
      },
    }));
  } finally {
    builds.forEach((b) => b.server.close());
  }
}

/** A commit checked out in a temporary worktree outside the repository and built there. */
function buildBaseline(commit) {
  const dir = mkdtempSync(path.join(tmpdir(), 'samguide-baseline-'));
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  git('worktree', 'add', '--detach', dir, commit);
  const cleanup = () => {
    git('worktree', 'remove', '--force', dir);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    const run = spawnSync('npx', ['docusaurus', 'build'], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, SAMGUIDE_RATES_OFFLINE: '1' },
    });
    if (run.status !== 0) throw new Error(`bench-reader: the build of ${commit} failed`);
    return { build: path.join(dir, 'build'), dir, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const runs = Number(option('runs', 5));
  const ports = [Number(option('port', 0)), Number(option('port-b', 0))];
  const tenfold = args.includes('--search-10x');
  const cleanups = [];
  let against = option('against');
  let baselineRoot;
  if (!against) {
    const commit = option('baseline');
    if (!commit) throw new Error('bench-reader: give --against <dir> or --baseline <commit>');
    const base = buildBaseline(commit);
    cleanups.push(base.cleanup);
    against = base.build;
    baselineRoot = base.dir;
  }
  const dirs = [against, option('dir', 'build')];
  const browser = await chromium.launch(chromiumLaunchOptions);
  const result = { against, dir: dirs[1], runs, goals: GOALS };
  try {
    result.phone1x = await phoneBench(browser, dirs, ports, runs);
    if (args.includes('--early')) result.phoneEarly = await phoneBench(browser, dirs, ports, runs, true);
    result.desktop = await desktopBench(browser, dirs, ports, runs);
    if (tenfold) {
      let against10 = option('against-10x');
      if (!against10) {
        if (!baselineRoot) throw new Error('bench-reader: --search-10x with --against needs --against-10x <dir>');
        // The baseline's own copier: under scripts/bench/ since issue #49, in scripts/ before.
        const copier = ['scripts/bench/search-10x.mjs', 'scripts/search-10x.mjs']
          .map((file) => path.join(baselineRoot, file))
          .find((file) => existsSync(file));
        const { buildTenfold: baseTenfold } = await import(pathToFileURL(copier));
        const copy = baseTenfold();
        cleanups.push(copy.cleanup);
        against10 = copy.build;
      }
      let ours10 = option('dir-10x');
      if (!ours10) {
        const ours = buildTenfold();
        cleanups.push(ours.cleanup);
        ours10 = ours.build;
      }
      result.phone10x = await phoneBench(browser, [against10, ours10], ports, runs);
    }
  } finally {
    await browser.close();
    for (const cleanup of cleanups.reverse()) cleanup();
  }
  if (args.includes('--json')) console.log(JSON.stringify(result, null, 1));
  else {
    const row = (label, [a, b], unit = 'ms') =>
      `  ${label.padEnd(34)} A ${String(a.median).padStart(6)} ${unit} (${a.min}–${a.max})   B ${String(b.median).padStart(6)} ${unit} (${b.min}–${b.max})`;
    console.log(`A = ${dirs[0]}\nB = ${dirs[1]}\n${runs} runs each, interleaved; median (range)`);
    console.log(row(`phone, Fast 3G + 4× CPU, 1× (≤ ${GOALS.phoneMs})`, result.phone1x));
    if (result.phoneEarly) console.log(row('phone, 1×, tap 1 s after hydration', result.phoneEarly));
    if (result.phone10x) console.log(row(`phone, Fast 3G + 4× CPU, 10× (≤ ${GOALS.phoneMs})`, result.phone10x));
    console.log(
      row(
        `unthrottled, focus → first (≤ ${GOALS.focusMs})`,
        result.desktop.map((d) => d.focus),
      ),
    );
    const [la, lb] = result.desktop.map((d) => d.later);
    console.log(
      `  later queries, p90 (≤ ${GOALS.laterP90Ms})        A ${la.p90} ms (median ${la.median}, max ${la.max})   B ${lb.p90} ms (median ${lb.median}, max ${lb.max})`,
    );
    for (const [label, list] of [
      ['1×', result.phone1x],
      ['1×, tap 1 s after hydration', result.phoneEarly],
      ['10×', result.phone10x],
    ]) {
      if (!list) continue;
      list.forEach((r, i) =>
        console.log(`\n${'AB'[i]} ${label}, requests after the tap (median run):\n    ${r.files.join('\n    ')}`),
      );
    }
  }
}
