import { describe, expect, it } from 'vitest';
import { newestQueries } from './newestQueries';

describe('which queries the worker still answers (issue #29 §3)', () => {
  it('a query overtaken by other words of the same list is not', () => {
    const queries = newestQueries();
    queries.asked(0, 'ви', 8);
    queries.asked(1, 'виза', 8);
    expect(queries.overtaken(0, 'ви', 8)).toBe(true);
    expect(queries.overtaken(1, 'виза', 8)).toBe(false);
  });

  it('the same words asked again do not overtake: an empty answer would blank that list', () => {
    const queries = newestQueries();
    queries.asked(0, 'виза', 8);
    queries.asked(1, 'виза', 8);
    expect(queries.overtaken(0, 'виза', 8)).toBe(false);
  });

  it('lists do not overtake each other, and an older query arriving late changes nothing', () => {
    const queries = newestQueries();
    queries.asked(1, 'виза', 8);
    queries.asked(2, 'регистрация', 100);
    queries.asked(0, 'в', 8);
    expect(queries.overtaken(1, 'виза', 8)).toBe(false);
    expect(queries.overtaken(0, 'в', 8)).toBe(true);
  });
});
