/**
 * Runs npm scripts at the same time and fails if any fails: `npm test` compiles the dev server
 * (tests/dev) while the production build runs, instead of one after the other (issue #57).
 * Each script's output is printed whole when it ends, so the two logs do not interleave.
 *
 *   node scripts/run-parallel.mjs build:e2e test:dev
 */
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/run-parallel.mjs <npm script> …');
  process.exit(2);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const started = Date.now();
      const chunks = [];
      const child = spawn(npm, ['run', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
      child.on('close', (code, signal) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(0);
        process.stdout.write(`\n── npm run ${name} (${seconds} s, ${signal ?? `exit ${code}`}) ──\n`);
        process.stdout.write(Buffer.concat(chunks));
        resolve(code === 0);
      });
    }),
);

const passed = await Promise.all(runs);
const failed = scripts.filter((_, i) => !passed[i]);
if (failed.length > 0) {
  console.error(`\nНе прошли: ${failed.map((name) => `npm run ${name}`).join(', ')}`);
  process.exit(1);
}
