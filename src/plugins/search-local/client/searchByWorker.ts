/**
 * Replaces the plugin's `searchByWorker` module (same exports, used by its search bar and its
 * /search page): the queries go to our worker, which ranks over our compact index.
 * Everything starts on the first call, i.e. on the first focus, hover or Ctrl/Cmd+K of the search
 * box, or on /search. The index is fetched here while the worker's script loads, then handed over
 * (transferred, not copied): the two downloads run side by side instead of one after the other.
 */
import type { PluginResult } from '../results';

/** `search-index.json?_=<hash>`, set at build by the plugin wrapper (index.ts). */
declare const SAMGUIDE_SEARCH_INDEX_URL: string;

type Reply = { id: number; result?: PluginResult[] | null; error?: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (r: PluginResult[] | null) => void; reject: (e: Error) => void }>();

function call(baseUrl: string, message: { type: 'load' | 'search'; input?: string; limit?: number }) {
  if (!worker) {
    const started = new Worker(new URL('./search.worker.ts', import.meta.url));
    worker = started;
    started.onmessage = ({ data }: MessageEvent<Reply>) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (data.error !== undefined) waiting?.reject(new Error(data.error));
      else waiting?.resolve(data.result ?? null);
    };
    fetch(`${baseUrl}${SAMGUIDE_SEARCH_INDEX_URL}`)
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.arrayBuffer();
      })
      .then(
        (index) => started.postMessage({ type: 'index', index }, [index]),
        (error: unknown) => started.postMessage({ type: 'index', error: String(error) }),
      );
  }
  const id = nextId++;
  return new Promise<PluginResult[] | null>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker!.postMessage({ id, ...message });
  });
}

// Development builds have no index (the plugin builds it after a production build only).
const enabled = process.env.NODE_ENV === 'production';

export async function fetchIndexesByWorker(baseUrl: string, _searchContext: string): Promise<void> {
  if (enabled) await call(baseUrl, { type: 'load' });
}

export async function searchByWorker(
  baseUrl: string,
  _searchContext: string,
  input: string,
  limit: number,
): Promise<PluginResult[]> {
  if (!enabled) return [];
  return (await call(baseUrl, { type: 'search', input, limit })) ?? [];
}
