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

/** Queues route paths and hands them to `run` in idle periods, a slice of each. */
export function idleQueue(
  run: Prefetch,
  requestIdle: RequestIdle,
  now: () => number = () => performance.now(),
): Prefetch {
  const queue: string[] = [];
  let scheduled = false;
  const drain = (deadline: IdleDeadline) => {
    const start = now();
    // At least one per idle period, so that a busy page still gets there in the end.
    do run(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() > 1 && now() - start < SLICE_MS);
    if (queue.length > 0) requestIdle(drain);
    else scheduled = false;
  };
  return (routePath) => {
    if (!queue.includes(routePath)) queue.push(routePath);
    if (!scheduled) {
      scheduled = true;
      requestIdle(drain);
    }
    return true;
  };
}

let wrapped = false;

export function onRouteDidUpdate(): void {
  const global = window as { docusaurus?: { prefetch: Prefetch } };
  const docusaurus = global.docusaurus;
  if (wrapped || !docusaurus || typeof window.requestIdleCallback !== 'function') return;
  wrapped = true;
  global.docusaurus = Object.freeze({
    ...docusaurus,
    // The timeout keeps prefetching from waiting forever on a page that is never idle.
    prefetch: idleQueue(docusaurus.prefetch, (callback) => window.requestIdleCallback(callback, { timeout: 5000 })),
  });
}
