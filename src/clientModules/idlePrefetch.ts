/**
 * Route prefetching at idle time (issue #11 §1).
 * Docusaurus prefetches the code of every internal link as soon as the link scrolls into view.
 * On a long page that is dozens of <link rel="prefetch"> added to <head> in one go right after
 * hydration: one of the long tasks of a page load on a phone. Docusaurus has no option for it,
 * and <Link> is core, not a theme component that could be wrapped. <Link> calls
 * `window.docusaurus.prefetch`, read from the global at each call; that object is frozen, so
 * the global is replaced by a copy whose `prefetch` queues the route: the prefetches run a few
 * at a time while the browser is idle. A hover or a touch still loads the link's page at
 * once (`window.docusaurus.preload`, untouched). Where the browser has no requestIdleCallback
 * (Safari), prefetching stays as it is.
 * While the reader waits for the first search suggestion, the queue is held (`holdRoutePrefetch`,
 * called by the SearchBar wrapper; issue #29 §3): on a slow line the code of other pages would
 * share the bandwidth with the search index's parts.
 */
type Prefetch = (routePath: string) => unknown;
type RequestIdle = (callback: (deadline: IdleDeadline) => void) => unknown;

/**
 * The most one idle period spends, in ms. An idle period may last 50 ms, and filling it made tasks of
 * 50 ms on a fast machine: four times as long on a phone with a 4× slower CPU, which blocks a tap for
 * as long (issue #31: Lighthouse counted these tasks in Total Blocking Time). A route's prefetch (two
 * or three <link rel="prefetch"> inserted into <head>) takes about 1 ms on a laptop.
 */
export const SLICE_MS = 4;

type Queue = Prefetch & {
  /** Stops prefetching until the returned function is called (holds nest). */
  hold(): () => void;
};

/** Queues route paths and hands them to `run` in idle periods, a slice of each. */
export function idleQueue(run: Prefetch, requestIdle: RequestIdle, now: () => number = () => performance.now()): Queue {
  const queue: string[] = [];
  let scheduled = false;
  let holds = 0;
  const schedule = () => {
    if (scheduled || holds > 0 || queue.length === 0) return;
    scheduled = true;
    requestIdle(drain);
  };
  const drain = (deadline: IdleDeadline) => {
    scheduled = false;
    if (holds > 0) return;
    const start = now();
    // At least one per idle period, so that a busy page still gets there in the end.
    do run(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() > 1 && now() - start < SLICE_MS);
    schedule();
  };
  const prefetch = (routePath: string) => {
    if (!queue.includes(routePath)) queue.push(routePath);
    schedule();
    return true;
  };
  const hold = () => {
    holds++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holds--;
      schedule();
    };
  };
  return Object.assign(prefetch, { hold });
}

let queue: Queue | undefined;

/**
 * Holds route prefetching until the returned function is called: the search's first answer goes
 * first. Does nothing where prefetching is not queued (no requestIdleCallback).
 */
export function holdRoutePrefetch(): () => void {
  return queue?.hold() ?? (() => undefined);
}

export function onRouteDidUpdate(): void {
  const global = window as { docusaurus?: { prefetch: Prefetch } };
  const docusaurus = global.docusaurus;
  if (queue || !docusaurus || typeof window.requestIdleCallback !== 'function') return;
  // The timeout keeps prefetching from waiting forever on a page that is never idle.
  queue = idleQueue(docusaurus.prefetch, (callback) => window.requestIdleCallback(callback, { timeout: 5000 }));
  global.docusaurus = Object.freeze({ ...docusaurus, prefetch: queue });
}
