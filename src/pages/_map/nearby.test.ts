import { describe, expect, test } from 'vitest';
import { mapData } from '@site/data/places/catalogue';
import { loadCatalogue } from '@site/data/places';
import { byDistance, distanceMeters, formatDistance, formatNear, locationError, openNow } from './nearby';

const data = mapData(loadCatalogue());
const REGISTAN = [39.6548, 66.9757] as const;

describe('distance', () => {
  test('haversine: the Registan to the Shah-i-Zinda is about 1,3 km; one degree of latitude ≈ 111 km', () => {
    expect(distanceMeters(REGISTAN, [39.6631, 66.9877])).toBeGreaterThan(1300);
    expect(distanceMeters(REGISTAN, [39.6631, 66.9877])).toBeLessThan(1450);
    expect(Math.round(distanceMeters([39, 67], [40, 67]) / 1000)).toBe(111);
    expect(distanceMeters(REGISTAN, REGISTAN)).toBe(0);
  });

  test('Russian display: metres by ten, kilometres with a comma, thousands spaced', () => {
    expect(formatDistance(0)).toBe('10\u00a0м');
    expect(formatDistance(347)).toBe('350\u00a0м');
    expect(formatDistance(994)).toBe('990\u00a0м');
    expect(formatDistance(996)).toBe('1,0\u00a0км');
    expect(formatDistance(2449)).toBe('2,4\u00a0км');
    expect(formatDistance(12_400)).toBe('12\u00a0км');
    expect(formatDistance(2_980_000)).toBe('2\u00a0980\u00a0км');
  });
});

describe('order and filters', () => {
  test('every place once, nearest first, places without a pin last', () => {
    const order = byDistance(data.places, REGISTAN);
    expect(order.map((o) => o.id).sort()).toEqual(data.places.map((p) => p.id).sort());
    const pinned = order.filter((o) => o.meters !== undefined);
    expect(pinned.length).toBe(data.places.filter((p) => p.location).length);
    expect(order.slice(0, pinned.length)).toEqual(pinned);
    for (let i = 1; i < pinned.length; i++) expect(pinned[i].meters!).toBeGreaterThanOrEqual(pinned[i - 1].meters!);
  });

  test('«Открыто сейчас» uses the cards’ hours in Samarkand time', () => {
    const polvonosh = data.places.filter((p) => p.id === 'polvonosh');
    expect(openNow(polvonosh, new Date('2026-06-08T10:00:00+05:00'))).toHaveLength(1);
    expect(openNow(polvonosh, new Date('2026-06-08T16:00:00+05:00'))).toHaveLength(0);
    // No hours: not claimed open.
    expect(openNow([{ ...polvonosh[0], hours: undefined }], new Date('2026-06-08T10:00:00+05:00'))).toHaveLength(0);
  });

  test('«Открыто сейчас» leaves out hours the source doubts (Orlmed, #28 §6)', () => {
    const orlmed = data.places.filter((p) => p.id === 'orlmed');
    expect(orlmed[0].hoursUnconfirmed).toBe(true);
    // Monday 10:00: inside the hours as written, yet not claimed open.
    expect(openNow(orlmed, new Date('2026-06-08T10:00:00+05:00'))).toHaveLength(0);
    expect(
      openNow([{ ...orlmed[0], hoursUnconfirmed: undefined }], new Date('2026-06-08T10:00:00+05:00')),
    ).toHaveLength(1);
  });

  test('a Russian message for every way the position can fail', () => {
    for (const code of [1, 2, 3, 'unsupported'] as const) expect(locationError(code)).toMatch(/^[А-Я].+\.$/);
    expect(locationError(1)).toContain('Нет доступа к геопозиции');
  });
});

describe('formatNear', () => {
  test('the distance and the walk in minutes (4,5 km/h); past an hour, the distance alone', () => {
    expect(formatNear(347)).toBe('350\u00a0м · 5\u00a0мин пешком');
    expect(formatNear(20)).toBe('20\u00a0м · 1\u00a0мин пешком');
    expect(formatNear(2449)).toBe('2,4\u00a0км · 33\u00a0мин пешком');
    expect(formatNear(12_400)).toBe('12\u00a0км');
  });
});
