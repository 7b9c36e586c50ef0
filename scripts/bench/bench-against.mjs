/**
 * `npm run bench -- --against <dir or git ref>` (issue #31 §1): this build (A) against another (B),
 * measured so that a shared machine's drift hits both alike.
 *   - B is a built directory, or a git ref built by `npm run build` in a temporary git worktree
 *     outside the repo (its node_modules a link to ours), removed afterwards;
 *   - both are served gzip-compressed like GitHub Pages, on two ports;
 *   - Lighthouse 12 mobile (simulated slow 4G, 4× CPU slowdown) runs page by page, interleaved:
 *     A then B, then B then A, and so on, `pairs` pairs per page;
 *   - per page: the median Total Blocking Time of each, the median of the back-to-back pair ratios
 *     (A / B: below 1 means A blocks less), the medians of Lighthouse's main-thread breakdown (style
 *     & layout, script evaluation, parse & compile) with the pair ratio of style & layout (issue
 *     #31's goal for /samarkand/visa is a ratio of it), the median First Contentful Paint and the DOM
 *     element count. TBT counts only from FCP on: a change that moves Lighthouse's simulated FCP
 *     later (route chunks preloaded in the HTML moved it from 0.9 to 1.8 s on /samarkand/visa) leaves
 *     main.js's long task before FCP and cuts TBT without lightening anything, so FCP is shown beside it.
 * The absolute times depend on the machine's load; the pair ratios are the comparison.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchChrome, lighthouseReport } from './lighthouse.mjs';
import { median } from './stats.mjs';
import { startServer } from '../serve-pages.mjs';

/** Issue #23's and #31's pages: the home page, two long doc pages (one with place cards) and the map. */
export const AGAINST_ROUTES = ['/', '/samarkand/visa', '/purchases/grocery', '/map'];

/**
 * `--routes /a,/b`: the pages to compare instead of AGAINST_ROUTES (more pairs of one page take the
 * time of fewer pairs of four). Each must be a path of the site; anything else stops the run.
 */
export function parseRoutes(value) {
  if (value === undefined) return AGAINST_ROUTES;
  const routes = value
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean);
  const bad = routes.find((route) => !route.startsWith('/') || route.startsWith('//'));
  if (!routes.length || bad !== undefined)
    throw new Error(
      `--routes: expected the site's paths separated by commas, like /samarkand/visa,/map; got ${JSON.stringify(value)}`,
    );
  return routes;
}

/** Lighthouse's main-thread groups (core/lib/tracehouse/task-groups.js) that the report shows. */
const GROUPS = { styleLayout: 'style & layout', scriptEvaluation: 'script eval', scriptParseCompile: 'parse/compile' };

/**
 * The build to compare with: `target` itself when it is a directory with an index.html, else a git
 * ref built in a temporary worktree. Returns its directory and a cleanup function.
 */
export function resolveAgainst(target) {
  if (existsSync(path.join(target, 'index.html'))) return { dir: path.resolve(target), label: target, cleanup() {} };
  const repo = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const commit = execFileSync('git', ['rev-parse', '--short', `${target}^{commit}`], { encoding: 'utf8' }).trim();
  const worktree = mkdtempSync(path.join(tmpdir(), `samguide-bench-${commit}-`));
  const git = (...args) => execFileSync('git', ['-C', repo, ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
  git('worktree', 'add', '--detach', '--force', worktree, commit);
  const cleanup = () => {
    try {
      git('worktree', 'remove', '--force', worktree);
    } catch {
      rmSync(worktree, { recursive: true, force: true });
      git('worktree', 'prune');
    }
  };
  try {
    // The shared packages, not an install: the ref's lock file is assumed to match closely enough.
    symlinkSync(realpathSync(path.join(repo, 'node_modules')), path.join(worktree, 'node_modules'));
    console.error(`Building ${target} (${commit}) in ${worktree} …`);
    execFileSync('npm', ['run', 'build'], { cwd: worktree, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    cleanup();
    throw error;
  }
  return { dir: path.join(worktree, 'build'), label: `${target} (${commit})`, cleanup };
}

/** One Lighthouse run: TBT, the main-thread groups in ms and the DOM's element count. */
async function runOnce(port, url) {
  const { audits } = await lighthouseReport(port, url);
  const groups = Object.fromEntries(Object.keys(GROUPS).map((g) => [g, 0]));
  for (const item of audits['mainthread-work-breakdown'].details?.items ?? [])
    if (item.group in groups) groups[item.group] = item.duration;
  return {
    tbt: audits['total-blocking-time'].numericValue,
    fcp: audits['first-contentful-paint'].numericValue,
    ...groups,
    domElements: audits['dom-size-insight']?.details?.debugData?.totalElements ?? null,
  };
}

/** Interleaved runs of `routes` on two origins; `pairs` pairs per route, alternating which goes first. */
export async function lighthouseAgainst(originA, originB, routes, pairs = 5, log = () => {}) {
  const chrome = await launchChrome();
  try {
    const rows = [];
    for (const route of routes) {
      const a = [];
      const b = [];
      for (let i = 0; i < pairs; i += 1) {
        const order = i % 2 === 0 ? ['A', 'B'] : ['B', 'A'];
        for (const which of order) {
          const run = await runOnce(chrome.port, (which === 'A' ? originA : originB) + route);
          (which === 'A' ? a : b).push(run);
        }
        log(`  ${route} pair ${i + 1}/${pairs}: TBT ${a[i].tbt.toFixed(0)} vs ${b[i].tbt.toFixed(0)} ms`);
      }
      const pick = (runs, key) => median(runs.map((r) => r[key]));
      const summary = (runs) => ({
        tbt: pick(runs, 'tbt'),
        fcp: pick(runs, 'fcp'),
        ...Object.fromEntries(Object.keys(GROUPS).map((g) => [g, pick(runs, g)])),
        domElements: runs[0].domElements,
      });
      rows.push({
        route,
        a: summary(a),
        b: summary(b),
        // A run with no blocking time at all would divide by zero; it counts as even.
        tbtPairRatio: median(a.map((r, i) => (b[i].tbt > 0 ? r.tbt / b[i].tbt : r.tbt > 0 ? Infinity : 1))),
        styleLayoutPairRatio: median(a.map((r, i) => r.styleLayout / b[i].styleLayout)),
        samples: { a, b },
      });
    }
    return rows;
  } finally {
    await chrome.kill();
  }
}

/** Serves A and B like Pages (gzip) and runs the interleaved comparison. */
export async function benchAgainst({ dirA, dirB, portA = 0, portB = 0, routes = AGAINST_ROUTES, pairs = 5, log }) {
  const serverA = await startServer(path.resolve(dirA), portA, '127.0.0.1', { gzip: true });
  const serverB = await startServer(path.resolve(dirB), portB, '127.0.0.1', { gzip: true });
  try {
    return await lighthouseAgainst(
      `http://127.0.0.1:${serverA.address().port}`,
      `http://127.0.0.1:${serverB.address().port}`,
      routes,
      pairs,
      log,
    );
  } finally {
    serverA.close();
    serverB.close();
  }
}

/** The comparison as a text table. */
export function formatAgainst(rows, labelA, labelB, pairs) {
  const ms = (v) => v.toFixed(0).padStart(6);
  const lines = [
    `Lighthouse 12 mobile (4× CPU), interleaved A B / B A, ${pairs} pairs per page.`,
    `A = ${labelA}, B = ${labelB}. Ratios are A / B: below 1 means A is lighter.`,
    `  page                 TBT ms: A      B   pair ratio (of medians) | ${Object.values(GROUPS)
      .map((g) => `${g} ms A/B`)
      .join(' | ')} | style & layout pair ratio | FCP ms A/B | DOM elements A/B`,
  ];
  for (const row of rows) {
    const groups = Object.keys(GROUPS)
      .map((g) => `${ms(row.a[g])} /${ms(row.b[g])}`)
      .join(' | ');
    lines.push(
      `  ${row.route.padEnd(20)} ${ms(row.a.tbt)} ${ms(row.b.tbt)}   ${row.tbtPairRatio.toFixed(2).padStart(5)} (${(row.a.tbt / row.b.tbt).toFixed(2)})      | ${groups} | ${row.styleLayoutPairRatio.toFixed(2).padStart(25)} | ${ms(row.a.fcp)} /${ms(row.b.fcp)} | ${row.a.domElements} / ${row.b.domElements}`,
    );
  }
  lines.push('  TBT of each run, ms (A | B):');
  for (const row of rows)
    lines.push(
      `  ${row.route.padEnd(20)} ${row.samples.a.map((r) => r.tbt.toFixed(0)).join(' ')} | ${row.samples.b.map((r) => r.tbt.toFixed(0)).join(' ')}`,
    );
  return lines.join('\n');
}
