/**
 * The index cut into parts, so that a query downloads only what it needs (issue #20 §5) and the
 * first search does not grow with the guide:
 * - `splitIndex` (build): the whole index → the meta file, term shards and section-text parts;
 * - `ShardedIndex` (shards.ts, in the worker): reads through the parts, fetching each once, when a
 *   query needs it.
 *
 * A query needs the terms of the first two letters of each of its word forms (the word as
 * typed, its stem, its Cyrillic readings; search.ts `prefixes`): a half-typed word finds the
 * longer words it begins, and a typo is looked for among the words of the same first two letters.
 * Term shards are cut only between two-letter groups (unless one group alone is far too big), so
 * one group is one shard as a rule. Section texts are fetched for the results shown, for their
 * snippets; the first suggestion needs one or a few parts.
 * Each two-letter group is also written whole under a name derived from the group alone
 * (`search-groups/`, format.ts `groupFile`): the page fetches the groups of the first words typed
 * before the meta file has arrived (issue #29 §3); `groups` (sourceGroups.ts), the groups the page
 * may ask for, get a file each, empty where the index has no term of the group.
 * Both kinds are cut by size, not by count: at ten times the content there are ten times the
 * files, each as small as today's, and a query still fetches a few of them.
 */
import { createHash } from 'node:crypto';
import type { SearchIndex, SearchMeta, TermGroup, TermShard } from './format';
import { FIELD, SEARCH_DATA_DIR, decodePostings, groupFile, groupOf } from './format';

/** A term shard is closed at the next two-letter group once its text reaches this many characters. */
export const TERM_SHARD_CHARS = 10_000;
/** …and cut inside a group that alone is this many times that size («по», «пр» in a large guide). */
const GROUP_SPLIT = 3;
/** A section-text part is closed once its text reaches this many characters. */
export const TEXT_PART_CHARS = 10_000;

const prefixOf = groupOf;

function hashOf(text: string, length = 8): string {
  return createHash('md5').update(text).digest('hex').slice(0, length);
}

/** The files of a split index: `meta` (search-index.json) and `files` (path under the build → content). */
export interface SplitIndex {
  meta: SearchMeta;
  files: Map<string, string>;
}

export function splitIndex(
  index: SearchIndex,
  {
    termChars = TERM_SHARD_CHARS,
    textChars = TEXT_PART_CHARS,
    groups = [] as readonly string[],
  }: { termChars?: number; textChars?: number; groups?: readonly string[] } = {},
): SplitIndex {
  // Sections must come page by page, in page order: a section's page is then found from `first`.
  const first: number[] = [];
  index.sections.forEach((s, i) => {
    if (i > 0 && s.p < index.sections[i - 1].p) {
      throw new Error(`search index: section ${i} (${index.pages[s.p]?.u}${s.h}) comes after a later page's sections`);
    }
  });
  let at = 0;
  for (let p = 0; p < index.pages.length; p++) {
    first.push(at);
    while (at < index.sections.length && index.sections[at].p === p) at++;
  }
  first.push(index.sections.length);
  const anchored = index.pages.flatMap((_, p) => (first[p] < first[p + 1] && index.sections[first[p]].h ? [p] : []));

  // Term shards: consecutive terms, closed between two-letter groups once big enough.
  const termRuns: { from: number; to: number }[] = [];
  let start = 0;
  let size = 0;
  for (let i = 0; i < index.terms.length; i++) {
    const boundary = i > start && prefixOf(index.terms[i]) !== prefixOf(index.terms[i - 1]);
    if (i > start && ((boundary && size >= termChars) || size >= termChars * GROUP_SPLIT)) {
      termRuns.push({ from: start, to: i });
      start = i;
      size = 0;
    }
    size += index.terms[i].length + index.post[i].length + 6;
  }
  if (index.terms.length > start) termRuns.push({ from: start, to: index.terms.length });

  // Section texts: consecutive sections, closed once big enough.
  const textRuns: { from: number; to: number }[] = [];
  start = 0;
  size = 0;
  index.sections.forEach((s, i) => {
    if (i > start && size >= textChars) {
      textRuns.push({ from: start, to: i });
      start = i;
      size = 0;
    }
    size += s.h.length + s.s.length + s.t.length + 10;
  });
  if (index.sections.length > start) textRuns.push({ from: start, to: index.sections.length });

  // The terms from `from` up to `to` with their postings, and the headings that hold them.
  const run = (from: number, to: number): Omit<TermShard, 'b'> => {
    const found = new Set<number>();
    for (let i = from; i < to; i++) {
      const numbers = decodePostings(index.post[i]);
      for (let k = 0; k < numbers.length; k += 2) {
        const unit = Math.floor(numbers[k] / 8);
        if (numbers[k] % 8 === FIELD.heading && unit >= index.pages.length) found.add(unit - index.pages.length);
      }
    }
    const heads = [...found]
      .sort((a, b) => a - b)
      .map((n): [number, string, string] => [n, index.sections[n].h, index.sections[n].s]);
    return { terms: index.terms.slice(from, to), post: index.post.slice(from, to), ...(heads.length ? { heads } : {}) };
  };
  // The build id hashes every part, so it changes whenever any of them does.
  const termBodies = termRuns.map(({ from, to }) => run(from, to));
  const textBodies = textRuns.map(({ from, to }) => ({
    from,
    sections: index.sections.slice(from, to).map((s): [string, string, string] => [s.h, s.s, s.t]),
  }));
  const b = hashOf(JSON.stringify([index.pages, first, index.twins ?? [], termBodies, textBodies]), 10);

  const files = new Map<string, string>();
  const write = (kind: string, k: number, body: object) => {
    const content = JSON.stringify({ b, ...body });
    const file = `${SEARCH_DATA_DIR}/${kind}-${k}.${hashOf(content)}.json`;
    files.set(file, content);
    return file;
  };
  const meta: SearchMeta = {
    v: 5,
    b,
    pages: index.pages,
    first,
    ...(anchored.length > 0 && { anchored }),
    ...(index.twins && { twins: index.twins }),
    terms: {
      from: termRuns.map(({ from }, k) => (k === 0 ? '' : index.terms[from])),
      files: termBodies.map((body, k) => write('terms', k, body)),
    },
    texts: {
      from: textRuns.map(({ from }) => from),
      files: textBodies.map((body, k) => write('text', k, body)),
    },
  };
  // Term groups under names the page knows without the meta file (format.ts `groupFile`).
  for (let i = 0; i < index.terms.length; ) {
    const g = prefixOf(index.terms[i]);
    let j = i;
    while (j < index.terms.length && prefixOf(index.terms[j]) === g) j++;
    const group: TermGroup = { b, g, ...run(i, j) };
    files.set(groupFile(g), JSON.stringify(group));
    i = j;
  }
  // The page may ask for these (sourceGroups.ts): an empty file where the index has no such term.
  for (const g of groups) {
    if (!files.has(groupFile(g))) files.set(groupFile(g), JSON.stringify({ b, g, terms: [], post: [] }));
  }
  return { meta, files };
}
