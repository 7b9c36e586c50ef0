/// <reference lib="webworker" />
/**
 * The search worker: receives the compact index once (fetched by searchByWorker.ts), then
 * answers queries (search.ts) in the plugin's result shape (results.ts). lunr (its stemmer) is
 * bundled here only, never in a page's first load.
 */
import { searchTuning } from '@site/config/search';
import type { SearchIndex } from '../format';
import { createSearch } from '../search';
import { toPluginResults } from '../results';
import { createStemmer } from '../text';

type Message =
  | { type: 'index'; index?: ArrayBuffer; error?: string }
  | { id: number; type: 'load' | 'search'; input?: string; limit?: number };

type Engine = { index: SearchIndex; stem: (v: string) => string; search: ReturnType<typeof createSearch> };

let received: (message: { index?: ArrayBuffer; error?: string }) => void;
const engine = new Promise<Engine>((resolve, reject) => {
  received = ({ index: buffer, error }) => {
    if (!buffer) return reject(new Error(error ?? 'search index: not received'));
    const index = JSON.parse(new TextDecoder().decode(buffer)) as SearchIndex;
    if (index.v !== 2) return reject(new Error('search index: unknown format'));
    const stem = createStemmer(searchTuning.wholeWords);
    resolve({ index, stem, search: createSearch(index, stem, searchTuning) });
  };
});

self.onmessage = async ({ data }: MessageEvent<Message>) => {
  if (data.type === 'index') {
    received(data);
    return;
  }
  try {
    const { index, stem, search } = await engine;
    if (data.type === 'load') {
      self.postMessage({ id: data.id, result: null });
      return;
    }
    const { hits, words, terms } = search(data.input ?? '', data.limit ?? 8);
    self.postMessage({ id: data.id, result: toPluginResults(index, hits, words, terms, stem) });
  } catch (error) {
    self.postMessage({ id: data.id, error: String(error) });
  }
};
