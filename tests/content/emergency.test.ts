/**
 * One source for the emergency numbers (issue #28 §5): the pages that list them render the
 * <EmergencyNumbers /> block (src/components/EmergencyNumbers), and no page writes the numbers
 * by hand again, so the paragraph cannot drift from page to page.
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT as root, pageFiles } from './pages';

/** The pages that show the numbers (issue #28 §5). */
export const PAGES_WITH_EMERGENCY_NUMBERS = [
  'docs/index.mdx',
  'docs/apartment/utilities.mdx',
  'docs/services/medicine.mdx',
  'docs/other/links.mdx',
];

/** Numbers that only the block may give: the country-wide lines, unconfirmed (101, 102, 104). */
const BLOCK_ONLY = /<Phone\s+number="(?:101|102|104)"\s*\/>/gu;
/** Wordings of the old hand-written paragraph. */
const OLD_WORDINGS = [/общий для аварийных вызовов/u, /Другие короткие номера/u];

const lineOf = (source: string, index: number) => source.slice(0, index).split('\n').length;

describe('emergency numbers: one source', () => {
  it.each(PAGES_WITH_EMERGENCY_NUMBERS)('%s renders <EmergencyNumbers />', (page) => {
    const source = readFileSync(join(root, page), 'utf8');
    expect(source.match(/<EmergencyNumbers\s*\/>/gu) ?? []).toHaveLength(1);
  });

  const files = pageFiles();
  it.each(files.map((f) => [relative(root, f), f]))('%s does not write the numbers by hand', (_, file) => {
    const source = readFileSync(file, 'utf8');
    const found = [
      ...[...source.matchAll(BLOCK_ONLY)].map((m) => `${lineOf(source, m.index)}: ${m[0]}`),
      ...OLD_WORDINGS.flatMap((re) => {
        const m = re.exec(source);
        return m ? [`${lineOf(source, m.index)}: «${m[0]}»`] : [];
      }),
    ];
    expect(found, 'use <EmergencyNumbers /> instead').toEqual([]);
  });
});
