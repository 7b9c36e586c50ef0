import { describe, expect, it } from 'vitest';
import { formatUtcDay, formatYearMonth, monthsBetween, parseYearMonth, toIsoMonth } from './month';
import { ruPlural } from './plural';

describe('parseYearMonth', () => {
  it('reads YYYY-MM, a full date, an ISO timestamp and a Date', () => {
    expect(parseYearMonth('2025-05')).toEqual({ year: 2025, month: 5 });
    expect(parseYearMonth('2025-05-10')).toEqual({ year: 2025, month: 5 });
    expect(parseYearMonth('2025-05-10T00:00:00.000Z')).toEqual({ year: 2025, month: 5 });
    expect(parseYearMonth(new Date(Date.UTC(2025, 4, 10)))).toEqual({ year: 2025, month: 5 });
  });

  it('rejects what is not a month', () => {
    for (const bad of ['2025-13', '2025-00', '05.2025', 'май 2025', '2025', '2025-5', '1999-01', '2025-05-32', '']) {
      expect(parseYearMonth(bad), bad).toBeNull();
    }
    expect(parseYearMonth(202505)).toBeNull();
    expect(parseYearMonth(new Date('nonsense'))).toBeNull();
  });
});

describe('formatUtcDay', () => {
  it('writes the day, the month in the genitive and the year, in UTC', () => {
    expect(formatUtcDay(new Date('2026-11-21T10:00:00Z'))).toBe('21 ноября 2026');
    // 23:30 in Samarkand on 31 May is still 31 May in UTC, and 1 March 00:30 UTC is March.
    expect(formatUtcDay(new Date('2025-05-31T18:30:00Z'))).toBe('31 мая 2025');
    expect(formatUtcDay(new Date('2024-03-01T00:30:00Z'))).toBe('1 марта 2024');
  });
});

describe('month helpers', () => {
  it('names the month in Russian', () => {
    expect(formatYearMonth({ year: 2025, month: 5 })).toBe('май 2025');
    expect(formatYearMonth({ year: 2026, month: 1 })).toBe('январь 2026');
    expect(formatYearMonth({ year: 2026, month: 12 })).toBe('декабрь 2026');
  });

  it('counts whole months', () => {
    expect(monthsBetween({ year: 2025, month: 5 }, { year: 2026, month: 11 })).toBe(18);
    expect(monthsBetween({ year: 2025, month: 11 }, { year: 2026, month: 11 })).toBe(12);
    expect(monthsBetween({ year: 2026, month: 11 }, { year: 2026, month: 10 })).toBe(-1);
  });

  it('writes YYYY-MM', () => {
    expect(toIsoMonth({ year: 2025, month: 5 })).toBe('2025-05');
  });
});

describe('ruPlural', () => {
  const months = ['месяц', 'месяца', 'месяцев'] as const;
  it.each([
    [1, 'месяц'],
    [2, 'месяца'],
    [4, 'месяца'],
    [5, 'месяцев'],
    [11, 'месяцев'],
    [12, 'месяцев'],
    [14, 'месяцев'],
    [18, 'месяцев'],
    [21, 'месяц'],
    [22, 'месяца'],
    [25, 'месяцев'],
    [101, 'месяц'],
    [111, 'месяцев'],
    [0, 'месяцев'],
  ])('%i %s', (n, form) => {
    expect(ruPlural(n, months)).toBe(form);
  });
});
