import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT as root, pageFiles } from './pages';
import { checkConsistency } from './consistency';

const ids = (source: string) => checkConsistency(source).map((f) => f.id);

describe('one fact, one wording: detectors', () => {
  it('a street name spelt another way', () => {
    expect(ids('Центр на улице Амира Тимура, 152.')).toEqual(['amir-temur-street']);
    expect(ids('Центр на улице Амира Темура, 152.')).toEqual([]);
  });

  it('the registration deadline in other words', () => {
    expect(ids('Гражданам России на неё даётся 15 дней с момента въезда.')).toEqual(['registration-deadline']);
    expect(ids('Регистрируются в течение 15\u00a0дней после пересечения границы.')).toEqual(['registration-deadline']);
    expect(ids('Оформить её нужно не позднее 15-го дня после въезда.')).toEqual([]);
    // Another fact about the same 15 days is not the deadline.
    expect(ids('Срок в 15 дней установило соглашение.')).toEqual([]);
  });

  it('the Tashkent train time rounded, and only for the train', () => {
    expect(ids('Скоростной поезд идёт около 2 часов.')).toEqual(['tashkent-train']);
    expect(ids('Скоростной поезд «Афросиаб» идёт 2&nbsp;ч 10&nbsp;мин (на 2024 год).')).toEqual([]);
    expect(ids('До границы около 2 часов на машине.')).toEqual([]);
  });

  it('a fee worked out from an old БРВ, and the ЭЦП fee as a bare sum', () => {
    expect(ids('В 2024 году она составляла <Price sum="66000" />.')).toEqual(['registration-fee']);
    expect(ids('Пошлина за подпись — <Price sum="28840" />.')).toEqual(['eds-fee']);
    expect(ids('Пошлина за подпись — 7 % БРВ, то есть <Brv value="0.07" />.')).toEqual([]);
  });

  it('a short number named as elsewhere, before or after it', () => {
    expect(
      ids('Короткие номера: электросеть — <Phone number="1154" />, газовая служба — <Phone number="1104" />.'),
    ).toEqual(['phone-1104']);
    expect(
      ids('Электросеть — <Phone number="1154" />, городская газовая служба «Горгаз» — <Phone number="1104" />.'),
    ).toEqual([]);
    expect(ids('<Phone number="104" /> — газовая служба.')).toEqual(['phone-104']);
    expect(ids('<Phone number="101" /> — пожарная служба, <Phone number="104" /> — аварийная газовая служба.')).toEqual(
      [],
    );
  });
});

describe('one fact, one wording: the guide', () => {
  const files = pageFiles();

  it('reads every page', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files.map((f) => [relative(root, f), f]))('%s writes each repeated fact the canonical way', (_, file) => {
    const found = checkConsistency(readFileSync(file, 'utf8')).map(
      (f) => `${relative(root, file)}:${f.line}  ${f.id}: «${f.found}», ожидается «${f.expected}»`,
    );
    expect(found).toEqual([]);
  });
});
