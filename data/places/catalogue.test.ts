import { describe, expect, test } from 'vitest';
import { buildCatalogue, DEFAULT_ICON, mapData } from './catalogue';
import { placeFactsDate, priceDate } from './factsDate';
import { loadCatalogue } from './index';

const catalogue = loadCatalogue();
const ids = (list: { id: string }[] | undefined) => list?.map((p) => p.id);

describe('resolved places', () => {
  test('icons: own, else the nearest category’s', () => {
    expect(catalogue.place('samarkand-airport')!.icon).toBe('islands#blueAirportIcon');
    expect(catalogue.place('selskiy-pyatak')!.icon).toBe('islands#blueMassTransitIcon'); // transport
    expect(catalogue.place('mahallaosh')!.icon).toBe('islands#orangeFoodIcon'); // cafe group
    expect(catalogue.place('zarmed')!.icon).toBe('islands#blueMedicalIcon'); // medical, two levels up
  });

  test('chains pass links and phones to their shops', () => {
    const korzinka = catalogue.place('korzinka-atlas')!;
    expect(korzinka.links.map((l) => l.kind)).toEqual([
      'yandexMap',
      'twoGis',
      'web',
      'instagram',
      'telegram',
      'facebook',
      'youtube',
    ]);
    const kiwi = catalogue.place('kiwi-zhd-park')!;
    expect(kiwi.phones).toEqual(['+998 90 250-20-02']);
    expect(kiwi.links.filter((l) => l.kind === 'telegram')).toHaveLength(2);
    // Own links win: Wellcom has no web link to inherit, and keeps its own map links.
    expect(catalogue.place('wellcom-yusupova')!.links.filter((l) => l.kind === 'yandexMap')).toHaveLength(1);
  });

  test('category paths and hours come parsed', () => {
    const polvonosh = catalogue.place('polvonosh')!;
    expect(polvonosh.categoryPath).toBe('cafe/uzbek-food/osh');
    expect(polvonosh.hours).toEqual([{ days: [1, 2, 3, 4, 5, 6], from: 480, to: 900 }]);
  });

  test('places without a reliable pin keep their card data', () => {
    for (const id of ['luntik', 't-bone', 'doctor-medical-centre']) {
      expect(catalogue.place(id), id).toBeDefined();
      expect(catalogue.place(id)!.location, id).toBeUndefined();
    }
  });

  test('a place with no icon anywhere gets the default', () => {
    const c = buildCatalogue(
      [
        {
          file: 'data/places/cafe.ts',
          group: 'cafe',
          places: [{ id: 'x', name: 'X', category: 'cafe', sourceDate: '2026-01-01' }],
        },
      ],
      { cafe: { label: 'Кафе' } },
      {},
    );
    expect(c.place('x')!.icon).toBe(DEFAULT_ICON);
  });
});

describe('dated prices (#22)', () => {
  // A price without asOf leaves its card undated, so each one must be a known case:
  // ../shared/facts gives no date for it other than a commit date.
  const UNDATED = {
    'oxford-international-school': 'its priceDate 2026-06-11 is the day the source files were committed',
  };

  test('every price carries the date the facts give it, apart from the known undated ones', () => {
    const undated = catalogue.places.filter((p) => p.prices?.some((price) => !price.asOf)).map((p) => p.id);
    expect(undated).toEqual(Object.keys(UNDATED));
  });

  test('the private kindergartens’ and schools’ 2023 fees date their cards', () => {
    // facts/children/kindergarten.md: fees «entered 2023»; school.md: Al-Xorazmiy … Tymur Fayz «(2023)».
    for (const id of ['baby-angels', 'luntik', 'mechta', 'al-xorazmiy-school', 'tymur-fayz']) {
      expect(placeFactsDate(catalogue.place(id)!), id).toEqual({ date: '2023' });
    }
    expect(placeFactsDate(catalogue.place('oxford-international-school')!)).toBeNull();
  });

  test('a price shows its own date, else «не позднее» its source’s month (card, /map row, balloon)', () => {
    const angels = catalogue.place('baby-angels')!;
    expect(priceDate(angels, angels.prices![0])).toEqual({ asOf: '2023', notAfter: false });
    const oxford = catalogue.place('oxford-international-school')!;
    expect(priceDate(oxford, oxford.prices![0])).toEqual({ asOf: '2026-06', notAfter: true });
  });
});

describe('selection by category or tag', () => {
  test('nested by default, direct children with nested: false', () => {
    const all = ids(catalogue.select('uzbek-food'))!;
    expect(all).toContain('mahallaosh'); // from the osh subcategory
    expect(all).toContain('gilos');
    const direct = ids(catalogue.select('uzbek-food', { nested: false }))!;
    expect(direct).not.toContain('mahallaosh');
    expect(direct).toContain('gilos');
  });

  test('a category also takes the places tagged with its id', () => {
    const coworking = ids(catalogue.select('coworking'))!;
    expect(coworking.slice(0, 4)).toEqual(['chocolate', 'coffee-house-el-merosi', 'lion-wise', 'it-park']);
    expect(ids(catalogue.select('coworking', { tagged: false }))).toEqual([
      'it-park',
      'bm-coworking',
      'chill-zone',
      'uchebnyy-tsentr-it-tat',
    ]);
    expect(ids(catalogue.select('osh'))).toContain('rozmarin');
  });

  test('a tag that is not a category', () => {
    expect(ids(catalogue.select('pyatok'))).toEqual([
      'tashkent-pyatok',
      'shakhrisabskiy-pyatak',
      'avtostantsiya-kaftarkhona',
      'selskiy-pyatak',
    ]);
    expect(catalogue.label('pyatok')).toMatch(/Пятаки/);
  });

  test('unknown keys are undefined, not empty', () => {
    expect(catalogue.select('nope')).toBeUndefined();
    expect(catalogue.place('nope')).toBeUndefined();
  });
});

describe('map data', () => {
  const data = mapData(catalogue);
  test('no Tashkent shops and no hidden categories', () => {
    expect(data.places.some((p) => p.city)).toBe(false);
    expect(data.categories.some((c) => c.id === 'ikea')).toBe(false);
    expect(data.places).toHaveLength(191);
  });
  test('counts follow the selection rules', () => {
    const household = data.categories.find((c) => c.id === 'household')!;
    expect(household.count).toBe(4); // the three IKEA shops are left out
    expect(data.tags.find((t) => t.id === 'pyatok')!.count).toBe(4);
    expect(data.categories.find((c) => c.id === 'cafe')!.count).toBe(38);
  });
});
