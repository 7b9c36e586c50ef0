/**
 * Which of the worker's queries are still worth answering (issue #29 §3). Each list (the search
 * bar asks for 8 results, the /search page for more) shows the answer to what is in its box now, so
 * a query that a newer one of the same list has overtaken with other words needs no more work: the
 * worker answers it with nothing. The same words asked again (the search bar does so when it sets
 * itself up, or regains focus, while the first answer is on its way) do not overtake: that list shows
 * whichever answer comes last, and an empty one would blank it.
 */
export function newestQueries() {
  const newest = new Map<number, { id: number; input: string }>();
  return {
    /** A query has arrived. */
    asked(id: number, input: string, limit: number) {
      if (id > (newest.get(limit)?.id ?? -1)) newest.set(limit, { id, input });
    },
    /** Whether a newer query of the same list asks for other words. */
    overtaken(id: number, input: string, limit: number): boolean {
      const last = newest.get(limit);
      return last !== undefined && last.id > id && last.input !== input;
    },
  };
}
