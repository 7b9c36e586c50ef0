/**
 * One query against the index in parts (shards.ts), as the worker answers it: fetch the term
 * shards the query can touch, then those where a typo may be sought, rank, and, if nothing is
 * found, the same for the query on the other keyboard layout; then fetch the texts of the sections
 * shown, for their snippets. The ranking itself (search.ts) is the same as over the whole index:
 * shards.test.ts checks that both give the same answers.
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
): Promise<PluginResult[]> {
  const need = async (query: string) => {
    await index.needTerms(search.prefixes(query));
    await index.needTerms(search.prefixes(query, true));
  };
  await need(input);
  let found = search(input, limit);
  const switched = switchLayout(input);
  if (found.hits.length === 0 && switched && switched !== input.toLowerCase()) {
    await need(switched);
    found = search(input, limit);
  }
  await index.needSections(found.hits.flatMap((h) => (h.section === undefined ? [] : [h.section])));
  return toPluginResults(index, found.hits, found.words, found.terms, stem, found.corrected);
}
