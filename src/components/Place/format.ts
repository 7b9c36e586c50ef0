/** Small Russian formatters shared by the place card and the map balloon. */
import { formatYearMonth, MONTHS_GENITIVE, parseYearMonth } from '@site/src/lib/month';
import { LINK_LABELS, type LinkKind } from '@site/data/places/links';
import type { PlaceFactsDate } from '@site/data/places/factsDate';
import type { PlaceLink } from '@site/data/places/types';
import { formatFactsAge } from '@site/config/freshness';

/** '2026-06-11' → «июнь 2026», the site's precision for «Проверено». */
export function formatChecked(iso: string): string {
  const ym = parseYearMonth(iso);
  return ym ? formatYearMonth(ym) : iso;
}

/**
 * The date of a card's dated facts in the page header's words (config/freshness.ts), for the
 * «Сведения устарели» form: «Сведения 2023 года», «Сведения на сентябрь 2024 года»; '' without one.
 */
export function formatFactsDate(facts: PlaceFactsDate | null): string {
  if (!facts) return '';
  // The header's grammar knows years and months: a day-dated price is dated by its month.
  const date = facts.date.slice(0, 7);
  return formatFactsAge({ span: { from: date, to: date }, notAfter: monthOf(date) });
}

const monthOf = (date: string) => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) || 1 });

/** When a price was known: «на 2023 год», «на сентябрь 2024 года», «на 23 сентября 2024 года». */
export function formatAsOf(asOf: string): string {
  const [year, month, day] = asOf.split('-').map(Number);
  let words: string;
  if (day) words = `на ${day} ${MONTHS_GENITIVE[month - 1]} ${year} года`;
  else if (month) words = `на ${formatYearMonth({ year, month })} года`;
  else words = `на ${year} год`;
  // One unit on a phone: «(на | 2023 год)» must not break inside the brackets.
  return words.replace(/ /g, '\u00a0');
}

/** Link text: the service's name; with two links of a kind, each gets its handle («Telegram @kiwisamarkand»). */
export function linkLabel(link: PlaceLink, all: readonly PlaceLink[]): string {
  const label = LINK_LABELS[link.kind as LinkKind];
  if (all.filter((l) => l.kind === link.kind).length < 2) return label;
  const handle = /^https:\/\/t\.me\/([\w]+)\/?$/.exec(link.url)?.[1];
  return handle ? `${label} @${handle}` : label;
}

const NBSP = '\u00a0';

/**
 * Russian typography for catalogue text, applied at render so the data stays
 * plain to edit: a non-breaking space between a number and the word after it
 * («10–15 минут», «с 8 лет») and before a dash, so no line starts with «—».
 */
export function typeset(text: string): string {
  return text.replace(/(\d) (?=[\p{L}%№])/gu, `$1${NBSP}`).replace(/ (—|–) /g, `${NBSP}$1 `);
}
