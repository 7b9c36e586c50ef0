import { describe, expect, it } from 'vitest';
import { convert, formatApprox, formatNumber, formatSum, groupDigits, parseSum, type RatesData } from './money';

const nb = (s: string) => s.replace(/ /g, '\u00a0');
const rates: RatesData = {
  date: '03.04.2026',
  origin: 'snapshot',
  rates: { USD: 12149.84, EUR: 14003.91, RUB: 151.1, KZT: 25.69 },
};

describe('parseSum', () => {
  it('reads digits, grouped or not', () => {
    expect(parseSum('82400')).toBe(82400);
    expect(parseSum('82 400')).toBe(82400);
    expect(parseSum('82\u00a0400')).toBe(82400);
    expect(parseSum('1 000 000')).toBe(1_000_000);
    expect(parseSum(' 30000 ')).toBe(30000);
    expect(parseSum(0)).toBe(0);
    expect(parseSum(82400)).toBe(82400);
  });

  it('rejects anything that is not a whole amount of сум', () => {
    for (const bad of ['82,400', '82.400', '82 40', '8 2400', '-5', '1e5', '', 'сум', '82400 сум', '12.5', '1  000']) {
      expect(parseSum(bad), bad).toBeNull();
    }
    expect(parseSum(-1)).toBeNull();
    expect(parseSum(1.5)).toBeNull();
    expect(parseSum(undefined)).toBeNull();
  });
});

describe('formatting', () => {
  it('separates thousands with non-breaking spaces', () => {
    expect(groupDigits('82400')).toBe(nb('82 400'));
    expect(groupDigits('1000000')).toBe(nb('1 000 000'));
    expect(groupDigits('999')).toBe('999');
    expect(formatNumber(5000)).toBe(nb('5 000'));
    expect(formatNumber(6.781, 2)).toBe('6,78');
    expect(formatNumber(-1234.5, 1)).toBe(nb('−1 234,5'));
  });

  it('writes sums and ranges the Russian way', () => {
    expect(formatSum(82400)).toBe(nb('82 400 сум'));
    expect(formatSum(30000, 50000)).toBe(nb('30 000–50 000 сум'));
    expect(formatSum(500)).toBe(nb('500 сум'));
  });

  it('rounds approximate amounts: cents under 100, whole units from 100', () => {
    expect(formatApprox(6.781982)).toBe('6,78');
    expect(formatApprox(99.994)).toBe('99,99');
    expect(formatApprox(545.334)).toBe('545');
    expect(formatApprox(3207.47)).toBe(nb('3 207'));
    expect(formatApprox(3207.5)).toBe(nb('3 208'));
    expect(formatApprox(0.4)).toBe('0,40');
  });
});

describe('convert', () => {
  it('gives USD, EUR, RUB and KZT at the given rates', () => {
    expect(convert(82400, undefined, rates).map((c) => c.text)).toEqual([
      nb('≈ 6,78 $'),
      nb('≈ 5,88 €'),
      nb('≈ 545 ₽'),
      nb('≈ 3 207 ₸'),
    ]);
  });

  it('converts both ends of a range', () => {
    expect(convert(30000, 50000, rates)[0].text).toBe(nb('≈ 2,47–4,12 $'));
  });

  it('respects the nominal already folded into the per-unit rate', () => {
    const perTenUnits: RatesData = { ...rates, rates: { ...rates.rates!, KZT: 256.9 / 10 } };
    expect(convert(82400, undefined, perTenUnits)[3].text).toBe(nb('≈ 3 207 ₸'));
  });

  it('is empty without rates', () => {
    expect(convert(82400, undefined, { date: null, origin: 'none', rates: null })).toEqual([]);
  });
});
