#!/usr/bin/env node
/**
 * `npm run freshness [-- --json] [-- --older-than 12]`. The report's logic is TypeScript shared
 * with the site; jiti (the loader Docusaurus itself uses for its config) runs it without a build.
 */
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import createJiti from 'jiti';

const root = fileURLToPath(new URL('../..', import.meta.url));
const load = createJiti(import.meta.url, { alias: { '@site': root }, interopDefault: true });
const { buildReport, formatTable, pageEntries, parseArgs, placeEntries } = load('./report.ts');
const { buildMonth } = load('../../config/freshness.ts');
const { loadCatalogue, placeFiles } = load('../../data/places/index.ts');

try {
  const { json, olderThan } = parseArgs(process.argv.slice(2));
  const built = buildMonth();
  const fileOf = new Map(placeFiles.flatMap((f) => f.places.map((p) => [p.id, f.file])));
  const catalogue = loadCatalogue();
  const places = catalogue.places.map((p) => ({ ...p, file: fileOf.get(p.id) }));
  const pages = await pageEntries(path.join(root, 'docs'), built, root, catalogue);
  const entries = [...pages, ...placeEntries(places, built, pages)];
  const report = buildReport(entries, built, olderThan);
  process.stdout.write(`${json ? JSON.stringify(report, null, 2) : formatTable(report)}\n`);
} catch (error) {
  console.error(`freshness: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
