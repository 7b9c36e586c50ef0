import { describe, expect, it } from 'vitest';
import { median, percentile, summarize } from './stats.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('leaves the list as it was', () => {
    const xs = [3, 1, 2];
    median(xs);
    expect(xs).toEqual([3, 1, 2]);
  });
});

describe('percentile (nearest rank)', () => {
  const ten = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
  it('p90 of ten values is the ninth smallest, p100 the largest, p50 the fifth', () => {
    expect(percentile(ten, 90)).toBe(9);
    expect(percentile(ten, 100)).toBe(10);
    expect(percentile(ten, 50)).toBe(5);
  });

  it('p90 of fewer than ten values is the largest; p0 the smallest', () => {
    expect(percentile([5, 1, 3], 90)).toBe(5);
    expect(percentile([5, 1, 3], 0)).toBe(1);
  });
});

describe('summarize', () => {
  it('gives median, p90, min and max to a tenth, and the runs', () => {
    expect(summarize([100.04, 250.26, 120.5, 90])).toEqual({
      median: 110.3,
      p90: 250.3,
      min: 90,
      max: 250.3,
      runs: [100, 250.3, 120.5, 90],
    });
  });

  it('refuses an empty list', () => {
    expect(() => summarize([])).toThrow(/no values/);
  });
});
