/// <reference lib="webworker" />
/**
 * The search worker: fetches the compact index once, then answers queries (search.ts) in the
 * plugin's result shape (results.ts). lunr is bundled here only, never in a page's first load.
 */
import { searchIndexUrl } from '@generated/@easyops-cn/docusaurus-search-local/default/generated-constants.js';
import { searchTuning } from '@site/config/search';
import type { SearchIndex } from '../format';
import { createSearch } from '../search';
import { toPluginResults } from '../results';
import { createStemmer } from '../text';

type Message = { id: number; type: 'load' | 'search'; baseUrl: string; input?: string; limit?: number };

let engine: Promise<{ index: SearchIndex; stem: (v: string) => string; search: ReturnType<typeof createSearch> }>;

function load(baseUrl: string) {
  engine ??= (async () => {
    const response = await fetch(`${baseUrl}${searchIndexUrl.replace('{dir}', '')}`);
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    const index = (await response.json()) as SearchIndex;
    if (index.v !== 2) throw new Error('search index: unknown format');
    const stem = createStemmer(searchTuning.wholeWords);
    return { index, stem, search: createSearch(index, stem, searchTuning) };
  })();
  return engine;
}

self.onmessage = async ({ data }: MessageEvent<Message>) => {
  try {
    const { index, stem, search } = await load(data.baseUrl);
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
