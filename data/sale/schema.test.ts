import { describe, expect, it } from 'vitest';
import { listings } from './listings';
import { FIXTURE_TODAY, listings as fixtures } from './__fixtures__/listings';
import { parseListings, todayInSamarkand, type ListingInput } from './schema';

const today = '2026-03-15';
const source = 'data/sale/listings.ts';
const good: ListingInput = {
  id: 'stroller-yoyo',
  title: 'Прогулочная коляска',
  price: 1_200_000,
  reducedPrice: 950_000,
  description: 'Складывается одной рукой.',
  image: 'img/sale/stroller-yoyo.jpg',
  date: '2026-03-01',
  sold: false,
  seller: 'your_telegram_name',
};

/** The error message of parsing one listing with `patch` applied. */
function problem(patch: Record<string, unknown>): string {
  try {
    parseListings([{ ...good, ...patch }], { today, source });
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the listing to be rejected');
}

describe('data/sale/listings.ts', () => {
  it('every published listing is valid today', () => {
    expect(() => parseListings(listings, { today: todayInSamarkand(), source })).not.toThrow();
  });

  it('every fixture listing is valid on the fixtures’ day', () => {
    expect(parseListings(fixtures, { today: FIXTURE_TODAY, source })).toHaveLength(fixtures.length);
  });
});

describe('parseListings', () => {
  it('accepts a complete listing and one without the optional fields', () => {
    const bare = { ...good, id: 'bare', reducedPrice: undefined, image: undefined };
    expect(parseListings([good, bare], { today, source })).toHaveLength(2);
  });

  it('accepts a listing dated today', () => {
    expect(() => parseListings([{ ...good, date: today }], { today, source })).not.toThrow();
  });

  it('names the source, the listing and the field', () => {
    expect(problem({ price: 0 })).toMatch(/^data\/sale\/listings\.ts: /);
    expect(problem({ price: 0 })).toContain('объявление «stroller-yoyo», поле «price»');
  });

  it('names a listing without an id by its number', () => {
    const noId = { ...good, id: undefined };
    expect(() => parseListings([good, noId], { today, source })).toThrow('объявление №2 (без id), поле «id»');
  });

  it('reports every problem at once', () => {
    const message = problem({ price: -1, seller: '@anna' });
    expect(message).toContain('поле «price»');
    expect(message).toContain('поле «seller»');
  });

  const bad: [string, Record<string, unknown>, string, RegExp][] = [
    ['a missing title', { title: undefined }, 'title', /обязательное поле/],
    ['a too short title', { title: 'ок' }, 'title', /от 3 символов/],
    ['a too long title', { title: 'х'.repeat(81) }, 'title', /не длиннее 80/],
    ['a zero price', { price: 0 }, 'price', /больше нуля/],
    ['a negative price', { price: -5 }, 'price', /больше нуля/],
    ['a fractional price', { price: 1000.5 }, 'price', /целое число/],
    ['a price as a string', { price: '82 400' }, 'price', /целое число/],
    ['a missing price', { price: undefined }, 'price', /обязательное поле/],
    ['a reduced price equal to the price', { reducedPrice: 1_200_000 }, 'reducedPrice', /меньше цены/],
    ['a reduced price above the price', { reducedPrice: 2_000_000 }, 'reducedPrice', /меньше цены/],
    ['a zero reduced price', { reducedPrice: 0 }, 'reducedPrice', /больше нуля/],
    ['an empty description', { description: '  ' }, 'description', /описание/],
    ['a too long description', { description: 'х'.repeat(301) }, 'description', /не длиннее 300/],
    ['an image outside img/sale/', { image: 'img/logo.svg' }, 'image', /img\/sale/],
    ['an image with a leading slash', { image: '/img/sale/stroller-yoyo.jpg' }, 'image', /img\/sale/],
    ['an image of another listing', { image: 'img/sale/sofa.jpg' }, 'image', /начинается с id/],
    ['an image that is not a picture', { image: 'img/sale/stroller-yoyo.pdf' }, 'image', /img\/sale/],
    ['a date in another format', { date: '01.03.2026' }, 'date', /ГГГГ-ММ-ДД/],
    ['an impossible date', { date: '2026-02-30' }, 'date', /ГГГГ-ММ-ДД/],
    ['a date in the future', { date: '2026-03-16' }, 'date', /позже сегодняшней \(2026-03-15\)/],
    ['a missing sold flag', { sold: undefined }, 'sold', /sold: true/],
    ['a sold flag as a string', { sold: 'да' }, 'sold', /sold: true/],
    ['a seller with «@»', { seller: '@anna_sells' }, 'seller', /без «@»/],
    ['a too short seller', { seller: 'anna' }, 'seller', /5–32/],
    ['a too long seller', { seller: 'a'.repeat(33) }, 'seller', /5–32/],
    ['a seller with a dot', { seller: 'anna.sells' }, 'seller', /5–32/],
    ['a seller as a link', { seller: 'https://t.me/anna_sells' }, 'seller', /5–32/],
    ['an id with capitals', { id: 'Stroller' }, 'id', /латинские строчные/],
    ['an id with spaces', { id: 'my stroller' }, 'id', /латинские строчные/],
    ['an unknown field', { prise: 100 }, 'prise', /лишнее поле/],
  ];
  it.each(bad)('rejects %s', (_, patch, field, message) => {
    const text = problem(patch);
    const line = text.split('\n').find((l) => l.includes(`поле «${field}»`));
    expect(line, text).toBeDefined();
    expect(line).toMatch(message);
  });

  it('rejects a duplicate id', () => {
    expect(() => parseListings([good, { ...good }], { today, source })).toThrow(
      /«stroller-yoyo», поле «id».*уникальным/,
    );
  });

  it('rejects something that is not a list', () => {
    expect(() => parseListings({ listings: [] }, { today, source })).toThrow('ожидается массив');
  });
});

describe('todayInSamarkand', () => {
  it('is already tomorrow in Samarkand (UTC+5) late in the UTC evening', () => {
    expect(todayInSamarkand(new Date('2026-03-14T20:30:00Z'))).toBe('2026-03-15');
    expect(todayInSamarkand(new Date('2026-03-14T18:30:00Z'))).toBe('2026-03-14');
  });
});
