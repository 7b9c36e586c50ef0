/**
 * Starts `docusaurus start` on a copy of the site (tests/dev, issue #57): the copy has its own
 * `.docusaurus` folder, so the dev server can compile while `npm test` runs the production build
 * in the real one, and the test can edit a page without touching the working tree.
 * node_modules is linked, not copied.
 *
 *   node scripts/dev-copy.mjs <copy folder> <port>
 */
import { spawn } from 'node:child_process';
import { cp, mkdir, rm, symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [copyDir, port] = process.argv.slice(2);
if (!copyDir || !/^\d+$/.test(port ?? '')) {
  console.error('usage: node scripts/dev-copy.mjs <copy folder> <port>');
  process.exit(2);
}

/** What the dev server does not need, or makes itself. */
const LEFT_OUT = new Set([
  'node_modules',
  '.git',
  '.docusaurus',
  'build',
  '.bench',
  'test-results',
  'playwright-report',
]);

await rm(copyDir, { recursive: true, force: true });
await mkdir(copyDir, { recursive: true });
await cp(root, copyDir, {
  recursive: true,
  filter: (source) => source === root || !LEFT_OUT.has(path.relative(root, source).split(path.sep)[0]),
});
await symlink(path.join(root, 'node_modules'), path.join(copyDir, 'node_modules'), 'dir');

const docusaurus = path.join(root, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
const server = spawn(process.execPath, [docusaurus, 'start', '--port', port, '--host', '127.0.0.1', '--no-open'], {
  cwd: copyDir,
  stdio: 'inherit',
  // Development, as a contributor runs it: no CI switches of the production build.
  env: { ...process.env, NODE_ENV: 'development', BROWSER: 'none' },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 1));
