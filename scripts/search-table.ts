/**
 * Prints what the built index (build/) answers for each row of the query table: the rank of the
 * expected page and section, and the first three suggestions. A tool for tuning the ranking
 * (src/plugins/search-local/README.md); the tests are tests/e2e/search*.spec.ts.
 * Run: npx jiti scripts/search-table.ts [query…]
 */
import { readFileSync } from 'node:fs';
import { searchTuning } from '../config/search';
import type { SearchIndex, SearchMeta, TermShard, TextPart } from '../src/plugins/search-local/format';
import { ShardedIndex, wholeView } from '../src/plugins/search-local/shards';
import { createSearch } from '../src/plugins/search-local/search';
import { createStemmer } from '../src/plugins/search-local/text';
import { searchQueries } from '../tests/e2e/search-queries';

const read = (file: string) => readFileSync(`build/${file}`, 'utf8');
const meta = JSON.parse(read('search-index.json')) as SearchMeta;
const whole: SearchIndex = { v: 3, pages: meta.pages, sections: [], terms: [], post: [], twins: meta.twins };
for (const file of meta.terms.files) {
  const shard = JSON.parse(read(file)) as TermShard;
  whole.terms.push(...shard.terms);
  whole.post.push(...shard.post);
}
for (const file of meta.texts.files) {
  const part = JSON.parse(read(file)) as TextPart;
  for (const [h, s, t] of part.sections) whole.sections.push({ p: 0, h, s, t });
}
const pageOf = new ShardedIndex(meta, async () => undefined);
whole.sections.forEach((s, n) => (s.p = pageOf.pageOf(n)));
const stem = createStemmer(searchTuning.wholeWords);
const search = createSearch(wholeView(whole), stem, searchTuning);

const args = process.argv.slice(2);
const rows = args.length
  ? args.map((query) => ({ query, route: '', anchor: undefined as string | undefined }))
  : searchQueries;
let pagesOk = 0;
let sectionsTop3 = 0;
let sectionRows = 0;
// Questions typed on a phone (issue #49): how many have their section first, and among the first 3.
const phone = { rows: 0, first: 0, top3: 0 };
for (const row of rows) {
  const { query, route } = row;
  const anchor = (row as { anchor?: string }).anchor;
  const hits = search(query, 8).hits;
  const names = hits.map((h) => {
    const p = whole.pages[h.page];
    return (
      (h.section === undefined ? p.u : p.u + whole.sections[h.section].h) +
      (process.env.DEBUG ? ` [${h.cover.toFixed(3)} n${h.named} ${h.score.toFixed(1)}]` : '')
    );
  });
  const pageRank = names.findIndex((n) => n.split(/[# ]/)[0] === route) + 1;
  const want = anchor === undefined ? undefined : route + anchor;
  const secRank = want === undefined ? 0 : names.findIndex((n) => n.split(' ')[0] === want) + 1;
  if (pageRank >= 1 && pageRank <= 3) pagesOk++;
  if (want !== undefined) {
    sectionRows++;
    if (secRank >= 1 && secRank <= 3) sectionsTop3++;
  }
  if ((row as { phone?: true }).phone) {
    phone.rows++;
    if (secRank === 1) phone.first++;
    if (secRank >= 1 && secRank <= 3) phone.top3++;
  }
  const bad = (route && !(pageRank >= 1 && pageRank <= 3)) || (want !== undefined && !(secRank >= 1 && secRank <= 3));
  const late = (row as { phone?: true }).phone && secRank !== 1;
  console.log(
    `${bad ? 'FAIL' : late ? 'late' : 'ok  '} page ${pageRank || '-'}${want !== undefined ? ` section ${secRank || '-'}` : ''}  «${query}»` +
      (bad || late || args.length
        ? `\n      ${names
            .slice(0, args.length ? 8 : 3)
            .map((n) => n.replace(/^\//, ''))
            .join('  |  ')}`
        : ''),
  );
}
if (!args.length)
  console.log(
    `pages among first 3: ${pagesOk}/${rows.length}; sections among first 3: ${sectionsTop3}/${sectionRows}; ` +
      `phone questions: section first ${phone.first}/${phone.rows}, among first 3 ${phone.top3}/${phone.rows}`,
  );
