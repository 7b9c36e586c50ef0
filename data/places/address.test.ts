import { describe, expect, test } from 'vitest';
import { loadCatalogue } from './index';
import { mapData } from './catalogue';
import { mapAddress, placeAddress, withBase } from './address';

describe('a place’s address inside the guide (issue #48 §1)', () => {
  test('its card where a page shows one, else its row on /map', () => {
    expect(placeAddress('ziyoda', '/children/kindergarten')).toBe('/children/kindergarten#ziyoda');
    expect(placeAddress('markhabo', undefined)).toBe('/map#markhabo');
    expect(mapAddress('markhabo')).toBe('/map#markhabo');
    expect(withBase('/samguide/', '/map#markhabo')).toBe('/samguide/map#markhabo');
    expect(withBase('/', '/map#markhabo')).toBe('/map#markhabo');
  });

  test('/map gives every place its address, and holds every place of Samarkand (a card’s «На карте справочника»)', () => {
    const catalogue = loadCatalogue();
    const data = mapData(catalogue, new Map([['ziyoda', '/children/kindergarten']]));
    expect(data.addresses.ziyoda).toBe('/children/kindergarten#ziyoda');
    expect(data.addresses.markhabo).toBe('/map#markhabo');
    expect(Object.keys(data.addresses).sort()).toEqual(data.places.map((p) => p.id).sort());
    const onMap = new Set(data.places.map((p) => p.id));
    expect(catalogue.places.filter((p) => !p.city && !onMap.has(p.id))).toEqual([]);
  });
});
