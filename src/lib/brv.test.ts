import { describe, expect, it } from 'vitest';
import { BRV } from '../../config/brv';
import { brvToSum, formatBrvValue, parseBrvValue } from './brv';

describe('БРВ', () => {
  it('is 412 000 сум since 1 August 2025', () => {
    expect(BRV).toEqual({ amount: 412_000, since: '2025-08-01' });
  });

  it('accepts a dot or a comma', () => {
    expect(parseBrvValue('0.2')).toBe(0.2);
    expect(parseBrvValue('0,2')).toBe(0.2);
    expect(parseBrvValue('20')).toBe(20);
    expect(parseBrvValue(1.5)).toBe(1.5);
  });

  it('computes сум exactly', () => {
    expect(brvToSum('0.2')).toBe(82_400);
    expect(brvToSum('0,2')).toBe(82_400);
    expect(brvToSum('20')).toBe(8_240_000); // the maximum fine for registration violations (facts/samarkand/visa.md)
    expect(brvToSum('0,25')).toBe(103_000);
    expect(brvToSum('1,5')).toBe(618_000);
    expect(brvToSum('0.1')).toBe(41_200);
    // 0.1 + 0.2 style float errors must not leak: 0.3 × 412 000 is exactly 123 600.
    expect(brvToSum('0.3')).toBe(123_600);
    expect(brvToSum('0.2', 375_000)).toBe(75_000);
  });

  it('shows the value with a decimal comma', () => {
    expect(formatBrvValue('0.2')).toBe('0,2');
    expect(formatBrvValue('0,25')).toBe('0,25');
    expect(formatBrvValue('20')).toBe('20');
    expect(formatBrvValue(0.5)).toBe('0,5');
  });

  it('rejects what is not a positive number', () => {
    for (const bad of ['0', '-1', 'abc', '', '0,2 БРВ', '1,2,3', '.5', '0.12345', '1e3']) {
      expect(parseBrvValue(bad), bad).toBeNull();
      expect(brvToSum(bad), bad).toBeNull();
    }
  });
});
