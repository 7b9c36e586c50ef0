/**
 * Phone numbers as authors write them → a `tel:` link and a consistent display.
 *   Uzbekistan  +998 66 233-00-07 (9 digits after +998, landline and mobile alike)
 *   Russia/KZ   +7 495 123-45-67
 *   elsewhere   +<country code and number>, 8–15 digits, shown as written
 *   short       101, 1154: 3–4 digit service numbers
 * Anything else is rejected, so a typo fails the build instead of dialling a stranger.
 */

export type Phone = { kind: 'uz' | 'intl' | 'short'; href: string; display: string };

export const PHONE_HINT =
  'ожидается международный формат «+998 66 233-00-07» (для Узбекистана 9 цифр после +998) или короткий номер из 3–4 цифр, например «101»';

export function parsePhone(input: unknown): Phone | null {
  if (typeof input !== 'string') return null;
  const s = input.trim().replace(/[\u00a0\u202f]/g, ' ');
  // Only digits and the usual separators; letters, dots, slashes, extensions are typos here.
  if (!/^\+?[\d\s()-]+$/.test(s)) return null;
  const digits = s.replace(/\D/g, '');

  if (!s.startsWith('+')) {
    return /^\d{3,4}$/.test(s) ? { kind: 'short', href: `tel:${digits}`, display: digits } : null;
  }
  if (digits.startsWith('998')) {
    if (digits.length !== 12) return null;
    const n = digits.slice(3);
    return {
      kind: 'uz',
      href: `tel:+${digits}`,
      display: `+998 ${n.slice(0, 2)} ${n.slice(2, 5)}-${n.slice(5, 7)}-${n.slice(7)}`,
    };
  }
  if (digits.startsWith('7') && digits.length === 11) {
    const n = digits.slice(1);
    return {
      kind: 'intl',
      href: `tel:+${digits}`,
      display: `+7 ${n.slice(0, 3)} ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`,
    };
  }
  if (digits.length < 8 || digits.length > 15 || digits.startsWith('0')) return null;
  return { kind: 'intl', href: `tel:+${digits}`, display: s.replace(/\s+/g, ' ') };
}
