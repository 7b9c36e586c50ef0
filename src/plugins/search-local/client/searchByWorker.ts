/**
 * Replaces the plugin's `searchByWorker` module (same exports, used by its search bar and its
 * /search page): the queries go to our worker, which ranks over our compact index.
 * The worker starts on the first call, i.e. on the first focus, hover or Ctrl/Cmd+K of the
 * search box, or on /search.
 */
import type { PluginResult } from '../results';

type Reply = { id: number; result?: PluginResult[] | null; error?: string };

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, { resolve: (r: PluginResult[] | null) => void; reject: (e: Error) => void }>();

function call(message: { type: 'load' | 'search'; baseUrl: string; input?: string; limit?: number }) {
  if (!worker) {
    worker = new Worker(new URL('./search.worker.ts', import.meta.url));
    worker.onmessage = ({ data }: MessageEvent<Reply>) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (data.error !== undefined) waiting?.reject(new Error(data.error));
      else waiting?.resolve(data.result ?? null);
    };
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
  if (enabled) await call({ type: 'load', baseUrl });
}

export async function searchByWorker(
  baseUrl: string,
  _searchContext: string,
  input: string,
  limit: number,
): Promise<PluginResult[]> {
  if (!enabled) return [];
  return (await call({ type: 'search', baseUrl, input, limit })) ?? [];
}
