import { describe, expect, it } from 'vitest';
import { idleQueue } from './idlePrefetch';

/** A fake idle scheduler: each period has `budget` calls' worth of time. */
function fakeIdle(budget: number) {
  const waiting: ((deadline: IdleDeadline) => void)[] = [];
  return {
    requestIdle: (callback: (deadline: IdleDeadline) => void) => waiting.push(callback),
    /** Runs one idle period; returns false when nothing was waiting. */
    period() {
      const callback = waiting.shift();
      if (!callback) return false;
      let left = budget;
      callback({ didTimeout: false, timeRemaining: () => (left-- > 0 ? 10 : 0) });
      return true;
    },
    get pending() {
      return waiting.length;
    },
  };
}

describe('idle prefetch queue', () => {
  it('prefetches nothing at once, then everything in idle periods, a few at a time, each route once', () => {
    const done: string[] = [];
    const idle = fakeIdle(2);
    const prefetch = idleQueue((route) => done.push(route), idle.requestIdle);
    for (const route of ['/a', '/b', '/a', '/c', '/d']) prefetch(route);
    expect(done).toEqual([]);
    expect(idle.pending).toBe(1);
    idle.period();
    expect(done).toEqual(['/a', '/b', '/c']);
    idle.period();
    expect(done).toEqual(['/a', '/b', '/c', '/d']);
    expect(idle.period()).toBe(false);
  });

  it('makes progress in a period with no time left, and schedules again for later routes', () => {
    const done: string[] = [];
    const idle = fakeIdle(0);
    const prefetch = idleQueue((route) => done.push(route), idle.requestIdle);
    prefetch('/a');
    prefetch('/b');
    idle.period();
    expect(done).toEqual(['/a']);
    idle.period();
    expect(done).toEqual(['/a', '/b']);
    expect(idle.pending).toBe(0);
    prefetch('/c');
    expect(idle.pending).toBe(1);
    idle.period();
    expect(done).toEqual(['/a', '/b', '/c']);
  });

  it("prefetches nothing while held (the search's first answer), and resumes once every hold is released", () => {
    const done: string[] = [];
    const idle = fakeIdle(5);
    const prefetch = idleQueue((route) => done.push(route), idle.requestIdle);
    prefetch('/a');
    const release = prefetch.hold();
    const second = prefetch.hold();
    prefetch('/b');
    while (idle.period());
    expect(done).toEqual([]);
    release();
    release();
    while (idle.period());
    expect(done).toEqual([]);
    second();
    while (idle.period());
    expect(done).toEqual(['/a', '/b']);
  });
});

describe('idle prefetch slices', () => {
  it('spends at most a slice of an idle period, however long the period', () => {
    const done: string[] = [];
    const idle = fakeIdle(100);
    let clock = 0;
    // Each prefetch takes 1.5 ms: two fit in a 4 ms slice, the third starts past it.
    const prefetch = idleQueue(
      (route) => {
        done.push(route);
        clock += 1.5;
      },
      idle.requestIdle,
      () => clock,
    );
    for (const route of ['/a', '/b', '/c', '/d', '/e']) prefetch(route);
    idle.period();
    expect(done).toEqual(['/a', '/b', '/c']);
    idle.period();
    expect(done).toEqual(['/a', '/b', '/c', '/d', '/e']);
  });
});
