/// <reference lib="webworker" />
/**
 * The search worker: receives the index's meta file once (fetched by searchByWorker.ts), fetches
 * the term shards and section texts each query needs (shards.ts, query.ts), and answers in the
 * plugin's result shape (results.ts). The stemmers (text.ts) are bundled here only, never in a page's
 * first load.
 *
 * Queries that arrive before the meta file queue up; once it is here, only the newest
 * query of each list is worked out (the search bar asks for 8 results, the /search page for
 * more), the superseded ones get an empty answer at once: both drop answers to a query that is
 * no longer in their box. So a reader who types «виза» before the index has arrived waits for
 * one search, not four. A query overtaken while its parts are on their way stops there too
 * (newestQueries.ts; the same words asked again do not overtake).
 *
 * The term groups of the first words typed come from the page (`groups`, `group`): it fetches them
 * beside the meta file, under names it knows without it (issue #29 §3). When some results need
 * section texts that have not arrived, the ones before them (pages, sections found by their
 * headings) go out first, marked `partial`, and the whole answer follows (query.ts).
 *
 * A part that is missing or of another build (the guide was updated while the meta file sat in a
 * cache) makes the worker fetch the meta file anew, bypassing caches, and answer once more.
 *
 * Once the reader has stopped typing for a while, on a fast connection without data saving, the
 * worker fetches the rest of the index in the background (backgroundFetch.ts), so that later
 * queries are answered from memory rather than after a round trip each; it never competes with the
 * query being typed. On 2G/3G or with data saving it does not: there each query keeps fetching only
 * its own parts.
 */
import { searchTuning } from '@site/config/search';
import type { SearchMeta } from '../format';
import { createSearch } from '../search';
import { answerQuery } from '../query';
import { ShardedIndex } from '../shards';
import { createStemmer } from '../text';
import { backgroundFetch, type Connection } from './backgroundFetch';
import { newestQueries } from './newestQueries';

type Message =
  | { type: 'index'; meta?: ArrayBuffer; metaUrl: string; baseUrl: string; error?: string }
  | { type: 'groups'; groups: string[] }
  | { type: 'group'; group: string; body?: ArrayBuffer }
  | { id: number; type: 'search'; input: string; limit: number };

type Engine = { index: ShardedIndex; search: ReturnType<typeof createSearch> };

const stem = createStemmer(searchTuning.wholeWords);
let baseUrl = '/';
let metaUrl = '';

async function fetchJson(url: string, init?: RequestInit): Promise<unknown> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`search index: HTTP ${response.status} for ${url}`);
  return response.json();
}

/**
 * The term groups the page is fetching beside the meta file (searchByWorker.ts `fetchGroups`): a
 * query that needs one waits for it rather than fetching its shard after the meta file.
 */
const earlyGroups = new Map<string, { body: Promise<unknown>; arrived: (body?: ArrayBuffer) => void }>();

function expectGroup(group: string) {
  if (earlyGroups.has(group)) return;
  let arrived!: (body?: ArrayBuffer) => void;
  const body = new Promise<ArrayBuffer | undefined>((resolve) => (arrived = resolve)).then((buffer) =>
    buffer ? (JSON.parse(new TextDecoder().decode(buffer)) as unknown) : undefined,
  );
  earlyGroups.set(group, { body, arrived });
}

function engineOf(meta: SearchMeta): Engine {
  const index = new ShardedIndex(
    meta,
    (file) => fetchJson(`${baseUrl}${file}`),
    (group) => earlyGroups.get(group)?.body,
  );
  return { index, search: createSearch(index, stem, searchTuning) };
}

let received: (message: { meta?: ArrayBuffer; error?: string }) => void;
let engine = new Promise<Engine>((resolve, reject) => {
  received = ({ meta, error }) => {
    if (!meta) return reject(new Error(error ?? 'search index: not received'));
    try {
      resolve(engineOf(JSON.parse(new TextDecoder().decode(meta)) as SearchMeta));
    } catch (e) {
      reject(e);
    }
  };
});

/** After a stale or missing part: the newest meta file, past every cache. */
function renewEngine(): Promise<Engine> {
  engine = fetchJson(metaUrl, { cache: 'reload' }).then((meta) => engineOf(meta as SearchMeta));
  return engine;
}

const background = backgroundFetch({
  connection: () => (navigator as { connection?: Connection }).connection,
});

const queries = newestQueries();

self.onmessage = async ({ data }: MessageEvent<Message>) => {
  if (data.type === 'index') {
    ({ baseUrl, metaUrl } = data);
    received(data);
    return;
  }
  if (data.type === 'groups') return data.groups.forEach(expectGroup);
  if (data.type === 'group') return earlyGroups.get(data.group)?.arrived(data.body);
  background.querying();
  queries.asked(data.id, data.input, data.limit);
  try {
    let { index, search } = await engine;
    if (queries.overtaken(data.id, data.input, data.limit)) {
      self.postMessage({ id: data.id, result: [] });
      return;
    }
    // The suggestions that need no section text go out first (issue #29 §3).
    const early = (first: unknown[]) => self.postMessage({ id: data.id, result: first, partial: true });
    const stale = () => queries.overtaken(data.id, data.input, data.limit);
    let result;
    try {
      result = await answerQuery(index, search, stem, data.input, data.limit, { early, stale });
    } catch {
      ({ index, search } = await renewEngine());
      result = await answerQuery(index, search, stem, data.input, data.limit, { early, stale });
    }
    self.postMessage({ id: data.id, result });
    if (!stale()) background.answered(index);
  } catch (error) {
    self.postMessage({ id: data.id, error: String(error) });
  } finally {
    background.settled();
  }
};
