/**
 * Runs `callback` once the browser is idle (at the latest after `timeout` ms), or soon after where there is
 * no requestIdleCallback (Safari). Client modules put their DOM work here after a route change (issue #31):
 * right after hydration React renders again, and the theme's navbar reads the scroll position while it
 * renders; a DOM write just before that read made the browser lay out the whole page there and then.
 * Returns a function that cancels the call.
 */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(callback, 200);
  return () => window.clearTimeout(handle);
}
