import { describe, expect, test } from 'vitest';
import { loadCatalogue } from './index';
import { FIRST_CATALOGUE_DATE, newestHoursDate, placeHoursDate } from './hoursDate';

const catalogue = loadCatalogue();
const hoursOf = (id: string) => catalogue.place(id)!.hoursDate;

describe('the date of a place’s hours', () => {
  test('every place with hours has one, «не позднее» a source month, never a date the facts do not give', () => {
    const withHours = catalogue.places.filter((p) => p.hours);
    expect(withHours.length).toBeGreaterThan(40);
    for (const p of withHours) {
      expect(p.hoursDate, p.id).toEqual({ asOf: expect.stringMatching(/^\d{4}-\d{2}$/), notAfter: true });
      // A source file cannot have changed after the source tree did.
      expect(p.hoursDate!.asOf <= FIRST_CATALOGUE_DATE.slice(0, 7), p.id).toBe(true);
    }
    expect(catalogue.places.filter((p) => !p.hours && p.hoursDate)).toEqual([]);
  });

  test('a category whose source file ../shared/facts dates takes that month; the others the tree’s', () => {
    expect(hoursOf('polvonosh')).toEqual({ asOf: '2025-05', notAfter: true }); // cafe/uzbek-food/osh
    expect(hoursOf('sam-craft')).toEqual({ asOf: '2025-05', notAfter: true }); // cafe/bar
    expect(hoursOf('swiss-lab')).toEqual({ asOf: '2023-12', notAfter: true }); // services/medical/medical-lab
    expect(hoursOf('korzinka-atlas')).toEqual({ asOf: '2025-05', notAfter: true }); // market/grocery/korzinka
    expect(hoursOf('crazy-park-shaxonya')).toEqual({ asOf: '2023-10', notAfter: true }); // children/activities/playground
    // ENT centres: the facts give no month for their file, so the tree's (June 2026).
    expect(hoursOf('lor-markaz')).toEqual({ asOf: '2026-06', notAfter: true });
  });

  test('a re-check dates the hours themselves; a place added later goes by its own source', () => {
    const place = { categoryPath: 'cafe/bar', sourceDate: FIRST_CATALOGUE_DATE };
    expect(placeHoursDate({ ...place, checked: '2026-10-02' })).toEqual({ asOf: '2026-10', notAfter: false });
    expect(placeHoursDate({ categoryPath: 'cafe/bar', sourceDate: '2026-09-15' })).toEqual({
      asOf: '2026-09',
      notAfter: true,
    });
  });

  test('the /map filter says the newest date, which bounds every place’s hours', () => {
    expect(newestHoursDate([])).toBeUndefined();
    expect(
      newestHoursDate([
        { asOf: '2023-12', notAfter: true },
        { asOf: '2026-10', notAfter: false },
        { asOf: '2025-05', notAfter: true },
      ]),
    ).toEqual({ asOf: '2026-10', notAfter: true });
  });
});
