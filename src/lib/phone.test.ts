import { describe, expect, it } from 'vitest';
import { parsePhone } from './phone';

describe('parsePhone', () => {
  it('normalises Uzbek numbers to +998 XX XXX-XX-XX', () => {
    expect(parsePhone('+998 66 233-00-07')).toEqual({
      kind: 'uz',
      href: 'tel:+998662330007',
      display: '+998 66 233-00-07',
    });
    expect(parsePhone('+998 90 123-45-67')).toEqual({
      kind: 'uz',
      href: 'tel:+998901234567',
      display: '+998 90 123-45-67',
    });
    expect(parsePhone('+998901234567')?.display).toBe('+998 90 123-45-67');
    expect(parsePhone('+998 (66) 233 00 07')?.display).toBe('+998 66 233-00-07');
    expect(parsePhone('+998\u00a066\u00a0233-00-07')?.href).toBe('tel:+998662330007');
  });

  it('allows short service numbers of 3–4 digits', () => {
    expect(parsePhone('101')).toEqual({ kind: 'short', href: 'tel:101', display: '101' });
    expect(parsePhone('1154')).toEqual({ kind: 'short', href: 'tel:1154', display: '1154' });
  });

  it('formats Russian and Kazakh numbers, keeps other countries as written', () => {
    expect(parsePhone('+7 495 123 45 67')).toEqual({
      kind: 'intl',
      href: 'tel:+74951234567',
      display: '+7 495 123-45-67',
    });
    expect(parsePhone('+90  212 555 0000')).toEqual({
      kind: 'intl',
      href: 'tel:+902125550000',
      display: '+90 212 555 0000',
    });
  });

  it('rejects malformed numbers', () => {
    for (const bad of [
      '+998 66 233-00', // too short
      '+998 66 233-00-077', // too long
      '66 233-00-07', // no country code
      '8 800 555-35-35', // domestic format
      '+998 66 233-00-O7', // letter O
      '+998.66.233.00.07',
      '12', // too short for a service number
      '12345', // too long for a service number
      '+123', // too short for an international number
      'tel:+998662330007',
      '',
    ]) {
      expect(parsePhone(bad), bad).toBeNull();
    }
    expect(parsePhone(998662330007)).toBeNull();
  });
});
