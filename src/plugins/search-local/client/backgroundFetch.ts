/**
 * The rest of the index, fetched in the background (issue #20 §5, tested on its own for issue #29
 * §3), on a fast connection without data saving, only for an index of up to `MAX_PARTS` files (about
 * twice today's guide), two files at a time (`ShardedIndex.fetchAll`), each stage once per page:
 * - the term shards as soon as the first query is answered in full (140 KB gzip today): what a next
 *   query needs before it can show a suggestion, since rows found by their headings are drawn from
 *   the shards (query.ts). A reader who refines the query («виза» → «виза продление») gets the
 *   first suggestions without a round trip;
 * - the section texts `PAUSE_MS` after the last answer with no new query (the snippets).
 * A query that arrives first cancels the wait, and while a query is being answered the background
 * takes no next file: the reader's typing goes first. 2G/3G or data saving starts neither.
 */
import type { ShardedIndex } from '../shards';

/** `navigator.connection` (Network Information API), where the browser has it. */
export interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** How long after the last answer, with no new query, the rest is fetched. */
export const PAUSE_MS = 3000;
/** Beyond this many parts the rest is not fetched ahead. */
export const MAX_PARTS = 120;

type Fetchable = Pick<ShardedIndex, 'meta' | 'fetchAll'>;

export function backgroundFetch({
  connection,
  pauseMs = PAUSE_MS,
  maxParts = MAX_PARTS,
}: {
  connection: () => Connection | undefined;
  pauseMs?: number;
  maxParts?: number;
}) {
  let termsAsked = false;
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Queries being answered, and the background's files waiting for none to be. */
  let answering = 0;
  let waiting: (() => void)[] = [];
  const ready = () => (answering === 0 ? undefined : new Promise<void>((resolve) => waiting.push(resolve)));

  function mayFetch(index: Fetchable) {
    const line = connection();
    if (line?.saveData || /2g|3g/.test(line?.effectiveType ?? '')) return false;
    return index.meta.terms.files.length + index.meta.texts.files.length <= maxParts;
  }

  // Failures here are not the reader's: a query fetches what it needs itself.
  function fetchRest(index: Fetchable) {
    done = true;
    if (mayFetch(index)) index.fetchAll(2, { ready }).catch(() => undefined);
  }

  return {
    /** A query arrived: the reader is not pausing. */
    querying() {
      answering++;
      clearTimeout(timer);
    },
    /** A query has been answered, or dropped for a newer one. */
    settled() {
      answering = Math.max(0, answering - 1);
      if (answering > 0) return;
      const go = waiting;
      waiting = [];
      go.forEach((resolve) => resolve());
    },
    /** A query was answered in full: the term shards at once, then wait for the pause. */
    answered(index: Fetchable) {
      clearTimeout(timer);
      if (!termsAsked) {
        termsAsked = true;
        if (mayFetch(index)) index.fetchAll(2, { texts: false, ready }).catch(() => undefined);
      }
      if (!done) timer = setTimeout(() => fetchRest(index), pauseMs);
    },
  };
}
