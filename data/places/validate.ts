/**
 * Checks every catalogue entry and reports each problem with the file, the
 * place id, the field, what is wrong and how to fix it. Runs in the build
 * (src/plugins/places) and in the unit tests (data/places/validate.test.ts).
 */
import type * as z from 'zod';
import { categories as defaultCategories, GROUPS, tags as defaultTags, type CategoryInput } from './categories';
import type { PlaceFile, PlaceInput } from './define';
import { HoursError, parseHours } from './hours';
import { LINK_KINDS, linkProblem, mapOrganisation, type LinkKind } from './links';
import { ID_PATTERN, placeSchema } from './schema';

export interface PlaceIssue {
  file: string;
  id: string;
  field: string;
  problem: string;
  fix: string;
}

/** Samarkand and its suburbs; a pin outside is a typo or another city. */
export const SAMARKAND_AREA = { lat: [39.5, 39.8], lon: [66.8, 67.1] } as const;

export const PHONE_PATTERN = /^\+998 \d{2} \d{3}-\d{2}-\d{2}$/;
/** Two pins closer than this are one building: they need an explicit relation (`inside` or `chain`). */
export const NEAR_METERS = 15;

/** Short service numbers (1154 electricity, 1104 gas, 101–104 emergency). */
export const SHORT_NUMBER_PATTERN = /^1\d{2,3}$/;

const CATEGORIES_FILE = 'data/places/categories.ts';

function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  );
}

function zodFix(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.path.at(-1) === 'links'
        ? `remove ${issue.keys.map((k) => `"${k}"`).join(', ')}; links may be: ${LINK_KINDS.join(', ')}`
        : `remove ${issue.keys.map((k) => `"${k}"`).join(', ')}; the allowed fields are listed in data/places/define.ts (PlaceInput)`;
    case 'invalid_type':
      return `write a ${issue.expected} here (see the example at the top of the file)`;
    case 'invalid_value':
      return `use one of: ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    default:
      return 'see the example at the top of the file';
  }
}

function closest(word: string, options: readonly string[]): string | undefined {
  // A small edit-distance hint: «osh» for «Osh», «uzbek-food» for «uzbek_food».
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, i) => i);
    for (let i = 1; i <= a.length; i++) {
      let prev = row[0];
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const tmp = row[j];
        row[j] = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
        prev = tmp;
      }
    }
    return row[b.length];
  };
  let best: string | undefined;
  let bestScore = Infinity;
  for (const o of options) {
    const d = distance(word.toLowerCase(), o);
    if (d < bestScore) [best, bestScore] = [o, d];
  }
  return bestScore <= Math.max(2, word.length / 3) ? best : undefined;
}

/** Appends « Did you mean "x"?» to a message when a close option exists. */
export function withSuggestion(message: string, word: string, options: readonly string[]): string {
  const near = closest(word, options);
  return near ? `${message}. Did you mean "${near}"?` : message;
}

function groupOf(id: string, cats: Record<string, CategoryInput>): string {
  let current = id;
  for (let guard = 0; cats[current]?.parent && guard < 20; guard++) current = cats[current].parent!;
  return current;
}

function checkPhones(phones: readonly string[], report: (field: string, problem: string, fix: string) => void) {
  const seen = new Set<string>();
  phones.forEach((phone, i) => {
    if (!PHONE_PATTERN.test(phone) && !SHORT_NUMBER_PATTERN.test(phone)) {
      const digits = phone.replace(/\D/g, '');
      const problem =
        digits.startsWith('998') && digits.length !== 12
          ? `"${phone}" has ${digits.length} digits; an Uzbek number has 12 (998 + 9)`
          : `"${phone}" is not in the +998 form`;
      report(
        `phones[${i}]`,
        problem,
        'write it as "+998 XX XXX-XX-XX" (e.g. "+998 66 233-12-12"), or a short service number like "1154"; drop a number you cannot confirm',
      );
    }
    if (seen.has(phone)) report(`phones[${i}]`, `"${phone}" is listed twice`, 'remove the second copy');
    seen.add(phone);
  });
}

function checkLinks(
  links: Partial<Record<LinkKind, string | readonly string[]>>,
  report: (field: string, problem: string, fix: string) => void,
) {
  for (const kind of LINK_KINDS) {
    const value = links[kind];
    if (value === undefined) continue;
    const list = typeof value === 'string' ? [value] : value;
    list.forEach((url, i) => {
      const bad = linkProblem(kind, url);
      if (bad) report(typeof value === 'string' ? `links.${kind}` : `links.${kind}[${i}]`, bad.problem, bad.fix);
    });
  }
}

export interface CatalogueDefinitions {
  categories?: Record<string, CategoryInput>;
  tags?: Record<string, string>;
  /** Dates after this are rejected as typos. Defaults to tomorrow. */
  today?: Date;
}

/** Problems in the category tree itself (data/places/categories.ts). */
export function validateCategories(
  cats: Record<string, CategoryInput> = defaultCategories,
  tagDefs: Record<string, string> = defaultTags,
): PlaceIssue[] {
  const issues: PlaceIssue[] = [];
  for (const [id, cat] of Object.entries(cats)) {
    const report = (field: string, problem: string, fix: string) =>
      issues.push({ file: CATEGORIES_FILE, id, field, problem, fix });
    if (!ID_PATTERN.test(id))
      report('id', `"${id}" is not kebab-case Latin`, 'use lower-case Latin letters and digits joined by hyphens');
    if (cat.parent !== undefined && !(cat.parent in cats))
      report(
        'parent',
        `unknown parent "${cat.parent}"`,
        withSuggestion('use an existing category id', cat.parent, Object.keys(cats)),
      );
    if (cat.parent === undefined && !(GROUPS as readonly string[]).includes(id)) {
      report(
        'parent',
        `"${id}" has no parent but is not one of the groups (${GROUPS.join(', ')})`,
        'give it a parent category',
      );
    }
    if (cat.icon !== undefined && !/^islands#[a-zA-Z]+Icon$/.test(cat.icon))
      report('icon', `"${cat.icon}" is not a Yandex Maps preset`, 'use a preset like "islands#blueFoodIcon"');
    if (cat.phones) checkPhones(cat.phones, report);
    if (cat.links) checkLinks(cat.links, report);
    if (id in tagDefs)
      report(
        'id',
        `"${id}" is both a category and a tag`,
        'remove it from `tags`: every category id already works as a tag',
      );
  }
  return issues;
}

/** Every problem in the given place files; an empty list means the catalogue is sound. */
export function validatePlaces(files: readonly PlaceFile[], defs: CatalogueDefinitions = {}): PlaceIssue[] {
  const cats = defs.categories ?? defaultCategories;
  const tagDefs = defs.tags ?? defaultTags;
  const latest = defs.today ?? new Date(Date.now() + 24 * 3600_000);
  const categoryIds = Object.keys(cats);
  const tagIds = [...categoryIds, ...Object.keys(tagDefs)];
  const issues: PlaceIssue[] = [];
  const firstFile = new Map<string, string>();
  // Sound entries, in catalogue order, for the checks that compare places (checkRelations).
  const sound: { file: string; place: PlaceInput }[] = [];

  for (const { file, group, places } of files) {
    places.forEach((raw: unknown, index) => {
      const loose = (raw ?? {}) as Partial<PlaceInput>;
      const id = typeof loose.id === 'string' && loose.id ? loose.id : `#${index + 1}`;
      const report = (field: string, problem: string, fix: string) => issues.push({ file, id, field, problem, fix });

      const parsed = placeSchema.safeParse(raw);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) report(fieldPath(issue.path) || 'entry', issue.message, zodFix(issue));
      }
      if (typeof loose.id === 'string') {
        const other = firstFile.get(loose.id);
        if (other !== undefined)
          report(
            'id',
            `"${loose.id}" is already used in ${other}`,
            'ids are unique across the catalogue: pick another (e.g. add the district)',
          );
        else firstFile.set(loose.id, file);
      }
      if (!parsed.success) return; // The rest assumes the types are right.
      const place = parsed.data;
      sound.push({ file, place: raw as PlaceInput });

      if (place.hoursUnconfirmed && !place.hours)
        report(
          'hoursUnconfirmed',
          'is set on a place without hours',
          'remove it, or add the hours the source gives and keep it',
        );

      if (!(place.category in cats)) {
        report(
          'category',
          `unknown category "${place.category}"`,
          withSuggestion(`use an id from ${CATEGORIES_FILE}`, place.category, categoryIds),
        );
      } else if (groupOf(place.category, cats) !== group) {
        const right = groupOf(place.category, cats);
        report(
          'category',
          `"${place.category}" belongs to the group "${right}", not "${group}"`,
          `move the entry to data/places/${right}.ts`,
        );
      }
      place.tags?.forEach((tag, i) => {
        if (!tagIds.includes(tag))
          report(
            `tags[${i}]`,
            `unknown tag "${tag}"`,
            withSuggestion(`use a category id or a tag from ${CATEGORIES_FILE}`, tag, tagIds),
          );
        if (tag === place.category) report(`tags[${i}]`, `"${tag}" repeats the category`, 'remove it');
      });

      if (place.location) {
        const [lat, lon] = place.location;
        if (place.city) {
          report(
            'location',
            `a place in ${place.city} has a pin`,
            'remove location: places outside Samarkand are not shown on the map',
          );
        } else if (
          lat < SAMARKAND_AREA.lat[0] ||
          lat > SAMARKAND_AREA.lat[1] ||
          lon < SAMARKAND_AREA.lon[0] ||
          lon > SAMARKAND_AREA.lon[1]
        ) {
          const swapped =
            lon >= SAMARKAND_AREA.lat[0] &&
            lon <= SAMARKAND_AREA.lat[1] &&
            lat >= SAMARKAND_AREA.lon[0] &&
            lat <= SAMARKAND_AREA.lon[1];
          report(
            'location',
            `[${lat}, ${lon}] is outside Samarkand (lat ${SAMARKAND_AREA.lat.join('–')}, lon ${SAMARKAND_AREA.lon.join('–')})`,
            swapped
              ? 'the numbers are swapped: write [latitude, longitude], latitude (≈39.6) first'
              : 'copy the point from Yandex Maps as [latitude, longitude]; if unsure, leave location out',
          );
        }
      }

      if (place.phones) checkPhones(place.phones, report);

      if (place.hours) {
        try {
          parseHours(place.hours);
        } catch (error) {
          if (!(error instanceof HoursError)) throw error;
          report(
            `hours[${error.index}].${error.field}`,
            error.message,
            'see the format at the top of data/places/hours.ts: { days: "1-6", time: "08:00-15:00" }',
          );
        }
      }

      if (place.links) checkLinks(place.links, report);

      // Dates: the card shows them as the date of its facts, so each must be real and possible.
      const realDay = (field: string, value: string, what: string): Date | null => {
        const day = new Date(`${value}T00:00:00Z`);
        if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== value) {
          report(field, `"${value}" is not a real date`, `write ${what} as YYYY-MM-DD`);
          return null;
        }
        if (day > latest) {
          report(field, `${value} is in the future`, `write ${what}, not a planned date`);
          return null;
        }
        return day;
      };
      const source = realDay(
        'sourceDate',
        place.sourceDate,
        'the date of the source the facts come from (its page or file date, or the day you saw the place)',
      );
      if (place.checked !== undefined) {
        const checked = realDay('checked', place.checked, 'the day you re-checked every fact of the entry');
        if (checked && source && checked < source)
          report(
            'checked',
            `${place.checked} is before sourceDate ${place.sourceDate}`,
            'a re-check cannot predate the facts it checked: fix one of the two dates',
          );
      }

      place.prices?.forEach((price, i) => {
        if (price.to !== undefined && price.to <= price.sum)
          report(
            `prices[${i}].to`,
            `${price.to} is not above ${price.sum}`,
            'for a single price remove "to"; for a range put the smaller number in "sum"',
          );
        if (price.asOf === undefined) return;
        const [, month] = price.asOf.split('-').map(Number);
        if (month !== undefined && (month < 1 || month > 12))
          report(
            `prices[${i}].asOf`,
            `"${price.asOf}" has no month ${month}`,
            "write '2024', '2024-09' or '2024-09-23'",
          );
        else if (price.asOf.length === 10) realDay(`prices[${i}].asOf`, price.asOf, 'the date the price was known');
        if (source && price.asOf > place.sourceDate.slice(0, price.asOf.length))
          report(
            `prices[${i}].asOf`,
            `${price.asOf} is after sourceDate ${place.sourceDate}`,
            'a price cannot be newer than the source it comes from: fix asOf, or sourceDate if the source is newer',
          );
      });

      for (const field of ['name', 'description', 'address'] as const) {
        const value = place[field];
        if (value === undefined) continue;
        if (value.includes('"')) report(field, 'straight double quotes', 'use «ёлочки» for quotes');
        if (/\s-\s/.test(value)) report(field, 'a hyphen used as a dash', 'write an em dash with spaces: « — »');
        if (value !== value.trim()) report(field, 'leading or trailing spaces', 'remove them');
      }
      if (place.description && !/[.!?…»)]$/.test(place.description))
        report('description', 'does not end with a full stop', 'finish the last sentence with a full stop');
    });
  }
  issues.push(...checkRelations(sound));
  return issues;
}

/** Great-circle distance in metres between two [lat, lon] points. */
export function distanceMeters(a: readonly [number, number], b: readonly [number, number]): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b[0] - a[0]) / 2) ** 2 +
    Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(rad(b[1] - a[1]) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

/**
 * Checks between places: `inside` and `chain` are sound, and look-alike places are told apart —
 * pins closer than NEAR_METERS and a shared phone need a relation, and no two cards send the reader
 * to the same organisation on a map service. Each problem is reported on the later of the two.
 */
function checkRelations(entries: readonly { file: string; place: PlaceInput }[]): PlaceIssue[] {
  const issues: PlaceIssue[] = [];
  const byId = new Map(entries.map((e) => [e.place.id, e]));
  const ids = [...byId.keys()];
  const chainSize = new Map<string, number>();
  for (const { place } of entries) if (place.chain) chainSize.set(place.chain, (chainSize.get(place.chain) ?? 0) + 1);

  for (const { file, place } of entries) {
    const report = (field: string, problem: string, fix: string) =>
      issues.push({ file, id: place.id, field, problem, fix });
    if (place.inside !== undefined) {
      if (place.inside === place.id)
        report('inside', 'names the place itself', 'write the id of the mall or building it is in');
      else if (!byId.has(place.inside))
        report(
          'inside',
          `unknown place "${place.inside}"`,
          withSuggestion('write the id of a place in data/places/*.ts', place.inside, ids),
        );
      else {
        const seen = new Set([place.id]);
        for (
          let at: PlaceInput | undefined = byId.get(place.inside)?.place;
          at;
          at = at.inside ? byId.get(at.inside)?.place : undefined
        ) {
          if (seen.has(at.id)) {
            report(
              'inside',
              `"${place.inside}" is, through its own \`inside\`, inside "${place.id}"`,
              'a place cannot be inside itself: remove one of the two',
            );
            break;
          }
          seen.add(at.id);
        }
      }
    }
    if (place.chain && chainSize.get(place.chain) === 1)
      report(
        'chain',
        `"${place.chain}" is on this place only`,
        'give the other places of the chain the same key, or remove it',
      );
  }

  /** A pin: its own, else that of the place it is inside. */
  const pin = (p: PlaceInput): readonly [number, number] | undefined =>
    p.location ?? (p.inside && p.inside !== p.id ? byId.get(p.inside)?.place.location : undefined);
  const related = (a: PlaceInput, b: PlaceInput) =>
    a.inside === b.id ||
    b.inside === a.id ||
    (a.inside !== undefined && a.inside === b.inside) ||
    (a.chain !== undefined && a.chain === b.chain);
  const relationFix = (other: string) =>
    `if it is in that place, write inside: '${other}'; if the two are one chain or organisation, give both the same \`chain\``;

  const phoneOwner = new Map<string, { file: string; place: PlaceInput }[]>();
  const organisationOwner = new Map<string, { file: string; place: PlaceInput }>();
  entries.forEach(({ file, place }, index) => {
    const report = (field: string, problem: string, fix: string) =>
      issues.push({ file, id: place.id, field, problem, fix });
    const here = pin(place);
    if (here && !place.city) {
      for (const { file: otherFile, place: other } of entries.slice(0, index)) {
        const there = pin(other);
        if (!there || other.city || related(place, other)) continue;
        const meters = distanceMeters(here, there);
        if (meters < NEAR_METERS)
          report(
            place.location ? 'location' : 'inside',
            `the pin is ${meters.toFixed(1)} m from "${other.id}" (${otherFile}): closer than ${NEAR_METERS} m, the two overlap on the map`,
            `${relationFix(other.id)}; if the point was copied from another place, leave location out rather than guess`,
          );
      }
    }
    place.phones?.forEach((phone, i) => {
      const owners = phoneOwner.get(phone) ?? [];
      const stranger = owners.find((o) => !related(place, o.place));
      if (stranger)
        report(
          `phones[${i}]`,
          `"${phone}" is also the phone of "${stranger.place.id}" (${stranger.file})`,
          `${relationFix(stranger.place.id)}; if the number belongs to the other place only, remove it here`,
        );
      phoneOwner.set(phone, [...owners, { file, place }]);
    });
    for (const kind of LINK_KINDS) {
      const value = place.links?.[kind];
      const list = value === undefined ? [] : typeof value === 'string' ? [value] : value;
      list.forEach((url, i) => {
        const key = mapOrganisation(kind, url);
        if (!key) return;
        const owner = organisationOwner.get(key);
        if (owner && owner.place.id !== place.id)
          report(
            typeof value === 'string' ? `links.${kind}` : `links.${kind}[${i}]`,
            `opens the same organisation as the link of "${owner.place.id}" (${owner.file}): the reader would land on that place`,
            `use the link of this place's own card in the map service; if it has none, remove the link${place.inside ? '' : ` (with inside: '${owner.place.id}' the card points to that place)`}`,
          );
        else organisationOwner.set(key, { file, place });
      });
    }
  });
  return issues;
}

/** All problems as one readable message, for the build log. */
export function formatIssues(issues: readonly PlaceIssue[]): string {
  const lines = issues.map((i) => `- ${i.file} › ${i.id} › ${i.field}: ${i.problem}.\n  Fix: ${i.fix}.`);
  return `The place catalogue has ${issues.length} problem${issues.length === 1 ? '' : 's'}:\n${lines.join('\n')}`;
}
