/** Months as authors write them in `facts_date` / `checked` and <Verified date="…">: «2025-05». */

export type YearMonth = { year: number; month: number };

/** Month names as a reader says them alone: «май 2025». */
export const MONTHS = [
  'январь',
  'февраль',
  'март',
  'апрель',
  'май',
  'июнь',
  'июль',
  'август',
  'сентябрь',
  'октябрь',
  'ноябрь',
  'декабрь',
] as const;

/** «1 марта»: month names in the genitive, for full dates. */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
];

/**
 * «21 ноября 2026», the day in UTC (so a page's server render and its hydration agree
 * wherever the reader is). Used instead of Intl.DateTimeFormat, whose first use on a page
 * loads the locale's calendar data (issue #11).
 */
export function formatUtcDay(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS_GENITIVE[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/**
 * «2025-05» → {year: 2025, month: 5}. Also takes «2025-05-10» and a Date: YAML reads a full
 * date in front matter as a Date, and the day is simply dropped.
 */
export function parseYearMonth(input: unknown): YearMonth | null {
  if (input instanceof Date) {
    return Number.isNaN(input.getTime()) ? null : { year: input.getUTCFullYear(), month: input.getUTCMonth() + 1 };
  }
  if (typeof input !== 'string') return null;
  // The day and a time are dropped: front matter dates reach the client as ISO timestamps.
  const m = /^(\d{4})-(\d{2})(?:-(\d{2})(?:T[\d:.]+Z?)?)?$/.exec(input.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  if (month < 1 || month > 12 || year < 2000) return null;
  if (m[3] !== undefined && (Number(m[3]) < 1 || Number(m[3]) > 31)) return null;
  return { year, month };
}

/** {2025, 5} → «май 2025». */
export function formatYearMonth({ year, month }: YearMonth): string {
  return `${MONTHS[month - 1]} ${year}`;
}

/** Whole calendar months from `from` to `to` (negative if `from` is later). */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  return (to.year - from.year) * 12 + (to.month - from.month);
}

/** `YYYY-MM` for links and storage. */
export function toIsoMonth({ year, month }: YearMonth): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** Stems that name a month in any case: «май», «мая», «маю», «мае»; «август», «августа». For patterns. */
export const MONTH_STEMS = [
  'январ',
  'феврал',
  'март',
  'апрел',
  'ма[йяюе]',
  'июн',
  'июл',
  'август',
  'сентябр',
  'октябр',
  'ноябр',
  'декабр',
];
