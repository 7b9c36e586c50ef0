/**
 * schema.org JSON-LD of the built pages (issue #50 §3): the breadcrumbs (src/theme/DocBreadcrumbs/
 * StructuredData) and an entity for every place card (src/components/Place/StructuredData.tsx), built
 * from the catalogue with only the properties it holds; and `checkStructuredData`, a small
 * schema-aware check of exactly the types emitted here (their required and allowed properties and
 * value shapes), run on every built page by tests/e2e/reach.spec.ts and on the catalogue by the unit tests.
 */
import type { PlaceView } from '@site/data/places/types';
import type { HoursRule } from '@site/data/places/hours';
import { parsePhone } from './phone';

const CONTEXT = 'https://schema.org';

export type Crumb = { name: string; url: string };

export function breadcrumbList(crumbs: readonly Crumb[]) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * The schema.org type of a category, the nearest on the place's category path wins (`cafe/bar`:
 * BarOrPub before the group's FoodEstablishment). City landmarks and districts are a `Place`.
 */
const TYPE_BY_CATEGORY: Record<string, string> = {
  city: 'Place',
  communication: 'LocalBusiness',
  utilities: 'LocalBusiness',
  cafe: 'FoodEstablishment',
  'uzbek-food': 'Restaurant',
  'european-food': 'Restaurant',
  'asian-food': 'Restaurant',
  'coffee-desserts': 'CafeOrCoffeeShop',
  fastfood: 'FastFoodRestaurant',
  bar: 'BarOrPub',
  services: 'LocalBusiness',
  medical: 'MedicalClinic',
  'medical-lab': 'DiagnosticLab',
  finance: 'FinancialService',
  market: 'Store',
  grocery: 'GroceryStore',
  mall: 'ShoppingCenter',
  household: 'HomeGoodsStore',
  children: 'LocalBusiness',
  kindergarten: 'ChildCare',
  school: 'School',
  playground: 'Playground',
};

export const PLACE_TYPES = new Set([...Object.values(TYPE_BY_CATEGORY)]);

export function placeType(categoryPath: string): string {
  const path = categoryPath.split('/');
  for (let i = path.length - 1; i >= 0; i--) if (TYPE_BY_CATEGORY[path[i]]) return TYPE_BY_CATEGORY[path[i]];
  return 'Place';
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const time = (minutes: number) =>
  minutes >= 24 * 60
    ? '23:59'
    : `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function openingHours(rules: readonly HoursRule[]) {
  return rules
    .filter((rule) => !rule.closed)
    .map((rule) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: rule.days.map((day) => `${CONTEXT}/${DAYS[day - 1]}`),
      opens: time(rule.from),
      closes: time(rule.to),
    }));
}

/** A place card's entity; `url` is the card's address (the page's URL and `#id`). */
export function placeEntity(place: PlaceView, url: string) {
  const phones = (place.phones ?? []).flatMap((raw) => {
    const phone = parsePhone(raw);
    return phone ? [phone.href.replace(/^tel:/, '')] : [];
  });
  const hours = place.hours && !place.hoursUnconfirmed ? openingHours(place.hours) : [];
  return {
    '@type': placeType(place.categoryPath),
    '@id': url,
    name: place.name,
    url,
    ...(place.aliases?.length && { alternateName: place.aliases }),
    ...(place.description && { description: place.description }),
    ...(place.address && {
      address: {
        '@type': 'PostalAddress',
        streetAddress: place.address,
        addressLocality: place.city === 'tashkent' ? 'Ташкент' : 'Самарканд',
        addressCountry: 'UZ',
      },
    }),
    ...(place.location && {
      geo: { '@type': 'GeoCoordinates', latitude: place.location[0], longitude: place.location[1] },
    }),
    ...(phones.length && { telephone: phones.length === 1 ? phones[0] : phones }),
    ...(hours.length && { openingHoursSpecification: hours }),
    ...(place.links.length && { sameAs: place.links.map((link) => link.url) }),
  };
}

/** The places of one card or list as one JSON-LD document. */
export function placesGraph(places: readonly PlaceView[], pageUrl: string) {
  return { '@context': CONTEXT, '@graph': places.map((place) => placeEntity(place, `${pageUrl}#${place.id}`)) };
}

// ---- The check ----

type Check = (value: unknown) => string | null;
const text: Check = (v) => (typeof v === 'string' && v.trim() ? null : 'a non-empty string');
const absoluteUrl: Check = (v) =>
  typeof v === 'string' && /^https?:\/\/[^\s/]+\/?\S*$/.test(v) ? null : 'an absolute URL';
const oneOrMore =
  (check: Check): Check =>
  (v) => {
    const list = Array.isArray(v) ? v : [v];
    if (list.length === 0) return 'at least one value';
    for (const item of list) {
      const problem = check(item);
      if (problem) return problem;
    }
    return null;
  };
const number =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? null : `a number from ${min} to ${max}`;
const clock: Check = (v) => (typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v) ? null : 'a time HH:MM');
const day: Check = (v) =>
  typeof v === 'string' && DAYS.some((d) => v === `${CONTEXT}/${d}`) ? null : 'a schema.org day of the week';
const phone: Check = (v) =>
  typeof v === 'string' && /^\+?\d{3,15}$/.test(v) ? null : 'a phone number, digits with «+»';
const positiveInteger: Check = (v) => (Number.isInteger(v) && (v as number) > 0 ? null : 'a whole number from 1');
const entity =
  (type: string): Check =>
  (v) =>
    checkEntity(v, [type]).join('; ') || null;

type Shape = { required: string[]; properties: Record<string, Check> };

const PLACE_SHAPE: Shape = {
  // Every card has a name and an address on the site; geo where the catalogue has a point.
  required: ['name', 'url'],
  properties: {
    '@id': absoluteUrl,
    name: text,
    url: absoluteUrl,
    alternateName: oneOrMore(text),
    description: text,
    address: entity('PostalAddress'),
    geo: entity('GeoCoordinates'),
    telephone: oneOrMore(phone),
    openingHoursSpecification: oneOrMore(entity('OpeningHoursSpecification')),
    sameAs: oneOrMore(absoluteUrl),
  },
};

const SHAPES: Record<string, Shape> = {
  BreadcrumbList: { required: ['itemListElement'], properties: { itemListElement: oneOrMore(entity('ListItem')) } },
  // Google: every crumb but the last needs `item`; ours all have it.
  ListItem: {
    required: ['position', 'name', 'item'],
    properties: { position: positiveInteger, name: text, item: absoluteUrl },
  },
  PostalAddress: {
    required: ['streetAddress', 'addressLocality', 'addressCountry'],
    properties: { streetAddress: text, addressLocality: text, addressCountry: (v) => (v === 'UZ' ? null : '«UZ»') },
  },
  GeoCoordinates: {
    required: ['latitude', 'longitude'],
    properties: { latitude: number(-90, 90), longitude: number(-180, 180) },
  },
  OpeningHoursSpecification: {
    required: ['dayOfWeek', 'opens', 'closes'],
    properties: { dayOfWeek: oneOrMore(day), opens: clock, closes: clock },
  },
  ...Object.fromEntries([...PLACE_TYPES].map((type) => [type, PLACE_SHAPE])),
};

function checkEntity(value: unknown, types: readonly string[], where = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [`${where}not an object`];
  const record = value as Record<string, unknown>;
  const type = record['@type'];
  const at = `${where}${typeof type === 'string' ? type : '?'}`;
  if (typeof type !== 'string' || !types.includes(type) || !SHAPES[type])
    return [`${where}@type ${JSON.stringify(type)} is not one of ${types.join(', ')}`];
  const shape = SHAPES[type];
  const problems = shape.required.filter((key) => !(key in record)).map((key) => `${at}: «${key}» is required`);
  for (const [key, v] of Object.entries(record)) {
    if (key === '@type' || key === '@context') continue;
    const check = shape.properties[key];
    if (!check) problems.push(`${at}: «${key}» is not a property this site emits for ${type}`);
    else {
      const problem = check(v);
      if (problem) problems.push(`${at}.${key}: must be ${problem}`);
    }
  }
  return problems;
}

/** Problems of one JSON-LD document (a script's parsed content); [] when it passes. */
export function checkStructuredData(doc: unknown): string[] {
  if (typeof doc !== 'object' || doc === null) return ['not an object'];
  const record = doc as Record<string, unknown>;
  if (record['@context'] !== CONTEXT) return [`@context must be «${CONTEXT}»`];
  if ('@graph' in record) {
    const graph = record['@graph'];
    if (!Array.isArray(graph) || graph.length === 0) return ['@graph must be a non-empty list'];
    return graph.flatMap((item, i) => checkEntity(item, [...PLACE_TYPES], `@graph[${i}] `));
  }
  return checkEntity(record, ['BreadcrumbList']);
}
