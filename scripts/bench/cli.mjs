#!/usr/bin/env node
/**
 * One entry for every measurement (issue #49 §5): `npm run bench -- <what> [options]` runs the script
 * that answers that question (scripts/bench/README.md lists them); `npm run bench [-- options]`, with
 * no name, runs the whole bench (all.mjs), as before. Options go to the script as they are.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** What a reader of the README asks for → the script that measures it. */
export const MEASURES = {
  all: 'all.mjs',
  reader: 'bench-reader.mjs',
  slow3g: 'bench-slow3g.mjs',
  typing: 'bench-typing.mjs',
  search: 'bench-search.mjs',
  'render-cost': 'render-cost.mjs',
  'trace-load': 'trace-load.mjs',
  'search-10x': 'search-10x.mjs',
  'bundle-report': 'bundle-report.mjs',
  screenshots: 'screenshots.mjs',
};

const [first, ...rest] = process.argv.slice(2);
const named = first !== undefined && Object.hasOwn(MEASURES, first);
if (first !== undefined && !named && !first.startsWith('-')) {
  console.error(`bench: no measurement «${first}»; one of: ${Object.keys(MEASURES).join(', ')}`);
  process.exit(2);
}
const script = path.join(HERE, named ? MEASURES[first] : MEASURES.all);
const args = named ? rest : process.argv.slice(2);
const run = spawnSync(process.execPath, [script, ...args], { stdio: 'inherit' });
process.exit(run.status ?? 1);
