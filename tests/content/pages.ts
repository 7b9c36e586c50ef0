/** The guide's pages for the content tests: every Markdown or MDX file under docs/. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const DOCS = join(ROOT, 'docs');

export function pageFiles(dir = DOCS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(path);
    return /\.mdx?$/.test(entry.name) ? [path] : [];
  });
}
