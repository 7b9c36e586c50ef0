/// <reference lib="webworker" />
/**
 * The search worker: receives the compact index once (fetched by searchByWorker.ts), then
 * answers queries (search.ts) in the plugin's result shape (results.ts). lunr (its stemmer) is
 * bundled here only, never in a page's first load.
 *
 * Queries that arrive before the index queue up; once it is here, only the newest
 * query of each list is worked out (the search bar asks for 8 results, the /search page for
 * more), the superseded ones get an empty answer at once: both drop answers to a query that is
 * no longer in their box. So a reader who types «виза» before the index has arrived waits for
 * one search, not four.
 */
import { searchTuning } from '@site/config/search';
import type { SearchIndex } from '../format';
import { createSearch } from '../search';
import { toPluginResults } from '../results';
import { createStemmer } from '../text';

type Message =
  | { type: 'index'; index?: ArrayBuffer; error?: string }
  | { id: number; type: 'search'; input: string; limit: number };

type Engine = { index: SearchIndex; stem: (v: string) => string; search: ReturnType<typeof createSearch> };

let received: (message: { index?: ArrayBuffer; error?: string }) => void;
const engine = new Promise<Engine>((resolve, reject) => {
  received = ({ index: buffer, error }) => {
    if (!buffer) return reject(new Error(error ?? 'search index: not received'));
    const index = JSON.parse(new TextDecoder().decode(buffer)) as SearchIndex;
    if (index.v !== 3) return reject(new Error('search index: unknown format'));
    const stem = createStemmer(searchTuning.wholeWords);
    resolve({ index, stem, search: createSearch(index, stem, searchTuning) });
  };
});

/** The newest query id per list, keyed by its result limit. */
const newest = new Map<number, number>();

self.onmessage = async ({ data }: MessageEvent<Message>) => {
  if (data.type === 'index') {
    received(data);
    return;
  }
  newest.set(data.limit, Math.max(newest.get(data.limit) ?? -1, data.id));
  try {
    const { index, stem, search } = await engine;
    if (data.id < newest.get(data.limit)!) {
      self.postMessage({ id: data.id, result: [] });
      return;
    }
    const { hits, words, terms, corrected } = search(data.input, data.limit);
    self.postMessage({ id: data.id, result: toPluginResults(index, hits, words, terms, stem, corrected) });
  } catch (error) {
    self.postMessage({ id: data.id, error: String(error) });
  }
};
