#!/usr/bin/env node
/**
 * What the browser's first render of a page costs, build against build (issue #31): style
 * recalculation and layout on the renderer's main thread, in thread time (CPU time of that thread,
 * which a busy neighbour on a shared machine does not stretch, unlike wall time).
 *   - loads alternate between the builds (A B, then B A), like `npm run bench -- --against`;
 *   - «cold»: every load in a new browser context, as Lighthouse loads a page (fonts and the style
 *     engine's caches start empty);
 *   - «warm»: the same tab reloads the page, so that what stays is the page's own work — use it to
 *     compare two versions of a page's markup or CSS;
 *   - per build: the median first style recalculation (with its element count), first layout (objects
 *     laid out) and all style and layout until the page is idle after hydration; and the ratio A / B.
 * A diagnostic in seconds, at 1× CPU: claims for issue #31 are made with Lighthouse (`npm run bench --
 * --against`). Usage: node scripts/bench/render-cost.mjs --against <dir> [--dir build] [--loads 11] [route]
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PHONE, traceLoad } from './trace-load.mjs';
import { median } from './stats.mjs';
import { takeOption } from './args.mjs';

/** Thread time of a complete trace event in ms (wall time where the trace has none). */
const ms = (event) => (event.tdur ?? event.dur ?? 0) / 1000;

/**
 * The style and layout of one load, from its trace events: the first style recalculation and the
 * first layout that touch more than `minimum` elements or objects (the page itself, not the blank
 * document before it), and the totals of both from the page's first HTML parse on, on that thread.
 */
export function renderCost(events, url, { minimum = 100 } = {}) {
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(url));
  if (!parse) throw new Error(`render-cost: the trace has no HTML parse of ${url}`);
  const own = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === 'X' && e.ts >= parse.ts)
    .sort((a, b) => a.ts - b.ts);
  const styles = own.filter((e) => e.name === 'UpdateLayoutTree');
  const layouts = own.filter((e) => e.name === 'Layout');
  const firstStyle = styles.find((e) => (e.args?.elementCount ?? 0) > minimum);
  const firstLayout = layouts.find((e) => (e.args?.beginData?.dirtyObjects ?? 0) > minimum);
  const sum = (list) => list.reduce((total, e) => total + ms(e), 0);
  return {
    firstStyle: firstStyle ? ms(firstStyle) : 0,
    elements: firstStyle?.args?.elementCount ?? 0,
    firstLayout: firstLayout ? ms(firstLayout) : 0,
    objects: firstLayout?.args?.beginData?.dirtyObjects ?? 0,
    style: sum(styles),
    layout: sum(layouts),
  };
}

/** Medians of several loads' costs, key by key. */
export function medianCost(costs) {
  return Object.fromEntries(Object.keys(costs[0]).map((key) => [key, median(costs.map((c) => c[key]))]));
}

async function main() {
  const { chromium } = await import('@playwright/test');
  const { chromiumLaunchOptions } = await import('../chromium.mjs');
  const { startServer } = await import('../serve-pages.mjs');
  const argv = process.argv.slice(2);
  const option = (name, fallback) => takeOption(argv, name, fallback);
  const against = option('against');
  if (!against) throw new Error('render-cost: --against <build dir> is required (the build to compare with)');
  const dirs = { A: option('dir', 'build'), B: against };
  const loads = Number(option('loads', 11));
  const route = argv[0] ?? '/samarkand/visa';
  const browser = await chromium.launch(chromiumLaunchOptions);
  const servers = [];
  try {
    const sites = {};
    for (const [which, dir] of Object.entries(dirs)) {
      const server = await startServer(path.resolve(dir), 0, '127.0.0.1', { gzip: true });
      servers.push(server);
      const origin = `http://127.0.0.1:${server.address().port}`;
      // The tab that reloads for the warm figures; its first load only fills the caches.
      const warmContext = await browser.newContext(PHONE);
      await warmContext.route(
        (url) => url.origin !== origin,
        (r) => r.abort(),
      );
      const warmPage = await warmContext.newPage();
      await traceLoad(warmContext, origin + route, { cpuSlowdown: 1, page: warmPage });
      sites[which] = { origin, warmContext, warmPage, cold: [], warm: [] };
    }
    for (let i = 0; i < loads; i += 1) {
      for (const which of i % 2 === 0 ? ['A', 'B'] : ['B', 'A']) {
        const site = sites[which];
        const url = site.origin + route;
        const context = await browser.newContext(PHONE);
        await context.route(
          (u) => u.origin !== site.origin,
          (r) => r.abort(),
        );
        site.cold.push(renderCost(await traceLoad(context, url, { cpuSlowdown: 1 }), url));
        await context.close();
        site.warm.push(
          renderCost(await traceLoad(site.warmContext, url, { cpuSlowdown: 1, page: site.warmPage }), url),
        );
      }
    }
    console.log(`${route}, 412 px phone, 1× CPU, ${loads} loads of each, interleaved; thread time in ms (medians).`);
    console.log(`A = ${dirs.A}, B = ${dirs.B}`);
    for (const kind of ['cold', 'warm']) {
      const a = medianCost(sites.A[kind]);
      const b = medianCost(sites.B[kind]);
      for (const [which, c] of [
        ['A', a],
        ['B', b],
      ])
        console.log(
          `  ${kind} ${which}: first style ${c.firstStyle.toFixed(1)} (${c.elements} elements), first layout ${c.firstLayout.toFixed(1)} (${c.objects} objects); all style ${c.style.toFixed(1)} + layout ${c.layout.toFixed(1)} = ${(c.style + c.layout).toFixed(1)}`,
        );
      console.log(`  ${kind} A / B: style + layout ${((a.style + a.layout) / (b.style + b.layout)).toFixed(2)}`);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
