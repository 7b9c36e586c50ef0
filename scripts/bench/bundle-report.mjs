#!/usr/bin/env node
/**
 * What main.js and each page's chunks contain. Build with the stats switch, then run:
 *   SAMGUIDE_STATS=1 npx docusaurus build && node scripts/bench/bundle-report.mjs
 * For each page it lists the scripts a first visit loads (scripts/bench/page-js.mjs), gzip size each, and
 * what is in them, grouped by package (node_modules) or source folder, with module sizes before
 * minification. Options: --dir <build dir> (default build), --stats <file> (default
 * .bench/stats.json), --top <n> groups per chunk (default 8), --json.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startServer } from '../serve-pages.mjs';
import { chromiumLaunchOptions } from '../chromium.mjs';
import { gzipSize, pageScripts } from './page-js.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const BUILD = option('dir', 'build');
const STATS = option('stats', '.bench/stats.json');
const TOP = Number(option('top', 8));
const PAGES = ['/', '/samarkand/visa', '/services/pets', '/purchases/grocery', '/cafe/uzbek', '/map', '/search'];

const stats = JSON.parse(readFileSync(STATS, 'utf8'));
/** Chunk by its emitted file. */
const chunkByFile = new Map();
for (const chunk of stats.chunks) for (const file of chunk.files) chunkByFile.set(`/${file}`, chunk);

/** «react-dom», «@docusaurus/theme-classic», «src/components/Price», «.docusaurus», … */
function groupOf(name) {
  const clean = name.replace(/^.*!/, '').replace(/ \+ \d+ modules$/, '');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1];
  const local = /^\.\/((?:src\/(?:components|theme|clientModules|pages|lib)\/[^/]+)|[^/]+)/.exec(clean);
  return local ? local[1].replace(/\.(tsx?|jsx?|json|css)$/, '') : clean;
}

function contents(chunk) {
  const groups = new Map();
  const add = (module) => {
    // Concatenated modules carry their parts in `modules`.
    if (module.modules?.length) for (const inner of module.modules) add(inner);
    else if (module.name) groups.set(groupOf(module.name), (groups.get(groupOf(module.name)) ?? 0) + module.size);
  };
  for (const module of chunk.modules ?? []) add(module);
  return [...groups].sort((a, b) => b[1] - a[1]);
}

const server = await startServer(path.resolve(BUILD), 0, '127.0.0.1');
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch(chromiumLaunchOptions);
const report = [];
for (const route of PAGES) {
  const files = await pageScripts(browser, origin, route);
  const scripts = files.map((file) => {
    const chunk = chunkByFile.get(file);
    const gzip = gzipSize(readFileSync(path.join(BUILD, file.slice(1))));
    const name = chunk ? (chunk.names[0] ?? `#${chunk.id}`) : '?';
    return { file: path.basename(file), name, gzip, contents: chunk ? contents(chunk) : [] };
  });
  report.push({ route, gzip: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts });
}
await browser.close();
server.close();

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
if (argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
else {
  for (const page of report) {
    console.log(`\n${page.route}: ${page.scripts.length} scripts, ${kb(page.gzip)} gzip`);
    for (const s of page.scripts) {
      const top = s.contents
        .slice(0, TOP)
        .map(([group, size]) => `${group} ${kb(size)}`)
        .join(', ');
      console.log(`  ${s.file.padEnd(32)} ${kb(s.gzip).padStart(9)}  ${top}`);
    }
  }
}
