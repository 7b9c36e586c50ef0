import { describe, expect, it } from 'vitest';
import { formatDateTag, isAsOf } from './dateTag';

describe('formatDateTag', () => {
  it('writes a year, a month and a day in one short form', () => {
    expect(formatDateTag('2023')).toBe('2023');
    expect(formatDateTag('2024-05')).toBe('май\u00a02024');
    expect(formatDateTag('2026-04-03')).toBe('3\u00a0апреля\u00a02026');
  });
  it('rejects what is not a date', () => {
    expect(isAsOf('2024-13')).toBe(false);
    expect(isAsOf('май 2024')).toBe(false);
    expect(() => formatDateTag('2024/05')).toThrow(/YYYY/);
  });
});
