#!/usr/bin/env node
/**
 * Where a page load's main-thread time goes (issue #31 §2): loads routes of a build in Chromium with a
 * 4× slower CPU on a 412 px phone, records a performance trace (CDP tracing) from navigation until the
 * page has hydrated and the browser has been idle, and prints
 *   - the long tasks (> 50 ms) with what they hold: script, style recalculation (elements restyled),
 *     layout (objects laid out), parsing, painting;
 *   - every layout and style recalculation forced by script (a read of layout after a write), with the
 *     function that forced it;
 *   - totals of style, layout and script over the load.
 * Usage: node scripts/bench/trace-load.mjs [--dir build] [--port 0] [--save <folder>] [route …]
 * tests/e2e/main-thread.spec.ts checks the forced layouts on its own (a Layout with a stack trace).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { takeOption } from './args.mjs';

/** The phone both trace-load and render-cost load pages on (Lighthouse's mobile viewport). */
export const PHONE = { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true };

/** Events in which the page's script runs: a layout or style recalculation inside one was forced by it. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'EventDispatch',
  'RunMicrotasks',
  'v8.run',
  'V8.Execute',
  'v8.callFunction',
]);
const GROUP_OF = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  ParseHTML: 'parse HTML',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  MajorGC: 'gc',
  MinorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
};
const groupOf = (name) => GROUP_OF[name] ?? (SCRIPT_EVENTS.has(name) ? 'script' : 'other');

export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  // TRACE_EXTRA=disabled-by-default-blink.debug adds the CSS selector statistics of each style recalc.
  ...(process.env.TRACE_EXTRA ? process.env.TRACE_EXTRA.split(',') : []),
].join(',');

/** The renderer main thread that parsed the page's HTML (of `url`, when given). */
function mainThread(events, url) {
  const parse = events.find((e) => e.name === 'ParseHTML' && (!url || (e.args?.beginData?.url ?? '').startsWith(url)));
  if (parse) return { pid: parse.pid, tid: parse.tid };
  const named = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  return { pid: named.pid, tid: named.tid };
}

/** The top of the JS stack that forced a layout or style recalculation. */
const frameOf = (e) => {
  const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace;
  if (!stack?.length) return 'unknown caller';
  return stack
    .slice(0, 4)
    .map(
      (f) =>
        `${f.functionName || '(anonymous)'} ${f.url ? f.url.replace(/^.*\//, '') : '?'}:${f.lineNumber}:${f.columnNumber}`,
    )
    .join(' < ');
};

/**
 * Long tasks, forced layouts and totals from a trace's events. Complete events (ph X) and
 * begin/end pairs (ph B/E) of the main thread are nested by time.
 */
export function analyzeTrace(events, { longTaskMs = 50, url } = {}) {
  const { pid, tid } = mainThread(events, url);
  // From the page's own navigation on: the blank page before it unloads on the same thread.
  const start = events.find((e) => e.pid === pid && e.name === 'ParseHTML')?.ts ?? 0;
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ts !== undefined && e.ts >= start - 500_000);
  // Turn B/E pairs into complete events.
  const complete = [];
  const open = new Map();
  for (const e of own.sort((x, y) => x.ts - y.ts)) {
    if (e.ph === 'X') complete.push({ ...e });
    else if (e.ph === 'B') (open.get(e.name) ?? open.set(e.name, []).get(e.name)).push(e);
    else if (e.ph === 'E') {
      const begin = open.get(e.name)?.pop();
      if (begin) complete.push({ ...begin, ph: 'X', dur: e.ts - begin.ts, args: { ...begin.args, ...e.args } });
    }
  }
  complete.sort((x, y) => x.ts - y.ts || (y.dur ?? 0) - (x.dur ?? 0));
  // Nest by time: each event's parent is the innermost open event that contains it.
  const stack = [];
  const tasks = [];
  const forced = [];
  const totals = {};
  // Counts, unlike times, do not depend on the machine's load.
  const counts = { styleRecalcs: 0, elementsRestyled: 0, layouts: 0, objectsLaidOut: 0 };
  for (const e of complete) {
    e.dur = e.dur ?? 0;
    e.children = [];
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) parent.children.push(e);
    else if (e.name === 'RunTask') tasks.push(e);
    e.parent = parent;
    stack.push(e);
    if (e.name === 'UpdateLayoutTree') {
      counts.styleRecalcs += 1;
      counts.elementsRestyled += e.args?.elementCount ?? 0;
    }
    if (e.name === 'Layout') {
      counts.layouts += 1;
      counts.objectsLaidOut += e.args?.beginData?.dirtyObjects ?? 0;
    }
    if (e.name === 'Layout' || e.name === 'UpdateLayoutTree') {
      let p = parent;
      while (p && !SCRIPT_EVENTS.has(p.name)) p = p.parent;
      if (p)
        forced.push({
          kind: e.name === 'Layout' ? 'layout' : 'style',
          ms: e.dur / 1000,
          by: frameOf(e),
          in: p.name,
          elements: e.args?.elementCount ?? e.args?.beginData?.totalObjects,
        });
    }
  }
  // Self time per group inside each task.
  const selfTimes = (event, into) => {
    const childTime = event.children.reduce((sum, c) => sum + c.dur, 0);
    const group = event.name === 'RunTask' ? 'other' : groupOf(event.name);
    into[group] = (into[group] ?? 0) + Math.max(0, event.dur - childTime) / 1000;
    for (const c of event.children) selfTimes(c, into);
    return into;
  };
  const longTasks = [];
  for (const task of tasks) {
    const groups = selfTimes(task, {});
    for (const [g, ms] of Object.entries(groups)) totals[g] = (totals[g] ?? 0) + ms;
    if (task.dur / 1000 <= longTaskMs) continue;
    const what = [];
    const walk = (e) => {
      if (e.name === 'EvaluateScript') what.push(`evaluate ${(e.args?.data?.url ?? '').replace(/^.*\//, '')}`);
      else if (e.name === 'FunctionCall' && e.dur > 5000)
        what.push(
          `call ${e.args?.data?.functionName || '(anonymous)'} ${(e.args?.data?.url ?? '').replace(/^.*\//, '')}`,
        );
      else if (['TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'EventDispatch'].includes(e.name))
        what.push(`${e.name}${e.args?.data?.type ? ` ${e.args.data.type}` : ''}`);
      else if (e.name === 'UpdateLayoutTree' && e.dur > 5000)
        what.push(`style ${(e.dur / 1000).toFixed(0)} ms (${e.args?.elementCount ?? '?'} el.)`);
      else if (e.name === 'Layout' && e.dur > 5000)
        // Dirty objects are the ones this layout placed; the total is the whole layout tree at the time.
        what.push(
          `layout ${(e.dur / 1000).toFixed(0)} ms (${e.args?.beginData?.dirtyObjects ?? '?'} of ${e.args?.beginData?.totalObjects ?? '?'} obj.)`,
        );
      else if (e.name === 'ParseHTML' && e.dur > 5000) what.push(`parse HTML ${(e.dur / 1000).toFixed(0)} ms`);
      for (const c of e.children) walk(c);
    };
    walk(task);
    longTasks.push({ startMs: 0, ms: task.dur / 1000, groups, what: [...new Set(what)].slice(0, 12), ts: task.ts });
  }
  const origin = complete[0]?.ts ?? 0;
  for (const t of longTasks) t.startMs = (t.ts - origin) / 1000;
  return { longTasks, forced, totals, counts };
}

/**
 * Loads `url` with a 4× slower CPU and returns the trace's events, from navigation to idle after hydration.
 * In a new tab, closed afterwards; or in `page`, an open tab that stays open (a reload with warm caches).
 */
export async function traceLoad(context, url, { cpuSlowdown = 4, settle = 'idle', profile = false, page: tab } = {}) {
  const page = tab ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  // Work the page left for idle time (idle callbacks, timers) belongs to the load too.
  if (settle === 'idle')
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          let left = 3;
          const next = () => (left-- > 0 ? requestIdleCallback(next, { timeout: 3000 }) : resolve());
          next();
        }),
    );
  await cdp.send('Tracing.end');
  await done;
  const cpu = profile ? (await cdp.send('Profiler.stop')).profile : null;
  if (tab) await cdp.detach();
  else await page.close();
  return profile ? { events, cpu } : events;
}

/** The functions with the most self time in a CPU profile (ms, in the throttled clock). */
export function topFunctions(cpu, count = 25) {
  const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
  const self = new Map();
  cpu.samples.forEach((id, i) => {
    const dt = (cpu.timeDeltas[i + 1] ?? 0) / 1000;
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const key = `${functionName || '(anonymous)'} ${url.replace(/^.*\//, '')}:${lineNumber + 1}:${columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + dt);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count);
}

async function main() {
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../chromium.mjs');
  const { startServer } = await import('../serve-pages.mjs');
  const argv = process.argv.slice(2);
  const option = (name, fallback) => takeOption(argv, name, fallback);
  const dir = option('dir', 'build');
  const port = Number(option('port', 0));
  const save = option('save', null);
  const routes = argv.length ? argv : ['/samarkand/visa', '/purchases/grocery', '/map'];
  const server = await startServer(path.resolve(dir), port, '127.0.0.1', { gzip: true });
  const origin = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const route of routes) {
      const context = await browser.newContext(PHONE);
      await context.route(
        (url) => url.origin !== origin,
        (r) => r.abort(),
      );
      const { events, cpu } = await traceLoad(context, origin + route, { profile: true });
      await context.close();
      if (save) {
        mkdirSync(save, { recursive: true });
        const name = route.replace(/\W+/g, '_') || 'home';
        writeFileSync(path.join(save, `${name}.json`), JSON.stringify(events));
        writeFileSync(path.join(save, `${name}.cpuprofile`), JSON.stringify(cpu));
      }
      const { longTasks, forced, totals, counts } = analyzeTrace(events, { url: origin + route });
      const fmt = (o) =>
        Object.entries(o)
          .filter(([, ms]) => ms >= 1)
          .sort((a, b) => b[1] - a[1])
          .map(([g, ms]) => `${g} ${ms.toFixed(0)}`)
          .join(', ');
      console.log(`\n${route}: totals (ms) ${fmt(totals)}`);
      console.log(`  counts: ${JSON.stringify(counts)}`);
      for (const t of longTasks)
        console.log(
          `  long task at ${t.startMs.toFixed(0)} ms: ${t.ms.toFixed(0)} ms — ${fmt(t.groups)}\n      ${t.what.join('; ')}`,
        );
      console.log('  self time by function (ms):');
      for (const [fn, ms] of topFunctions(cpu)) console.log(`    ${ms.toFixed(0).padStart(5)}  ${fn}`);
      console.log(`  forced by script: ${forced.length}`);
      for (const f of forced)
        console.log(`    ${f.kind} ${f.ms.toFixed(1)} ms (${f.elements ?? '?'}) in ${f.in}, by ${f.by}`);
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
