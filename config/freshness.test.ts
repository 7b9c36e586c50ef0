import { describe, expect, it } from 'vitest';
import { buildMonth, STALE_AFTER_MONTHS } from './freshness';

describe('buildMonth', () => {
  it('is the month in Samarkand, not in UTC', () => {
    // 31 Oct 2026, 20:30 UTC is already 1 November in Samarkand (UTC+5).
    expect(buildMonth({}, new Date(Date.UTC(2026, 9, 31, 20, 30)))).toBe('2026-11');
    expect(buildMonth({}, new Date(Date.UTC(2026, 9, 31, 18, 30)))).toBe('2026-10');
  });

  it('can be pinned for reproducible builds', () => {
    expect(buildMonth({ SAMGUIDE_BUILD_DATE: '2026-11-14' })).toBe('2026-11');
    expect(buildMonth({ SAMGUIDE_BUILD_DATE: '2027-02' })).toBe('2027-02');
  });

  it('warns after a year', () => {
    expect(STALE_AFTER_MONTHS).toBe(12);
  });
});
