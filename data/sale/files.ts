/**
 * Listings posted through the «Продаю вещь» issue form: one JSON file per listing in
 * data/sale/listings/, named after its id and written by `npm run listing` (scripts/contrib).
 * JSON rather than TypeScript: the files are made from readers' text and must stay data —
 * the build reads them, it never runs them. A file per listing keeps each pull request to one
 * new file, and lets the sold and expiry pull requests change or delete just that file.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const LISTINGS_DIR = 'data/sale/listings';

export type ListingFile = { file: string; data: unknown };

/** Every `*.json` of `dir` (repository-relative paths in `file`), sorted; throws on JSON that does not parse. */
export function readListingFiles(root: string, dir: string = LISTINGS_DIR): ListingFile[] {
  let names: string[];
  try {
    names = readdirSync(path.join(root, dir)).filter((n) => n.endsWith('.json'));
  } catch {
    return []; // No folder: no listings yet.
  }
  const problems: string[] = [];
  const files = names.sort().map((name) => {
    const file = `${dir}/${name}`;
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(path.join(root, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: не читается как JSON (${error instanceof Error ? error.message : String(error)})`);
    }
    const id = (data as { id?: unknown } | null)?.id;
    if (data !== undefined && id !== name.slice(0, -'.json'.length))
      problems.push(`${file}, поле «id»: должно совпадать с именем файла («${name.slice(0, -5)}»)`);
    return { file, data };
  });
  if (problems.length) throw new Error(`ошибки в файлах объявлений\n- ${problems.join('\n- ')}`);
  return files;
}
