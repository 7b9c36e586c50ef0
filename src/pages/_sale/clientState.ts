/**
 * What only the browser knows — today's date and the stored selection — as external stores.
 * useSyncExternalStore renders the server snapshot during hydration and the browser's value
 * right after, so the first client render matches the server HTML without setState in an effect.
 */
import { useSyncExternalStore } from 'react';
import { loadSelection, localToday, saveSelection, SELECTION_KEY } from '@site/data/sale/board';

const noSubscription = () => () => {};
const serverToday = () => null;

/** The reader's date, or null while hydrating (and on the server). */
export function useClientToday(): string | null {
  return useSyncExternalStore(noSubscription, localToday, serverToday);
}

const NONE: readonly string[] = [];
const listeners = new Set<() => void>();
let current: readonly string[] | null = null;

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // blocked cookies, some private modes
  }
}

function snapshot(): readonly string[] {
  // Read once and keep the same array until it changes: useSyncExternalStore compares by reference.
  current ??= loadSelection(storage());
  return current;
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  // Another tab changed the selection.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SELECTION_KEY && event.key !== null) return;
    current = null;
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** Replaces the selection; it is kept in memory even where storage refuses it. */
export function setSelection(ids: readonly string[]): void {
  current = ids.length ? [...ids] : NONE;
  saveSelection(storage(), current);
  listeners.forEach((listener) => listener());
}

/** The stored ids (not yet checked against the board), empty while hydrating. */
export function useStoredSelection(): readonly string[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
