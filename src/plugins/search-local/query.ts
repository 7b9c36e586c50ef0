/**
 * One query against the index in parts (shards.ts), as the worker answers it: fetch the term
 * shards the query can touch, then those where a typo may be sought, rank, and, if nothing is
 * found, the same for the query on the other keyboard layout; then fetch the texts of the sections
 * shown, for their snippets (a section found by its heading needs none: it shows its heading).
 * The ranking itself (search.ts) is the same as over the whole index: shards.test.ts checks that
 * both give the same answers.
 */
import type { createSearch } from './search';
import { toPluginResults, type PluginResult } from './results';
import { switchLayout } from './latin';
import type { ShardedIndex } from './shards';

export async function answerQuery(
  index: ShardedIndex,
  search: ReturnType<typeof createSearch>,
  stem: (value: string) => string,
  input: string,
  limit: number,
  {
    early,
    stale = () => false,
  }: {
    /**
     * Called with the first suggestions that can be drawn before the section texts arrive (pages,
     * and sections found by their headings, up to the first that needs its text), when there are
     * some and the texts are still to come (issue #29 §3): the list shows them, and the full answer,
     * which begins with the same results, adds the rest below them.
     */
    early?: (first: PluginResult[]) => void;
    /**
     * Whether a newer query has come (the reader typed on): then nothing more is fetched or ranked
     * for this one, whose answer no list would show, and it gets an empty answer.
     */
    stale?: () => boolean;
  } = {},
): Promise<PluginResult[]> {
  const need = async (query: string) => {
    await index.needTerms(search.prefixes(query));
    await index.needTerms(search.prefixes(query, true));
  };
  await need(input);
  if (stale()) return [];
  let found = search(input, limit);
  const switched = switchLayout(input);
  if (found.hits.length === 0 && switched && switched !== input.toLowerCase()) {
    await need(switched);
    if (stale()) return [];
    found = search(input, limit);
  }
  const waiting = found.hits.filter((h) => h.section !== undefined && !index.canShow(h.section, h.viaHeading));
  if (waiting.length > 0 && early) {
    const shown = found.hits.indexOf(waiting[0]);
    if (shown > 0) {
      const first = found.hits.slice(0, shown);
      early(toPluginResults(index.withHeads(), first, found.words, found.terms, stem, found.corrected));
    }
  }
  await index.needSections(waiting.map((h) => h.section!));
  return toPluginResults(index.withHeads(), found.hits, found.words, found.terms, stem, found.corrected);
}
