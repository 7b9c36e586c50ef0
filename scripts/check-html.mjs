#!/usr/bin/env node
/**
 * Runs the Nu HTML Checker (vnu-jar, on the system Java) over every HTML file of a build and fails on
 * any error, naming the file, the line and the message. Usage: node scripts/check-html.mjs [build]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import vnuJar from 'vnu-jar';

const dir = path.resolve(process.argv[2] ?? 'build');
if (!existsSync(dir)) {
  console.error(`check-html: нет папки ${dir} — сначала соберите сайт (npm run build или npm run build:e2e).`);
  process.exit(1);
}

const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
if (java.error || java.status !== 0) {
  console.error(`check-html: не найдена Java — она нужна Nu HTML Checker (vnu-jar).
  Debian/Ubuntu: sudo apt-get install -y default-jre-headless
  macOS: brew install openjdk`);
  process.exit(1);
}

// --errors-only: warnings (e.g. «consider adding lang») are advice, errors are invalid HTML.
const run = spawnSync('java', ['-jar', String(vnuJar), '--errors-only', '--format', 'gnu', '--skip-non-html', dir], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
const lines = `${run.stdout}${run.stderr}`
  .split('\n')
  .filter(Boolean)
  .map((line) => line.replace(/^"?file:[^"]*?\/build\//, 'build/').replace(/^(build\/[^"]*)"/, '$1'));

if (run.status === 0 && lines.length === 0) {
  console.log(`check-html: Nu HTML Checker — 0 ошибок в ${dir}`);
  process.exit(0);
}
console.error(`check-html: Nu HTML Checker нашёл ошибки (${lines.length}):\n${lines.join('\n')}`);
process.exit(1);
