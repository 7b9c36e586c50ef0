#!/usr/bin/env node
/**
 * `npm run listing -- FILE`, `npm run listing:sold -- --issue N`, `npm run listing:expire`,
 * `npm run place -- FILE`. The logic is TypeScript (run.ts) shared with the tests; jiti runs it
 * without a build, as for `npm run freshness`. Options: --issue N, --today YYYY-MM-DD (or
 * SAMGUIDE_TODAY), --comment OUT (the Russian comment for the issue on failure), --pr-body OUT.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createJiti from 'jiti';
import * as prettier from 'prettier';

const root = fileURLToPath(new URL('../..', import.meta.url));
const load = createJiti(import.meta.url, { alias: { '@site': root }, interopDefault: true });
const { COMMANDS, parseArgs, resolveToday } = load('./run.ts');
const { httpFetcher } = load('./photo.ts');

const [command, ...rest] = process.argv.slice(2);
try {
  const run = COMMANDS[command];
  if (!run) throw new Error(`неизвестная команда «${command}»: listing, sold, expire или place`);
  const args = parseArgs(rest);
  const io = {
    root: args.root ?? root,
    today: resolveToday(args),
    fetcher: httpFetcher,
    // The repository's Prettier settings, wherever --root points.
    format: async (text, file) =>
      prettier.format(text, { ...(await prettier.resolveConfig(path.join(root, 'data/places/x.ts'))), filepath: file }),
  };
  const { code, lines } = await run(args, io);
  (code === 0 ? process.stdout : process.stderr).write(lines.map((l) => `${l}\n`).join(''));
  process.exitCode = code;
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
