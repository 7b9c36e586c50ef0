import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage';
import { checklistKey, readChecked, writeChecked } from './storage';

describe('checklist storage', () => {
  it('keys ticks by page and list id', () => {
    expect(checklistKey('/samarkand/visa', 'registration')).toBe('samguide:checklist:/samarkand/visa#registration');
  });

  it('round-trips ticked steps and forgets an empty list', () => {
    const s = memoryStorage();
    const key = checklistKey('/samarkand/visa', 'registration');
    writeChecked(key, new Set([2, 0]), s);
    expect(s.data.get(key)).toBe('[0,2]');
    expect([...readChecked(key, s)]).toEqual([0, 2]);
    writeChecked(key, new Set(), s);
    expect(s.data.has(key)).toBe(false);
  });

  it('survives garbage and storage that throws', () => {
    const s = memoryStorage();
    s.data.set('k', 'not json');
    expect(readChecked('k', s).size).toBe(0);
    s.data.set('k', '[1,"x",-1,2.5,3]');
    expect([...readChecked('k', s)]).toEqual([1, 3]);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(readChecked('k', throwing).size).toBe(0);
    expect(() => writeChecked('k', new Set([1]), throwing)).not.toThrow();
  });
});
