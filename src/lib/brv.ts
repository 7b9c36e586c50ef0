import { BRV } from '../../config/brv';

/** A positive decimal with a dot or a comma («0.2», «0,2», «20», «1,5»), kept exact as digits + scale. */
type Decimal = { digits: number; scale: number };

function parseDecimal(input: unknown): Decimal | null {
  const s = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  const m = /^(\d{1,6})(?:[.,](\d{1,4}))?$/.exec(s);
  if (!m) return null;
  const frac = m[2] ?? '';
  const digits = Number(m[1] + frac);
  return digits > 0 ? { digits, scale: frac.length } : null;
}

/** The number of БРВ an author wrote; null if it is not a positive number. */
export function parseBrvValue(input: unknown): number | null {
  const d = parseDecimal(input);
  return d ? d.digits / 10 ** d.scale : null;
}

/** БРВ → сум, exact for up to four decimals (0,2 × 412 000 = 82 400, never 82 400,000001). */
export function brvToSum(input: unknown, amount: number = BRV.amount): number | null {
  const d = parseDecimal(input);
  return d ? Math.round((d.digits * amount) / 10 ** d.scale) : null;
}

/** «0,2», «20», «1,5»: the author's value with a decimal comma. */
export function formatBrvValue(input: unknown): string | null {
  const d = parseDecimal(input);
  if (!d) return null;
  const s = String(d.digits).padStart(d.scale + 1, '0');
  return d.scale ? `${s.slice(0, -d.scale)},${s.slice(-d.scale)}` : s;
}
