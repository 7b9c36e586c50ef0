import { describe, expect, test } from 'vitest';
import { badCases, badPairs, goodNeighbour, goodPlace } from './__fixtures__/bad-places';
import { categories } from './categories';
import type { PlaceFile } from './define';
import { placeFiles } from './index';
import { formatIssues, validateCategories, validatePlaces } from './validate';

const fileOf = (places: unknown[], group: PlaceFile['group'] = 'cafe'): PlaceFile => ({
  file: `data/places/${group}.ts`,
  group,
  places: places as PlaceFile['places'],
});

describe('the real catalogue', () => {
  test('categories are sound', () => {
    expect(validateCategories()).toEqual([]);
  });

  // Checked together: `inside`, the distances, phones and map links compare places.
  const catalogueIssues = validatePlaces(placeFiles);
  for (const file of placeFiles) {
    describe(file.file, () => {
      test.each(file.places.map((p) => [p.id, p] as const))('%s passes every rule', (id) => {
        const issues = catalogueIssues.filter((i) => i.id === id);
        expect(issues, formatIssues(issues)).toEqual([]);
      });
    });
  }

  test('ids are unique across files', () => {
    const ids = placeFiles.flatMap((f) => f.places.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(194);
    expect(validatePlaces(placeFiles)).toEqual([]);
  });

  test('Tashkent shops stay off the Samarkand map', () => {
    const tashkent = placeFiles.flatMap((f) => f.places).filter((p) => p.city === 'tashkent');
    expect(tashkent.map((p) => p.id).sort()).toEqual(['eco-home', 'homeplus', 'scandi-home']);
    expect(tashkent.every((p) => p.category === 'ikea' && !p.location)).toBe(true);
    expect(categories.ikea.hidden).toBe(true);
  });

  test('the English notes are gone: descriptions are Russian', () => {
    for (const p of placeFiles.flatMap((f) => f.places)) {
      if (p.description) expect(p.description, p.id).toMatch(/[а-яё]/i);
    }
  });
});

describe('fixtures of bad entries', () => {
  test('the base fixture is valid', () => {
    expect(validatePlaces([fileOf([goodPlace])])).toEqual([]);
  });

  test.each(badCases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const issues = validatePlaces([fileOf([c.entry])]);
    const match = issues.find((i) => i.field === c.field);
    expect(match, `expected an issue on "${c.field}", got:\n${formatIssues(issues)}`).toBeDefined();
    expect(`${match!.problem} Fix: ${match!.fix}`).toMatch(c.problem);
    expect(match!.file).toBe('data/places/cafe.ts');
    expect(match!.fix.length).toBeGreaterThan(5);
  });

  test('a duplicate id names both files', () => {
    const issues = validatePlaces([fileOf([goodPlace]), fileOf([{ ...goodPlace, category: 'bazar' }], 'market')]);
    expect(issues).toContainEqual(
      expect.objectContaining({
        file: 'data/places/market.ts',
        id: 'fixture-cafe',
        field: 'id',
        problem: expect.stringContaining('already used in data/places/cafe.ts'),
      }),
    );
  });

  test('a category typo gets a suggestion', () => {
    const [issue] = validatePlaces([fileOf([{ ...goodPlace, category: 'uzbek_food' }])]);
    expect(issue.fix).toContain('Did you mean "uzbek-food"?');
  });

  test('an entry without an id is named by its position', () => {
    const { id: _drop, ...noId } = goodPlace;
    const issues = validatePlaces([fileOf([goodPlace, noId])]);
    expect(issues[0]).toMatchObject({ id: '#2', field: 'id' });
  });

  test('the build message names file, id and field, and says how to fix', () => {
    const issues = validatePlaces([fileOf([{ ...goodPlace, phones: ['+998 (71) 200-150-15'] }])]);
    expect(formatIssues(issues)).toBe(
      'The place catalogue has 1 problem:\n' +
        '- data/places/cafe.ts › fixture-cafe › phones[0]: "+998 (71) 200-150-15" has 13 digits; an Uzbek number has 12 (998 + 9).\n' +
        '  Fix: write it as "+998 XX XXX-XX-XX" (e.g. "+998 66 233-12-12"), or a short service number like "1154"; drop a number you cannot confirm.',
    );
  });

  test('short service numbers are allowed, other short numbers are not', () => {
    expect(validatePlaces([fileOf([{ ...goodPlace, phones: ['1154', '1104'] }])])).toEqual([]);
    expect(validatePlaces([fileOf([{ ...goodPlace, phones: ['2331212'] }])])).toHaveLength(1);
  });
});

describe('fixtures of look-alike places (checks between places)', () => {
  const pair = (place: Record<string, unknown> = {}, neighbour: Record<string, unknown> = {}) => [
    fileOf([{ ...goodNeighbour, ...neighbour }], 'market'),
    fileOf([{ ...goodPlace, ...place }]),
  ];

  test('the two base fixtures are valid together', () => {
    expect(validatePlaces(pair())).toEqual([]);
  });

  test.each(badPairs.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const issues = validatePlaces(pair(c.place, c.neighbour));
    const match = issues.find((i) => i.id === 'fixture-cafe' && i.field === c.field);
    expect(match, `expected an issue on "${c.field}", got:\n${formatIssues(issues)}`).toBeDefined();
    expect(`${match!.problem} Fix: ${match!.fix}`).toMatch(c.problem);
    expect(match!.file).toBe('data/places/cafe.ts');
  });

  test('a relation makes the same pins and phone sound: inside, a shared host, a chain', () => {
    const close = { location: [39.668114, 66.94994], phones: ['+998 66 210-00-00'] };
    expect(validatePlaces(pair({ ...close, inside: 'fixture-mall' }))).toEqual([]);
    expect(validatePlaces(pair({ ...close, chain: 'fixture' }, { chain: 'fixture' }))).toEqual([]);
    const third = { ...goodPlace, id: 'fixture-shop', location: undefined, links: undefined, inside: 'fixture-mall' };
    const files = pair({ ...close, inside: 'fixture-mall' });
    expect(validatePlaces([...files, fileOf([third])])).toEqual([]);
  });

  test('a place inside another without a point of its own is checked at that place’s pin', () => {
    const issues = validatePlaces([
      ...pair({ location: undefined, inside: 'fixture-mall' }),
      fileOf([
        { ...goodPlace, id: 'fixture-stranger', phones: undefined, links: undefined, location: [39.668, 66.95] },
      ]),
    ]);
    expect(issues.map((i) => `${i.id} ${i.field}`)).toEqual(['fixture-stranger location', 'fixture-stranger location']);
  });

  test('the real catalogue has no look-alike places left (issue #28 cases)', () => {
    const all = placeFiles.flatMap((f) => f.places);
    const byId = new Map(all.map((p) => [p.id, p]));
    expect(byId.get('home-market')).toMatchObject({ inside: 'makon-mall' });
    expect(byId.get('home-market')!.phones).toBeUndefined();
    expect(byId.get('red-tag')!.location).toBeUndefined();
    for (const [id, mall] of [
      ['igrovaya-ploshchadka-v-mbaraka', 'mbaraka'],
      ['igrovaya-ploshchadka-v-makon-mall', 'makon-mall'],
      ['igrovaya-ploshchadka-play-arena-v-family-park', 'family-park'],
      ['igrovaya-ploshchadka-pixel-v-atlas', 'atlas'],
    ]) {
      expect(byId.get(id)!.inside, id).toBe(mall);
      expect(byId.get(id)!.location, id).toBeUndefined();
    }
    expect(byId.get('orlmed')).toMatchObject({ hoursUnconfirmed: true });
    expect(byId.get('pervaya-ostanovka-mikrorayona')).toMatchObject({ inside: 'mikrorayon' });
  });
});

describe('category tree checks', () => {
  test('unknown parent, bad icon, bad chain link', () => {
    const issues = validateCategories({
      cafe: { label: 'Кафе' },
      soups: { label: 'Супы', parent: 'cafee', icon: 'red' },
      chain: { label: 'Сеть', parent: 'cafe', links: { telegram: 'https://facebook.com/x' } },
    });
    expect(issues.map((i) => `${i.id}.${i.field}`)).toEqual(['soups.parent', 'soups.icon', 'chain.links.telegram']);
    expect(issues[0].fix).toContain('Did you mean "cafe"?');
  });
});

describe('the data layer stays UI-free', () => {
  test('data/places/ imports no React, no Docusaurus and nothing from src/', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const dir = new URL('.', import.meta.url);
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = readFileSync(new URL(name, dir), 'utf8');
      const imports = [...source.matchAll(/from '([^']+)'/g)].map((m) => m[1]);
      for (const spec of imports) expect(spec, `${name} imports ${spec}`).toMatch(/^(\.\/|zod$)/);
    }
  });
});
