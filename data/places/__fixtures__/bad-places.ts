/**
 * One fixture per kind of mistake the validator must catch. Each is a sound
 * entry with one thing broken; `field` and `problem` say what the report
 * must name. Test data only: never imported by the site.
 */
import type { PlaceInput } from '../define';

export const goodPlace: PlaceInput = {
  id: 'fixture-cafe',
  name: 'Fixture Cafe',
  category: 'osh',
  description: 'Тестовое место.',
  location: [39.65, 66.95],
  phones: ['+998 66 233-12-12'],
  hours: [{ days: '1-6', time: '08:00-15:00' }],
  links: { yandexMap: 'https://yandex.uz/maps/org/1/' },
  sourceDate: '2026-06-11',
};

export interface BadCase {
  name: string;
  entry: Record<string, unknown>;
  field: string;
  /** Matched against the problem and the fix together. */
  problem: RegExp;
}

const bad = (name: string, change: Record<string, unknown>, field: string, problem: RegExp): BadCase => ({
  name,
  entry: { ...goodPlace, ...change },
  field,
  problem,
});

export const badCases: BadCase[] = [
  bad('id not kebab-case', { id: 'Un%20oshi%20' }, 'id', /lower-case Latin/),
  bad('id with a trailing hyphen', { id: 'un-oshi-' }, 'id', /lower-case Latin/),
  bad('unknown key', { notes: ['English note'] }, 'entry', /Unrecognized key/),
  bad('empty name', { name: '  ' }, 'name', /must not be empty/),
  bad('unknown category', { category: 'uzbek_food' }, 'category', /unknown category "uzbek_food"/),
  bad('category of another group', { category: 'bazar' }, 'category', /belongs to the group "market"/),
  bad('unknown tag', { tags: ['pyatak'] }, 'tags[0]', /unknown tag "pyatak"/),
  bad('pin outside Samarkand (Tashkent)', { location: [41.31, 69.27] }, 'location', /outside Samarkand/),
  bad('pin with swapped coordinates', { location: [66.95, 39.65] }, 'location', /outside Samarkand/),
  bad('pin on a Tashkent place', { city: 'tashkent' }, 'location', /has a pin/),
  bad('phone with 13 digits', { phones: ['+998 (71) 200-150-15'] }, 'phones[0]', /13 digits/),
  bad('phone without +', { phones: ['998 (90) 600-17-26'] }, 'phones[0]', /not in the \+998 form/),
  bad('phone in the source grouping', { phones: ['+998 (66) 222-0-333'] }, 'phones[0]', /not in the \+998 form/),
  bad('phone listed twice', { phones: ['+998 66 233-12-15', '+998 66 233-12-15'] }, 'phones[1]', /listed twice/),
  bad('hours with an en dash and spaces', { hours: [{ time: '09:00 – 03:00' }] }, 'hours[0].time', /not "HH:MM-HH:MM"/),
  bad('hours in free text', { hours: [{ time: 'круглосуточно' }] }, 'hours[0].time', /not "HH:MM-HH:MM"/),
  bad('hours with one-digit hour', { hours: [{ time: '8:00-20:00' }] }, 'hours[0].time', /not "HH:MM-HH:MM"/),
  bad('hours at 25 o’clock', { hours: [{ time: '10:00-25:00' }] }, 'hours[0].time', /impossible clock time/),
  bad(
    'overlapping hours (Orlmed in the source)',
    { hours: [{ time: '08:00-20:00' }, { days: '7', time: '08:00-12:00' }] },
    'hours[1].days',
    /listed in rows 0 and 1/,
  ),
  bad('days out of range', { hours: [{ days: '0-6', time: '08:00-20:00' }] }, 'hours[0].days', /not a day list/),
  bad(
    'Facebook URL in the telegram field',
    { links: { telegram: 'https://www.facebook.com/AnalizySwissLab' } },
    'links.telegram',
    /move it to the "facebook" field/,
  ),
  bad('http link', { links: { web: 'http://bmcoworking.uz/' } }, 'links.web', /not https/),
  bad(
    'Instagram post instead of a profile',
    { links: { instagram: 'https://www.instagram.com/p/C12A9XVtO3T' } },
    'links.instagram',
    /post or story/,
  ),
  bad(
    'website field holding a social network',
    { links: { web: 'https://t.me/some_channel' } },
    'links.web',
    /social network/,
  ),
  bad(
    'Yandex link that is not a map',
    { links: { yandexMap: 'https://yandex.uz/search/?text=plov' } },
    'links.yandexMap',
    /not a Yandex Maps page/,
  ),
  bad(
    'second Telegram link broken',
    { links: { telegram: ['https://t.me/a', 'https://telegram.me/b'] } },
    'links.telegram[1]',
    /not a Telegram address/,
  ),
  bad(
    'unknown link kind',
    { links: { whatsapp: 'https://wa.me/998' } },
    'links',
    /Unrecognized key: "whatsapp"[\s\S]*links may be: yandexMap/,
  ),
  bad(
    'price range upside down',
    { prices: [{ label: 'Стоимость', sum: 2000000, to: 1000000 }] },
    'prices[0].to',
    /not above/,
  ),
  bad('price as text', { prices: [{ label: 'Стоимость', sum: '1 200 000' }] }, 'prices[0].sum', /expected number/),
  bad(
    'sourceDate missing (the old `checked` alone)',
    { sourceDate: undefined, checked: '2026-06-11' },
    'sourceDate',
    /expected string/,
  ),
  bad('sourceDate not a date', { sourceDate: '11.06.2026' }, 'sourceDate', /ISO date/),
  bad('sourceDate impossible date', { sourceDate: '2026-02-30' }, 'sourceDate', /not a real date/),
  bad('sourceDate in the future', { sourceDate: '2999-01-01' }, 'sourceDate', /in the future/),
  bad('checked not a date', { checked: '11.06.2026' }, 'checked', /ISO date/),
  bad('checked impossible date', { checked: '2026-02-30' }, 'checked', /not a real date/),
  bad('checked in the future', { checked: '2999-01-01' }, 'checked', /in the future/),
  bad('checked before the source', { checked: '2025-01-10' }, 'checked', /before sourceDate 2026-06-11[\s\S]*re-check/),
  bad(
    'price newer than its source',
    { prices: [{ label: 'Стоимость', sum: 100000, asOf: '2026-07' }] },
    'prices[0].asOf',
    /after sourceDate[\s\S]*cannot be newer/,
  ),
  bad(
    'price date with no such month',
    { prices: [{ label: 'Стоимость', sum: 100000, asOf: '2024-13' }] },
    'prices[0].asOf',
    /no month 13/,
  ),
  bad('straight quotes in a description', { description: 'Кафе "Ромашка".' }, 'description', /straight double quotes/),
  bad('hyphen as a dash', { description: 'Плов - главное блюдо.' }, 'description', /hyphen used as a dash/),
  bad('trailing space in a name (Un oshi in the source)', { name: 'Un oshi ' }, 'name', /trailing spaces/),
  bad('bad icon', { icon: 'blueFood' }, 'icon', /Yandex Maps preset/),
];

/** A second sound place, 2 km from goodPlace, for the cases that need two. */
export const goodNeighbour: PlaceInput = {
  id: 'fixture-mall',
  name: 'Fixture Mall',
  category: 'mall',
  location: [39.668, 66.95],
  phones: ['+998 66 210-00-00'],
  links: { yandexMap: 'https://yandex.uz/maps/org/2/', twoGis: 'https://2gis.uz/samarkand/firm/70000000000000002' },
  sourceDate: '2026-06-11',
};

export interface BadPair {
  name: string;
  /** Changes to goodPlace (data/places/cafe.ts) and to goodNeighbour (data/places/market.ts). */
  place: Record<string, unknown>;
  neighbour?: Record<string, unknown>;
  /** The issue is reported on the place (the later of the two), on this field. */
  field: string;
  problem: RegExp;
}

/** Mistakes only a comparison of places shows: the catalogue's look-alike places (issue #28 §6). */
export const badPairs: BadPair[] = [
  {
    name: 'two pins 13.9 m apart with no relation (Home market and Makon Mall)',
    place: { location: [39.668114, 66.94994] },
    neighbour: { location: [39.66823, 66.949999] },
    field: 'location',
    problem: /13\.9 m from "fixture-mall"[\s\S]*inside: 'fixture-mall'/,
  },
  {
    name: 'a pin copied from another place (Red tag on Korzinka M.Baraka)',
    place: { location: [39.668, 66.95] },
    field: 'location',
    problem: /0\.0 m from "fixture-mall"[\s\S]*leave location out/,
  },
  {
    name: 'the same phone on two unrelated places (Makon Mall and Home market)',
    place: { phones: ['+998 66 210-00-00'] },
    field: 'phones[0]',
    problem: /also the phone of "fixture-mall"[\s\S]*chain/,
  },
  {
    name: 'the same phone in two chains',
    place: { phones: ['+998 66 210-00-00'], chain: 'one' },
    neighbour: { chain: 'other' },
    field: 'phones[0]',
    problem: /also the phone of "fixture-mall"/,
  },
  {
    name: 'a Yandex link opening another card’s organisation (a playground opening its mall)',
    place: { links: { yandexMap: 'https://yandex.uz/maps/org/fixture_mall/2' } },
    field: 'links.yandexMap',
    problem: /same organisation as the link of "fixture-mall"/,
  },
  {
    name: 'a 2GIS link opening another card’s organisation, with a trailing slash',
    place: { links: { twoGis: 'https://2gis.uz/samarkand/firm/70000000000000002/' } },
    field: 'links.twoGis',
    problem: /same organisation as the link of "fixture-mall"/,
  },
  {
    name: 'a short Google link shared by two cards',
    place: { links: { googleMap: 'https://goo.gl/maps/Abc123' } },
    neighbour: { links: { googleMap: 'https://goo.gl/maps/Abc123' } },
    field: 'links.googleMap',
    problem: /same organisation/,
  },
  {
    name: 'inside an unknown place',
    place: { inside: 'fixture-mal' },
    field: 'inside',
    problem: /unknown place "fixture-mal"[\s\S]*Did you mean "fixture-mall"/,
  },
  { name: 'inside itself', place: { inside: 'fixture-cafe' }, field: 'inside', problem: /itself/ },
  {
    name: 'two places inside each other',
    place: { inside: 'fixture-mall' },
    neighbour: { inside: 'fixture-cafe' },
    field: 'inside',
    problem: /cannot be inside itself/,
  },
  { name: 'a chain of one place', place: { chain: 'fixture' }, field: 'chain', problem: /on this place only/ },
  {
    name: 'unconfirmed hours without hours',
    place: { hours: undefined, hoursUnconfirmed: true },
    field: 'hoursUnconfirmed',
    problem: /without hours/,
  },
  {
    name: 'unconfirmed hours written as a string',
    place: { hoursUnconfirmed: 'yes' },
    field: 'hoursUnconfirmed',
    problem: /expected true/i,
  },
];
