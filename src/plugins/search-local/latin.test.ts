import { describe, expect, it } from 'vitest';
import { cyrillicReadings, switchLayout } from './latin';

describe('cyrillicReadings', () => {
  const reads = (latin: string, cyrillic: string) => expect(cyrillicReadings(latin)).toContain(cyrillic);
  it('reads Russian transliteration habits', () => {
    reads('korzinka', 'корзинка');
    reads('schetchik', 'счетчик');
    reads('shchetka', 'щетка');
    reads('registratsiya', 'регистрация');
    reads('vokzal', 'вокзал');
    reads('zhurnal', 'журнал');
    reads('kvartira', 'квартира');
    reads('yandex', 'яндекс');
    reads('elektrichestvo', 'электричество');
  });
  it('reads the Uzbek Latin alphabet: sh, ch, oʻ, gʻ, x, q, yo, ya', () => {
    reads('siyob', 'сиеб'); // «ё» is written «е», as in the index
    reads('shahar', 'шахар');
    reads('choyxona', 'чойхона');
    reads("go'ri", 'гури');
    reads('goʻri', 'гури');
    reads("ulug'bek", 'улугбек');
    reads('qand', 'канд');
    reads('xiva', 'хива');
    reads('yangi', 'янги');
  });
  it('puts the likelier reading first and caps the number of readings', () => {
    expect(cyrillicReadings('bazar')[0]).toBe('базар');
    expect(cyrillicReadings('xyxyxyxy', 24).length).toBeLessThanOrEqual(24);
  });
  it('reads only Latin words', () => {
    expect(cyrillicReadings('виза')).toEqual([]);
    expect(cyrillicReadings('103')).toEqual([]);
  });
});

describe('switchLayout', () => {
  it('reads QWERTY keys as ЙЦУКЕН and back', () => {
    expect(switchLayout('dbpf')).toBe('виза');
    expect(switchLayout('htubcnhfwbz')).toBe('регистрация');
    expect(switchLayout('rjat ,tp rjatbyf')).toBe('кофе без кофеина');
    expect(switchLayout('шьуш')).toBe('imei');
    expect(switchLayout('Цшаш')).toBe('wifi');
  });
  it('keeps punctuation keys as punctuation outside words', () => {
    expect(switchLayout('dbpf, htubcnhfwbz')).toBe('виза, регистрация');
  });
  it('gives nothing for a query without letters', () => {
    expect(switchLayout('103')).toBe('');
  });
});
