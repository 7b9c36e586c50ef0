/** Ticks of a checklist in localStorage: a JSON array of ticked step indexes. */

export function checklistKey(pathname: string, id: string): string {
  return `samguide:checklist:${pathname}#${id}`;
}

export function readChecked(key: string, storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Set<number> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return new Set(Array.isArray(value) ? value.filter((n): n is number => Number.isInteger(n) && n >= 0) : []);
  } catch {
    return new Set();
  }
}

export function writeChecked(
  key: string,
  checked: Set<number>,
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeStorage(),
): void {
  try {
    if (checked.size === 0) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify([...checked].sort((a, b) => a - b)));
  } catch {
    // Private mode or a full quota: the ticks simply are not remembered.
  }
}

/** Reading `localStorage` itself throws in some privacy modes. */
function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
