import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TODAY, listings as fixtures } from '../../../data/sale/__fixtures__/listings';
import { checkImages, prepareListings } from './index';

const source = 'data/sale/listings.ts';

describe('prepareListings', () => {
  it('drops listings already expired at build time', () => {
    const ids = prepareListings(fixtures, { today: FIXTURE_TODAY, source, keepExpired: false }).map((l) => l.id);
    expect(ids).not.toContain('winter-coat');
    expect(ids).toContain('old-bike');
  });

  it('keeps them for the e2e fixtures, which the browser judges by its frozen clock', () => {
    expect(prepareListings(fixtures, { today: '2027-01-01', source, keepExpired: true })).toHaveLength(fixtures.length);
  });

  it('fails on an invalid listing', () => {
    expect(() =>
      prepareListings([{ ...fixtures[0], seller: '@anna' }], { today: FIXTURE_TODAY, source, keepExpired: false }),
    ).toThrow('объявление «kids-bed», поле «seller»');
  });
});

describe('checkImages', () => {
  const staticDir = mkdtempSync(path.join(tmpdir(), 'sale-static-'));
  mkdirSync(path.join(staticDir, 'img/sale'), { recursive: true });
  writeFileSync(path.join(staticDir, 'img/sale/kettle.jpg'), '');
  const [listing] = prepareListings([{ ...fixtures[1], image: 'img/sale/kettle.jpg' }], {
    today: FIXTURE_TODAY,
    source,
    keepExpired: true,
  });

  it('accepts an image that exists', () => {
    expect(() => checkImages([listing], staticDir, source)).not.toThrow();
  });

  it('names the listing whose image is missing', () => {
    expect(() => checkImages([{ ...listing, image: 'img/sale/kettle-2.jpg' }], staticDir, source)).toThrow(
      'объявление «kettle», поле «image»: нет файла static/img/sale/kettle-2.jpg',
    );
  });
});
