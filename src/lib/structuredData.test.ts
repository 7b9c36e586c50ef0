import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '@site/data/places';
import { breadcrumbList, checkStructuredData, placeEntity, placesGraph, placeType } from './structuredData';

const catalogue = loadCatalogue();
const PAGE = 'https://samguide.github.io/children/kindergarten';

describe('place entities', () => {
  it('every place of the catalogue makes an entity that passes the check', () => {
    const graph = placesGraph(catalogue.places, PAGE);
    expect(checkStructuredData(JSON.parse(JSON.stringify(graph)))).toEqual([]);
    expect(graph['@graph']).toHaveLength(catalogue.places.length);
  });

  it('holds only what the catalogue holds: no address, phone or hours it lacks; geo where it has a point', () => {
    for (const place of catalogue.places) {
      const e = placeEntity(place, `${PAGE}#${place.id}`) as Record<string, unknown>;
      expect('address' in e, place.id).toBe(Boolean(place.address));
      expect('geo' in e, place.id).toBe(Boolean(place.location));
      expect('telephone' in e, place.id).toBe(Boolean(place.phones?.length));
      if (place.hoursUnconfirmed || !place.hours) expect(e.openingHoursSpecification, place.id).toBeUndefined();
      expect(e.url).toBe(`${PAGE}#${place.id}`);
    }
  });

  it('picks the nearest fitting type on the category path', () => {
    expect(placeType('cafe/european-food/coffee-desserts')).toBe('CafeOrCoffeeShop');
    expect(placeType('cafe/other/pork')).toBe('FoodEstablishment');
    expect(placeType('city/toponyms')).toBe('Place');
    expect(placeType('children/kindergarten')).toBe('ChildCare');
    expect(placeType('market/grocery/mini-supermarkets')).toBe('GroceryStore');
  });

  it('writes hours as schema.org days and HH:MM, past midnight as it is', () => {
    const place = catalogue.places.find((p) => p.hours?.length && !p.hoursUnconfirmed)!;
    const e = placeEntity(place, `${PAGE}#${place.id}`) as {
      openingHoursSpecification: { dayOfWeek: string[]; opens: string }[];
    };
    expect(e.openingHoursSpecification[0].dayOfWeek[0]).toMatch(
      /^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/,
    );
    expect(e.openingHoursSpecification[0].opens).toMatch(/^\d\d:\d\d$/);
  });
});

describe('checkStructuredData', () => {
  const good = () =>
    JSON.parse(JSON.stringify(placesGraph([catalogue.places.find((p) => p.location && p.address)!], PAGE)));

  it('passes a breadcrumb list of section and page', () => {
    const list = breadcrumbList([
      { name: 'Дети', url: 'https://samguide.github.io/children/kindergarten' },
      { name: 'Детские сады', url: 'https://samguide.github.io/children/kindergarten' },
    ]);
    expect(checkStructuredData(list)).toEqual([]);
  });

  it('names each problem: unknown type, missing or unknown property, bad value', () => {
    const doc = good();
    doc['@graph'][0]['@type'] = 'Thing';
    expect(checkStructuredData(doc)[0]).toMatch(/^@graph\[0\] @type "Thing" is not one of/);

    const missing = good();
    delete missing['@graph'][0].name;
    expect(checkStructuredData(missing)).toEqual([expect.stringMatching(/: «name» is required$/)]);

    const extra = good();
    extra['@graph'][0].priceRange = '$$';
    expect(checkStructuredData(extra)).toEqual([
      expect.stringMatching(/«priceRange» is not a property this site emits/),
    ]);

    const geo = good();
    geo['@graph'][0].geo.latitude = '39.6';
    expect(checkStructuredData(geo)).toEqual([expect.stringMatching(/\.geo: must be .*latitude: must be a number/)]);

    expect(checkStructuredData({ '@context': 'http://schema.org', '@type': 'BreadcrumbList' })).toEqual([
      '@context must be «https://schema.org»',
    ]);
    expect(
      checkStructuredData({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [{ '@type': 'ListItem', position: 0, name: 'x', item: '/x' }],
      }),
    ).toEqual([expect.stringMatching(/position: must be a whole number from 1.*item: must be an absolute URL/)]);
  });
});
