/**
 * Amounts in сум and their approximate value in other currencies.
 * Formatting is done by hand, not with Intl: Node (server render) and browsers ship
 * different ICU data, and any difference would break hydration.
 */

export const NBSP = '\u00a0';

/** Digits, optionally grouped in threes by a space («82 400», «82400»). Nothing else: no commas, dots, signs. */
const SUM_PATTERN = /^(?:\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)$/;

/** Parse an author-written amount of сум; null if it is not a whole, non-negative number. */
export function parseSum(input: unknown): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) && input >= 0 ? input : null;
  if (typeof input !== 'string') return null;
  const s = input.trim();
  if (!SUM_PATTERN.test(s)) return null;
  const n = Number(s.replace(/[ \u00a0\u202f]/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

/** «82400» → «82 400» with non-breaking spaces. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** A number in Russian notation: grouped thousands, decimal comma. */
export function formatNumber(value: number, fractionDigits = 0): string {
  const [int, frac] = Math.abs(value).toFixed(fractionDigits).split('.');
  return (value < 0 ? '−' : '') + groupDigits(int) + (frac ? `,${frac}` : '');
}

/** «82 400 сум», or a range «30 000–50 000 сум». */
export function formatSum(sum: number, to?: number): string {
  const amount = to === undefined ? formatNumber(sum) : `${formatNumber(sum)}–${formatNumber(to)}`;
  return `${amount}${NBSP}сум`;
}

/**
 * Approximate amounts are rounded so they read as approximate:
 * under 100 units with kopecks/cents (6,78), from 100 up in whole units (545, 3 208).
 */
export function formatApprox(value: number): string {
  return value < 100 ? formatNumber(value, 2) : formatNumber(Math.round(value));
}

export const CURRENCIES = [
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'RUB', symbol: '₽' },
  { code: 'KZT', symbol: '₸' },
] as const;

export type CurrencyCode = (typeof CURRENCIES)[number]['code'];

/** What the build hands to the Price component: сум per one unit of each currency, and the rate date. */
export type RatesData = {
  /** Rate date as the Central Bank publishes it, «03.04.2026»; null when no rates are available. */
  date: string | null;
  /** 'cbu' fetched during this build; 'snapshot' the committed fallback; 'none' nothing usable. */
  origin: 'cbu' | 'snapshot' | 'none';
  rates: Record<CurrencyCode, number> | null;
};

export type Conversion = { code: CurrencyCode; symbol: string; text: string };

/** «≈ 6,78 $» for each currency, or for a range «≈ 2,47–4,12 $». Empty when no rates. */
export function convert(sum: number, to: number | undefined, data: RatesData): Conversion[] {
  const { rates } = data;
  if (!rates) return [];
  return CURRENCIES.map(({ code, symbol }) => {
    const per = rates[code];
    const from = formatApprox(sum / per);
    const amount = to === undefined ? from : `${from}–${formatApprox(to / per)}`;
    return { code, symbol, text: `≈${NBSP}${amount}${NBSP}${symbol}` };
  });
}
