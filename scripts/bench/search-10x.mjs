#!/usr/bin/env node
/**
 * The guide ten times larger, for measuring search at that size (issue #20 §5): a temporary copy of
 * the project (node_modules linked, not copied) in which every file of docs/ is copied nine more times
 * into docs/c2 … docs/c10, titles and sidebar labels marked «копия k», the home page's slug moved to
 * /ck. The copies are not in the sidebar (Docusaurus builds such pages without one). The real docs/
 * and build/ are never touched. `buildTenfold()` builds the copy and returns its build folder and the
 * build's wall time; `cleanup()` removes the whole copy.
 * Usage: node scripts/bench/search-10x.mjs [--keep]   (prints the build folder and time; --keep leaves it)
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Not copied: installed, generated or version-control folders. */
const SKIP = new Set(['node_modules', '.git', 'build', '.docusaurus', '.bench', 'test-results', 'playwright-report']);
export const COPIES = 10;

/** Front matter with the title and sidebar label marked as copy `k`, and an absolute slug moved under /ck. */
export function markCopy(source, k) {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(source);
  if (!match) return source;
  const mark = (line, key) => {
    const m = new RegExp(`^${key}:\\s*(['"]?)(.*)\\1\\s*$`).exec(line);
    return m ? `${key}: '${m[2].replace(/'/g, "''")} (копия ${k})'` : line;
  };
  const lines = match[1].split('\n').map((line) => {
    if (line.startsWith('title:')) return mark(line, 'title');
    if (line.startsWith('sidebar_label:')) return mark(line, 'sidebar_label');
    const slug = /^slug:\s*['"]?(\/[^'"]*)['"]?\s*$/.exec(line);
    if (slug) return `slug: /c${k}${slug[1] === '/' ? '' : slug[1]}`;
    return line;
  });
  return `---\n${lines.join('\n')}\n---\n${source.slice(match[0].length)}`;
}

function docFiles(dir, rel = '') {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) => {
    const file = path.join(rel, e.name);
    if (e.isDirectory()) return /^c\d+$/.test(e.name) && !rel ? [] : docFiles(dir, file);
    return [file];
  });
}

/** Makes the copy; returns its folder. */
export function makeTenfold() {
  const dir = mkdtempSync(path.join(tmpdir(), 'samguide-10x-'));
  cpSync(ROOT, dir, { recursive: true, filter: (src) => !SKIP.has(path.basename(src)) || src === ROOT });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const docs = path.join(dir, 'docs');
  const files = docFiles(docs);
  for (let k = 2; k <= COPIES; k++) {
    for (const file of files) {
      const target = path.join(docs, `c${k}`, file);
      mkdirSync(path.dirname(target), { recursive: true });
      const source = readFileSync(path.join(docs, file));
      writeFileSync(target, /\.mdx?$/.test(file) ? markCopy(source.toString('utf8'), k) : source);
    }
  }
  // Pages show their last update from Git (showLastUpdateTime): the copy is a repository of its own.
  const git = (...args) => {
    const run = spawnSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@localhost', ...args], { cwd: dir });
    if (run.status !== 0) throw new Error(`search-10x: git ${args[0]} failed: ${run.stderr}`);
  };
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'ten-fold copy');
  return dir;
}

/** Builds the ten-fold copy (`npx docusaurus build`, as `npm run bench` does for the real site). */
export function buildTenfold({ env = {} } = {}) {
  const dir = makeTenfold();
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  const start = process.hrtime.bigint();
  const run = spawnSync('npx', ['docusaurus', 'build'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SAMGUIDE_RATES_OFFLINE: '1', ...env },
  });
  const buildSeconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) {
    cleanup();
    throw new Error(`search-10x: the ten-fold build failed (exit ${run.status})`);
  }
  return { dir, build: path.join(dir, 'build'), buildSeconds, cleanup };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { build, buildSeconds, cleanup } = buildTenfold();
  console.log(`ten-fold build: ${build} in ${buildSeconds.toFixed(1)} s`);
  if (!process.argv.includes('--keep')) cleanup();
}
