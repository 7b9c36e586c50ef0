/**
 * The rest of the index, fetched in the background once the reader pauses (issue #20 §5, tested on
 * its own for issue #29 §3): `PAUSE_MS` after the last answer with no new query, on a fast
 * connection without data saving, every part not fetched yet (`ShardedIndex.fetchAll`, two at a
 * time), at most once per page and only for an index of up to `MAX_PARTS` files (about twice
 * today's guide). Later queries are then answered from memory instead of after a round trip each.
 * A query that arrives first cancels the wait; one on 2G/3G or with data saving never starts it.
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
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function fetchRest(index: Fetchable) {
    done = true;
    const line = connection();
    if (line?.saveData || /2g|3g/.test(line?.effectiveType ?? '')) return;
    if (index.meta.terms.files.length + index.meta.texts.files.length > maxParts) return;
    // Failures here are not the reader's: a query fetches what it needs itself.
    index.fetchAll().catch(() => undefined);
  }

  return {
    /** A query arrived: the reader is not pausing. */
    querying() {
      clearTimeout(timer);
    },
    /** A query was answered: wait for the pause. */
    answered(index: Fetchable) {
      clearTimeout(timer);
      if (!done) timer = setTimeout(() => fetchRest(index), pauseMs);
    },
  };
}
