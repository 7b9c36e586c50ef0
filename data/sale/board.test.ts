import { describe, expect, it } from 'vitest';
import { FIXTURE_TODAY, listings as inputs } from './__fixtures__/listings';
import { parseListings, type Listing } from './schema';
import { memoryStorage } from '../../src/test/memoryStorage';
import {
  SELECTION_KEY,
  ageInDays,
  composeMessage,
  countItems,
  formatDate,
  formatSum,
  groupBySeller,
  isExpired,
  loadSelection,
  localToday,
  pruneSelection,
  saveSelection,
  sortListings,
  telegramLink,
  visibleListings,
} from './board';

const listings = parseListings(inputs, { today: FIXTURE_TODAY, source: 'fixtures' });
const byId = (id: string) => listings.find((l) => l.id === id)!;
const ids = (list: readonly Listing[]) => list.map((l) => l.id);
const NBSP = '\u00a0';

describe('formatSum', () => {
  it('groups thousands and puts «сум» after non-breaking spaces', () => {
    expect(formatSum(82_400)).toBe(`82${NBSP}400${NBSP}сум`);
    expect(formatSum(1_200_000)).toBe(`1${NBSP}200${NBSP}000${NBSP}сум`);
    expect(formatSum(5_000)).toBe(`5${NBSP}000${NBSP}сум`);
    expect(formatSum(950)).toBe(`950${NBSP}сум`);
  });
});

describe('formatDate', () => {
  it('writes the month in words, without Intl', () => {
    expect(formatDate('2026-03-01')).toBe(`1${NBSP}марта 2026`);
    expect(formatDate('2025-12-31')).toBe(`31${NBSP}декабря 2025`);
  });
});

describe('expiry', () => {
  it('counts calendar days, across months and leap years', () => {
    expect(ageInDays('2026-01-14', '2026-03-15')).toBe(60);
    expect(ageInDays('2024-02-28', '2024-03-01')).toBe(2);
    expect(ageInDays('2026-03-15', '2026-03-15')).toBe(0);
  });

  it('keeps a listing of 60 days and hides one of 61', () => {
    expect(isExpired('2026-01-14', '2026-03-15')).toBe(false);
    expect(isExpired('2026-01-13', '2026-03-15')).toBe(true);
  });

  it('takes the local calendar date of the reader', () => {
    expect(localToday(new Date(2026, 2, 5, 23, 59))).toBe('2026-03-05');
  });
});

describe('sortListings and visibleListings', () => {
  it('puts items for sale first, newest first, and sold ones last', () => {
    expect(ids(sortListings(listings))).toEqual(['kids-bed', 'kettle', 'desk-lamp', 'old-bike', 'winter-coat', 'sofa']);
  });

  it('hides nothing before the client knows its date (the server render)', () => {
    expect(visibleListings(listings, null)).toHaveLength(listings.length);
  });

  it('hides listings older than 60 days on the client', () => {
    expect(ids(visibleListings(listings, FIXTURE_TODAY))).toEqual([
      'kids-bed',
      'kettle',
      'desk-lamp',
      'old-bike',
      'sofa',
    ]);
  });

  it('does not change its input', () => {
    const copy = [...listings];
    sortListings(listings);
    expect(listings).toEqual(copy);
  });
});

describe('groupBySeller', () => {
  it('makes one group per seller, in order of first appearance', () => {
    const groups = groupBySeller([byId('kids-bed'), byId('desk-lamp'), byId('kettle')]);
    expect(groups.map((g) => [g.seller, ids(g.items)])).toEqual([
      ['anna_sells', ['kids-bed', 'kettle']],
      ['timur_home', ['desk-lamp']],
    ]);
  });

  it('is empty for no selection', () => {
    expect(groupBySeller([])).toEqual([]);
  });
});

describe('composeMessage and telegramLink', () => {
  it('greets and lists each item with its current price', () => {
    expect(composeMessage([byId('kids-bed'), byId('kettle')])).toBe(
      `Здравствуйте! Хочу купить:\n— Детская кроватка — 650${NBSP}000${NBSP}сум\n— Электрический чайник — 82${NBSP}400${NBSP}сум`,
    );
  });

  it('links to the seller with the message URL-encoded', () => {
    const link = telegramLink('anna_sells', [byId('kettle')]);
    expect(link).toBe(
      'https://t.me/anna_sells?text=' +
        '%D0%97%D0%B4%D1%80%D0%B0%D0%B2%D1%81%D1%82%D0%B2%D1%83%D0%B9%D1%82%D0%B5!%20' +
        '%D0%A5%D0%BE%D1%87%D1%83%20%D0%BA%D1%83%D0%BF%D0%B8%D1%82%D1%8C%3A%0A' +
        '%E2%80%94%20%D0%AD%D0%BB%D0%B5%D0%BA%D1%82%D1%80%D0%B8%D1%87%D0%B5%D1%81%D0%BA%D0%B8%D0%B9%20' +
        '%D1%87%D0%B0%D0%B9%D0%BD%D0%B8%D0%BA%20%E2%80%94%2082%C2%A0400%C2%A0%D1%81%D1%83%D0%BC',
    );
    expect(decodeURIComponent(new URL(link).search.slice('?text='.length))).toBe(composeMessage([byId('kettle')]));
  });
});

describe('countItems', () => {
  it('agrees the noun with the number', () => {
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map(countItems)).toEqual(
      [
        '1 вещь',
        '2 вещи',
        '4 вещи',
        '5 вещей',
        '11 вещей',
        '12 вещей',
        '14 вещей',
        '21 вещь',
        '22 вещи',
        '25 вещей',
        '101 вещь',
        '111 вещей',
      ].map((s) => s.replace(' ', NBSP)),
    );
  });
});

describe('selection storage', () => {
  it('round-trips the ids and clears the key for an empty selection', () => {
    const storage = memoryStorage();
    saveSelection(storage, ['kettle', 'kids-bed']);
    expect(storage.data.get(SELECTION_KEY)).toBe('["kettle","kids-bed"]');
    expect(loadSelection(storage)).toEqual(['kettle', 'kids-bed']);
    saveSelection(storage, []);
    expect(storage.data.has(SELECTION_KEY)).toBe(false);
  });

  it('survives missing, broken or throwing storage', () => {
    expect(loadSelection(undefined)).toEqual([]);
    expect(loadSelection({ getItem: () => '{not json' })).toEqual([]);
    expect(loadSelection({ getItem: () => '{"a":1}' })).toEqual([]);
    expect(loadSelection({ getItem: () => '["kettle",3,null]' })).toEqual(['kettle']);
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => saveSelection(full, ['kettle'])).not.toThrow();
  });

  it('prunes ids of sold, hidden or removed listings and keeps board order', () => {
    const shown = visibleListings(listings, FIXTURE_TODAY);
    expect(pruneSelection(['gone', 'kettle', 'sofa', 'winter-coat', 'kids-bed'], shown)).toEqual([
      'kids-bed',
      'kettle',
    ]);
  });
});
