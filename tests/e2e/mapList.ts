/** What the /map specs (desktop and phone) read from the list of places beside the map. */
import type { Locator } from '@playwright/test';

/**
 * How many pins the listed places (`items`, the list's visible rows) need: the list marks the places
 * without one, and a place inside another that is listed too (a playground and its mall) shares that
 * one's pin.
 */
export function pinsNeeded(items: Locator): Promise<number> {
  return items.evaluateAll((rows) => {
    const shown = new Set(rows.map((li) => (li as HTMLElement).dataset.place));
    return rows.filter((li) => {
      const { inside } = (li as HTMLElement).dataset;
      return !li.textContent!.includes('нет точки на карте') && !(inside && shown.has(inside));
    }).length;
  });
}
