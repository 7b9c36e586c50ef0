import { describe, expect, test } from 'vitest';
import { formatHours, HoursError, openStatus, parseHours, samarkandClock } from './hours';

/** An instant given as Samarkand wall-clock time (UTC+5). */
const sam = (iso: string) => new Date(`${iso}+05:00`);
// 2026-06-08 is a Monday.
const MON = '2026-06-08';
const SAT = '2026-06-13';
const SUN = '2026-06-14';

describe('parseHours', () => {
  test('day ranges, lists and the every-day default', () => {
    expect(parseHours([{ days: '1-6', time: '08:00-15:00' }])).toEqual([
      { days: [1, 2, 3, 4, 5, 6], from: 480, to: 900 },
    ]);
    expect(parseHours([{ days: '1,3,5-6', time: '10:00-11:30' }])[0].days).toEqual([1, 3, 5, 6]);
    expect(parseHours([{ time: '09:00-23:00' }])[0].days).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('24h, closed, midnight and past midnight', () => {
    expect(parseHours([{ time: '24h' }])[0]).toMatchObject({ from: 0, to: 1440 });
    expect(parseHours([{ days: '7', time: 'closed' }])[0]).toMatchObject({ days: [7], closed: true });
    expect(parseHours([{ time: '12:00-24:00' }])[0]).toMatchObject({ from: 720, to: 1440 });
    expect(parseHours([{ time: '08:00-00:00' }])[0]).toMatchObject({ from: 480, to: 1440 });
    expect(parseHours([{ time: '09:00-03:00' }])[0]).toMatchObject({ from: 540, to: 180 });
  });

  test.each([
    ['9:00-23:00', 'time', /HH:MM-HH:MM/],
    ['09:00 - 23:00', 'time', /HH:MM-HH:MM/],
    ['09:00–03:00', 'time', /HH:MM-HH:MM/],
    ['круглосуточно', 'time', /HH:MM-HH:MM/],
    ['08:60-20:00', 'time', /impossible/],
    ['24:00-02:00', 'time', /impossible/],
    ['10:00-10:00', 'time', /same minute/],
  ])('rejects time %s', (time, field, message) => {
    expect(() => parseHours([{ time }])).toThrow(message);
    try {
      parseHours([{ time }]);
    } catch (e) {
      expect(e).toBeInstanceOf(HoursError);
      expect((e as HoursError).field).toBe(field);
    }
  });

  test.each([['0-6'], ['1-8'], ['6-1'], ['пн-пт'], ['1 - 5']])('rejects days %s', (days) => {
    expect(() => parseHours([{ days, time: '08:00-20:00' }])).toThrow(HoursError);
  });

  test('a day in two rows is an error naming both rows', () => {
    expect(() => parseHours([{ time: '08:00-20:00' }, { days: '7', time: '08:00-12:00' }])).toThrow(/rows 0 and 1/);
  });
});

describe('samarkandClock', () => {
  test('converts any instant to Samarkand time, UTC+5', () => {
    expect(samarkandClock(new Date('2026-06-07T20:30:00Z'))).toEqual({ day: 1, minute: 90 }); // Monday 01:30
    expect(samarkandClock(sam(`${SUN}T23:59:00`))).toEqual({ day: 7, minute: 1439 });
  });
});

describe('openStatus', () => {
  const polvonosh = parseHours([{ days: '1-6', time: '08:00-15:00' }]);
  const rozmarin = parseHours([
    { days: '1-6', time: '10:00-01:00' },
    { days: '7', time: '10:00-23:00' },
  ]);

  test('a day range: open inside, closed at the edges and on the day off', () => {
    expect(openStatus(polvonosh, sam(`${MON}T07:59:00`))).toBe('closed');
    expect(openStatus(polvonosh, sam(`${MON}T08:00:00`))).toBe('open');
    expect(openStatus(polvonosh, sam(`${SAT}T14:59:00`))).toBe('open');
    expect(openStatus(polvonosh, sam(`${SAT}T15:00:00`))).toBe('closed');
    expect(openStatus(polvonosh, sam(`${SUN}T12:00:00`))).toBe('closed');
  });

  test('past midnight: the late shift carries into the next day', () => {
    expect(openStatus(rozmarin, sam(`${SAT}T23:30:00`))).toBe('open');
    expect(openStatus(rozmarin, sam(`${SUN}T00:30:00`))).toBe('open'); // Saturday's shift
    expect(openStatus(rozmarin, sam(`${SUN}T01:00:00`))).toBe('closed');
    expect(openStatus(rozmarin, sam(`${SUN}T23:30:00`))).toBe('closed'); // Sunday ends at 23:00
    expect(openStatus(rozmarin, sam(`${MON}T00:30:00`))).toBe('closed'); // …and does not run past midnight
  });

  test('round the clock and closed days', () => {
    expect(openStatus(parseHours([{ time: '24h' }]), sam(`${SUN}T03:00:00`))).toBe('open');
    const weekdays = parseHours([
      { days: '1-5', time: '09:00-18:00' },
      { days: '6-7', time: 'closed' },
    ]);
    expect(openStatus(weekdays, sam(`${SAT}T12:00:00`))).toBe('closed');
    expect(openStatus(weekdays, sam(`${MON}T12:00:00`))).toBe('open');
  });

  test('closing at midnight', () => {
    const korzinka = parseHours([{ time: '08:00-24:00' }]);
    expect(openStatus(korzinka, sam(`${MON}T23:59:00`))).toBe('open');
    expect(openStatus(korzinka, sam(`${MON}T00:00:00`))).toBe('closed');
  });

  test('a row with a note is uncertain while it would be open', () => {
    const obid = parseHours([
      { days: '1-6', time: '08:30-15:00' },
      { days: '7', time: '08:30-15:00', note: 'два воскресенья в месяц — выходной' },
    ]);
    expect(openStatus(obid, sam(`${SUN}T10:00:00`))).toBe('unknown');
    expect(openStatus(obid, sam(`${SUN}T16:00:00`))).toBe('closed');
    expect(openStatus(obid, sam(`${MON}T10:00:00`))).toBe('open');
  });

  test('uses Samarkand time whatever the reader’s time zone', () => {
    // 02:30 UTC on Monday is 07:30 in Samarkand: still closed.
    expect(openStatus(polvonosh, new Date(`${MON}T02:30:00Z`))).toBe('closed');
    // 03:30 UTC is 08:30 in Samarkand: open.
    expect(openStatus(polvonosh, new Date(`${MON}T03:30:00Z`))).toBe('open');
  });
});

describe('formatHours', () => {
  test('Russian day names, en dashes, days off', () => {
    expect(formatHours(parseHours([{ days: '1-6', time: '08:00-15:00' }]))).toEqual([
      { days: 'пн–сб', time: '8:00–15:00' },
      { days: 'вс', time: 'выходной' },
    ]);
    expect(formatHours(parseHours([{ time: '24h' }]))).toEqual([{ days: 'ежедневно', time: 'круглосуточно' }]);
    expect(formatHours(parseHours([{ days: '1,3,5', time: '09:30-01:00' }]))[0]).toEqual({
      days: 'пн, ср, пт',
      time: '9:30–1:00',
    });
    expect(formatHours(parseHours([{ days: '6-7', time: '10:00-12:00', note: 'по записи' }]))).toEqual([
      { days: 'сб, вс', time: '10:00–12:00', note: 'по записи' },
      { days: 'пн–пт', time: 'выходной' },
    ]);
  });
});
