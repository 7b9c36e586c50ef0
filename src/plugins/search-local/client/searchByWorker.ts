/**
 * Replaces the plugin's `searchByWorker` module (same exports, used by its search bar and its
 * /search page): the queries go to our worker, which ranks over our compact index.
 *
 * Everything starts on the first call (the first focus, hover or Ctrl/Cmd+K of the search box,
 * or /search), or earlier through `startSearchWorker` (a touch on the box, see the SearchBar
 * wrapper). The index's meta file is fetched here while the worker's script loads, then handed
 * over (transferred, not copied): the two downloads run side by side instead of one after the
 * other. The worker fetches the parts of the index each query needs itself (shards.ts), except
 * the term groups of the words typed before the meta file is in, which the page fetches beside it
 * (`fetchGroups`): the first answer then waits for one round trip, not two (issue #29 §3).
 *
 * `fetchIndexesByWorker` does not wait for the index: the plugin's search bar sets up its
 * suggestion list as soon as its own code has loaded, and the reader's first query waits in the
 * worker for the index instead of behind a second round trip (issue #11 §3).
 */
import type { PluginResult } from '../results';
import { groupFile } from '../format';
import { searchResultLimits } from './constants';
import { groupList, typedGroups } from './earlyGroups';

/** `search-index.json?_=<hash>` (the meta file), set at build by the plugin wrapper (index.ts). */
declare const SAMGUIDE_SEARCH_INDEX_URL: string;
/** The term groups that have a file (a bitmap, sourceGroups.ts), set at build by index.ts. */
declare const SAMGUIDE_SEARCH_GROUPS: string;

type Reply = { id: number; result?: PluginResult[]; error?: string; partial?: true };

let worker: Worker | undefined;
let nextId = 0;
type Pending = {
  input: string;
  resolve: (r: PluginResult[]) => void;
  reject: (e: Error) => void;
  /** Whether the first suggestions (`partial`) may answer, the rest following (the search bar's list). */
  early: boolean;
  /** The first suggestions have answered: the whole answer refreshes the list (`onRefined`). */
  answered?: true;
};
const pending = new Map<number, Pending>();
/** The answers that are a query's first suggestions only, the rest to come. */
const partial = new WeakSet<PluginResult[]>();

// Development builds have no index (the plugin builds it after a production build only).
const enabled = process.env.NODE_ENV === 'production';

/** The URL of the index's meta file (with the plugin's hash) under the site's base URL. */
export function searchIndexUrl(baseUrl: string): string {
  return `${baseUrl}${SAMGUIDE_SEARCH_INDEX_URL}`;
}

/**
 * Whether the worker has answered once: from then on it fetches the parts itself. (Not the meta
 * file's arrival: on a slow phone the worker's script is still loading then, and the reader's
 * second letter comes after it.)
 */
let workerAnswered = false;
const groupsAsked = new Set<string>();
let hasFile: ((group: string) => boolean) | undefined;

/**
 * Fetches the term groups of the words typed (format.ts `groupFile`) beside the meta file, and hands
 * them to the worker, which then answers the first query as soon as it has the meta file (issue
 * #29 §3). The groups have stable names: the plugin's index hash in the query keeps a browser from
 * taking last version's file from its cache, and each carries the build id, which the worker checks.
 */
function fetchGroups(started: Worker, baseUrl: string, input: string) {
  // A saved copy (src/plugins/offline: a service worker controls the page) has every part at hand,
  // not these, which it leaves out.
  if (workerAnswered || navigator.serviceWorker?.controller || !navigator.onLine) return;
  hasFile ??= groupList(SAMGUIDE_SEARCH_GROUPS);
  const fresh = typedGroups(input).filter((g) => hasFile!(g) && !groupsAsked.has(g));
  if (fresh.length === 0) return;
  fresh.forEach((g) => groupsAsked.add(g));
  started.postMessage({ type: 'groups', groups: fresh });
  const query = SAMGUIDE_SEARCH_INDEX_URL.replace(/^[^?]*/, '');
  for (const group of fresh) {
    fetch(`${baseUrl}${groupFile(group)}${query}`)
      .then((response) => (response.ok ? response.arrayBuffer() : undefined))
      .catch(() => undefined)
      .then((body) => started.postMessage({ type: 'group', group, body }, body ? [body] : []));
  }
}

/** Starts the worker and the index download, once; later calls do nothing. */
export function startSearchWorker(baseUrl: string): Worker | undefined {
  if (worker || !enabled) return worker;
  // The meta file first: its request then leaves before the worker's script is asked for.
  const meta = fetch(searchIndexUrl(baseUrl)).then((response) => {
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    return response.arrayBuffer();
  });
  const started = new Worker(new URL('./search.worker.ts', import.meta.url), { name: 'search' });
  worker = started;
  started.onmessage = ({ data }: MessageEvent<Reply>) => {
    workerAnswered = true;
    const waiting = pending.get(data.id);
    if (!waiting) return;
    if (data.partial) {
      if (waiting.early && !waiting.answered) {
        waiting.answered = true;
        // Before the list draws them: it is marked as still filling in.
        partialListeners.forEach((listener) => listener(waiting.input));
        const first = data.result ?? [];
        partial.add(first);
        waiting.resolve(first);
      }
      return;
    }
    pending.delete(data.id);
    if (waiting.answered) {
      if (data.error === undefined) refine(waiting.input, data.result ?? []);
    } else if (data.error !== undefined) waiting.reject(new Error(data.error));
    else waiting.resolve(data.result ?? []);
  };
  const urls = { metaUrl: searchIndexUrl(baseUrl), baseUrl };
  meta.then(
    (buffer) => started.postMessage({ type: 'index', meta: buffer, ...urls }, [buffer]),
    (error: unknown) => started.postMessage({ type: 'index', error: String(error), ...urls }),
  );
  return started;
}

/** What the search bar and /search say when the results are for the query on the other layout. */
export function correctionText(corrected: string): string {
  return `Показаны результаты по запросу «${corrected}»`;
}

type CorrectionListener = (input: string, corrected: string | undefined) => void;
const correctionListeners = new Set<CorrectionListener>();
type AnswerListener = (input: string, result: readonly PluginResult[], partial: boolean) => void;
const answerListeners = new Set<AnswerListener>();

/**
 * Tells `listener` of every answer the search bar or /search gets, once it is handed over (the
 * plugin renders it in the same task), and whether it holds the first suggestions only. Returns the
 * unsubscribe.
 */
export function onAnswer(listener: AnswerListener): () => void {
  answerListeners.add(listener);
  return () => answerListeners.delete(listener);
}

/**
 * Tells `listener` after each answer whether its results are for another query than the one typed
 * (the other keyboard layout: «dbpf» → «виза»), so the search bar can say so. Returns the unsubscribe.
 */
export function onCorrection(listener: CorrectionListener): () => void {
  correctionListeners.add(listener);
  return () => correctionListeners.delete(listener);
}

/** The whole answer to the query whose first suggestions the list shows, until the list asks for it. */
let refined: { input: string; result: PluginResult[] } | undefined;
type InputListener = (input: string) => void;
const refinedListeners = new Set<InputListener>();
const partialListeners = new Set<InputListener>();

/**
 * Tells `listener` when the search bar is about to show the first suggestions of a query, the rest
 * still to come (issue #29 §3). Returns the unsubscribe.
 */
export function onPartial(listener: InputListener): () => void {
  partialListeners.add(listener);
  return () => partialListeners.delete(listener);
}

function refine(input: string, result: PluginResult[]) {
  refined = { input, result };
  refinedListeners.forEach((listener) => listener(input));
}

/**
 * Tells `listener` when the whole answer to a query has come after its first suggestions were shown
 * (issue #29 §3): the search bar then asks again (`searchByWorker` answers at once with it) and
 * redraws its list. Returns the unsubscribe.
 */
export function onRefined(listener: InputListener): () => void {
  refinedListeners.add(listener);
  return () => refinedListeners.delete(listener);
}

export async function fetchIndexesByWorker(baseUrl: string, _searchContext: string): Promise<void> {
  startSearchWorker(baseUrl);
}

function ask(started: Worker, input: string, limit: number): Promise<PluginResult[]> {
  const id = nextId++;
  refined = undefined;
  return new Promise<PluginResult[]>((resolve, reject) => {
    pending.set(id, { input, resolve, reject, early: limit === searchResultLimits });
    started.postMessage({ id, type: 'search', input, limit });
  });
}

/** The suggestions asked for by `hintQuery`, until the search bar asks for them. */
let early: { input: string; result: Promise<PluginResult[]> } | undefined;

/**
 * Asks for the suggestions of what is in the box before the search bar can (issue #20 §5): on a slow
 * phone its code arrives a few hundred milliseconds after the reader starts typing, and the worker
 * can fetch the parts of the index the query needs meanwhile. `searchByWorker` then takes this answer
 * instead of asking again.
 */
export function hintQuery(baseUrl: string, input: string): void {
  const started = startSearchWorker(baseUrl);
  if (started) fetchGroups(started, baseUrl, input);
  if (!started || !input.trim() || early?.input === input) return;
  const result = ask(started, input, searchResultLimits);
  result.catch(() => undefined);
  early = { input, result };
}

export async function searchByWorker(
  baseUrl: string,
  _searchContext: string,
  input: string,
  limit: number,
): Promise<PluginResult[]> {
  const started = startSearchWorker(baseUrl);
  if (!started) return [];
  fetchGroups(started, baseUrl, input);
  const bar = limit === searchResultLimits;
  const hinted = early?.input === input && bar ? early.result : undefined;
  early = undefined;
  // The list redrawn with the whole answer after its first suggestions (`onRefined`).
  const whole = refined?.input === input && bar ? refined.result : undefined;
  const result = whole ?? (await (hinted ?? ask(started, input, limit)));
  if (whole) refined = undefined;
  for (const listener of correctionListeners) listener(input, result[0]?.corrected);
  // After the plugin's own continuation has rendered the list.
  setTimeout(() => answerListeners.forEach((listener) => listener(input, result, partial.has(result))));
  return result;
}
