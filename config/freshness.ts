/**
 * The dates a reader can trust, in one place for the site and for `npm run freshness`:
 *
 * - `facts_date` (front matter, required on guide pages): the month the page's facts refer to,
 *   shown as «Сведения на май 2025». Not the day someone typed them in, not a commit date.
 * - `checked` (front matter, optional): the month a maintainer re-checked the whole page against
 *   its sources, shown as «Проверено: июль 2026». Only a check that really happened.
 *
 * A page counts as possibly outdated when the newer of the two is more than STALE_AFTER_MONTHS
 * before the build month. The build month is fixed at build time, so server and browser render
 * the same line (no hydration mismatch) and it never depends on the reader's clock.
 */
import {
  formatYearMonth,
  monthsBetween,
  MONTHS_GENITIVE,
  parseYearMonth,
  toIsoMonth,
  type YearMonth,
} from '../src/lib/month';

/** More than this many months between the facts (or the last check) and the build month shows the notice. */
export const STALE_AFTER_MONTHS = 12;

/** Front matter field names. Renaming one means renaming it in every page of docs/. */
export const FACTS_FIELD = 'facts_date';
export const CHECKED_FIELD = 'checked';

/** "YYYY-MM" of the build, in Samarkand time. SAMGUIDE_BUILD_DATE (YYYY-MM[-DD]) pins it for tests. */
export function buildMonth(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const pinned = env.SAMGUIDE_BUILD_DATE?.match(/^(\d{4})-(\d{2})/);
  if (pinned) return `${pinned[1]}-${pinned[2]}`;
  // en-CA formats as YYYY-MM-DD; the time zone keeps a build at 23:30 UTC on the 31st in the right month.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Samarkand', year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);
}

export type Freshness = {
  /** The month the facts refer to. */
  facts: YearMonth;
  /** The month of the last real re-check, if any. */
  checked?: YearMonth;
  /** Whole months from the newer of the two to the build month. */
  age: number;
  stale: boolean;
};

/**
 * How fresh a page (or a section) is. `facts` and `checked` are raw front matter values
 * («2025-05», or a Date when YAML read a full date); returns null when `facts` is missing or
 * malformed (the build has already failed on that: src/remark/validateBlocks.ts).
 */
export function freshness(facts: unknown, checked: unknown, built: unknown): Freshness | null {
  const f = parseYearMonth(facts);
  if (!f) return null;
  const c = parseYearMonth(checked) ?? undefined;
  const b = parseYearMonth(built);
  const newest = c && monthsBetween(f, c) > 0 ? c : f;
  const age = b ? Math.max(0, monthsBetween(newest, b)) : 0;
  return { facts: f, ...(c ? { checked: c } : {}), age, stale: age > STALE_AFTER_MONTHS };
}

/** Both fields of a page's front matter, as written. */
export function pageDateFields(frontMatter: Record<string, unknown> | undefined): {
  facts: unknown;
  checked: unknown;
} {
  return { facts: frontMatter?.[FACTS_FIELD], checked: frontMatter?.[CHECKED_FIELD] };
}

/**
 * Derived at build by src/remark/pageDates.ts, never written by hand: the dates marked in the
 * page's text (<Dated on>, <Verified date>, <Brv>, dated prices of the cards it shows), as
 * sorted `YYYY` / `YYYY-MM`. The header states their span next to `facts_date`.
 */
export const TEXT_DATES_FIELD = 'dates_in_text';

/** Front matter: the official places to re-check the page's facts, named in the stale notice. */
export const SOURCES_FIELD = 'sources';

export type Source = { label: string; url: string };

/** A date as marked in the text: `2025-08`, or `2023` when only the year is known. */
const TEXT_DATE = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/;

export function isTextDate(value: unknown): value is string {
  return typeof value === 'string' && TEXT_DATE.test(value) && Number(value.slice(0, 4)) >= 2000;
}

/** «ноября 2023», «2023 года». */
function genitive(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return month ? `${MONTHS_GENITIVE[month - 1]} ${year}` : `${year} года`;
}

/** «январь 2026», «2023 год». */
function nominative(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return month ? formatYearMonth({ year, month }) : `${year} год`;
}

/**
 * The dates in the text other than the page's own month, oldest and newest, or null when the
 * text carries none. A year alone sorts before the months of that year.
 */
export function otherDates(facts: unknown, textDates: unknown): { from: string; to: string } | null {
  const f = parseYearMonth(facts);
  const own = f ? toIsoMonth(f) : undefined;
  const dates = (Array.isArray(textDates) ? textDates : []).filter(isTextDate).filter((d) => d !== own);
  if (dates.length === 0) return null;
  const sorted = [...new Set(dates)].sort();
  return { from: sorted[0], to: sorted[sorted.length - 1] };
}

/** «отдельные — от ноября 2023 до января 2026, даты указаны в тексте» (or «— на январь 2026»). */
export function formatOtherDates({ from, to }: { from: string; to: string }): string {
  const span = from === to ? `на ${nominative(from)}` : `от ${genitive(from)} до ${genitive(to)}`;
  return `отдельные — ${span}, даты указаны в тексте`;
}

/**
 * What the page header says about the age of the page's facts (issue #47 §1), from the dates the page
 * itself carries, not from a source's edit month:
 * - `span`: the oldest and newest fact dates of the text (`dates_in_text`: <Dated>, <Price asOf>,
 *   <Brv>, dated card prices), without the months of the page's change records — «Сведения
 *   2022–2024 годов»; null when the text dates nothing, and then the header says «не позднее» the
 *   month of `facts_date` (when the page's sources were last edited);
 * - `newsTo`: the newest change record, when it is newer than the span — «и новости до января 2026»;
 * - `newest`: the month the age («старше года») counts from: the span's end (a year alone counts from
 *   its January), or `facts_date` without a span; a real re-check (`checked`) when later.
 */
export type FactsAge = {
  span: { from: string; to: string } | null;
  newsTo?: string;
  notAfter: YearMonth;
  newest: YearMonth;
  age: number;
  stale: boolean;
};

const monthOf = (date: string): YearMonth => ({ year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) || 1 });
/** A year alone sorts before the months of that year. */
const sortKey = (date: string) => (date.length === 4 ? `${date}-00` : date.slice(0, 7));

export function factsAge(
  facts: unknown,
  checked: unknown,
  built: unknown,
  textDates: unknown,
  newsDates: unknown = [],
): FactsAge | null {
  const notAfter = parseYearMonth(facts);
  if (!notAfter) return null;
  const news = (Array.isArray(newsDates) ? newsDates : [])
    .filter((d): d is string => typeof d === 'string' && /^\d{4}(-\d{2}){0,2}$/.test(d))
    .map((d) => (d.length > 7 ? d.slice(0, 7) : d));
  // A change's month in the text is that news; so is a year alone that a change of that year names («с 2026 года»).
  const facts_ = (Array.isArray(textDates) ? textDates : [])
    .filter(isTextDate)
    .filter((d) => !news.includes(d) && !(d.length === 4 && news.some((n) => n.startsWith(d))));
  const sorted = [...new Set(facts_)].sort((a, b) => sortKey(a).localeCompare(sortKey(b)));
  const span = sorted.length > 0 ? { from: sorted[0], to: sorted[sorted.length - 1] } : null;
  const end = span ? span.to : toIsoMonth(notAfter);
  const newestNews = [...news].sort((a, b) => sortKey(a).localeCompare(sortKey(b))).at(-1);
  const newsTo = newestNews && sortKey(newestNews) > sortKey(end) ? newestNews : undefined;
  let newest = span ? monthOf(span.to) : notAfter;
  const c = parseYearMonth(checked);
  if (c && monthsBetween(newest, c) > 0) newest = c;
  const b = parseYearMonth(built);
  const age = b ? Math.max(0, monthsBetween(newest, b)) : 0;
  return { span, ...(newsTo ? { newsTo } : {}), notAfter, newest, age, stale: age > STALE_AFTER_MONTHS };
}

/** «2023 года», «мая 2024 года». */
function genitiveFull(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return month ? `${MONTHS_GENITIVE[month - 1]} ${year}\u00a0года` : `${year}\u00a0года`;
}

/**
 * The header's words, the same under the title and at the bottom of the page: «Сведения 2022–2024
 * годов», «Сведения 2023 года», «Сведения на май 2024 года», «Сведения не позднее мая 2025 года»,
 * each with «и новости до января 2026» when the page's news are newer.
 */
export function formatFactsAge(age: Pick<FactsAge, 'span' | 'newsTo' | 'notAfter'>): string {
  return factsAgeParts(age).join(' ');
}

/** The header's words in the two parts a narrow line may wrap between: the facts, then their news. */
export function factsAgeParts({ span, newsTo, notAfter }: Pick<FactsAge, 'span' | 'newsTo' | 'notAfter'>): string[] {
  let text: string;
  if (!span) text = `не позднее ${genitiveFull(toIsoMonth(notAfter))}`;
  else if (span.from === span.to)
    text = span.to.length === 4 ? genitiveFull(span.to) : `на ${nominative(span.to)}\u00a0года`;
  else if (span.from.slice(0, 4) === span.to.slice(0, 4)) text = genitiveFull(span.to.slice(0, 4));
  else text = `${span.from.slice(0, 4)}–${span.to.slice(0, 4)}\u00a0годов`;
  const parts = [`Сведения ${text}`];
  if (newsTo) parts.push(newsTo.length === 4 ? `и новости ${newsTo}\u00a0года` : `и новости до ${genitive(newsTo)}`);
  return parts;
}

/** The page's `sources`, keeping only well-formed entries (the build has refused the others). */
export function pageSources(frontMatter: Record<string, unknown> | undefined): Source[] {
  const raw = frontMatter?.[SOURCES_FIELD];
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (s): s is Source => typeof s === 'object' && s !== null && typeof s.label === 'string' && typeof s.url === 'string',
  );
}

/** What is wrong with a `sources` value, one message per problem (empty when it is fine). */
export function sourcesProblems(raw: unknown): string[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length === 0)
    return ['ожидается список: «- label: Портал госуслуг» и «url: https://my.gov.uz» в каждом пункте'];
  return raw.flatMap((s: unknown, i) => {
    const at = `пункт ${i + 1}`;
    if (typeof s !== 'object' || s === null) return [`${at}: ожидается label и url`];
    const { label, url } = s as Record<string, unknown>;
    const problems: string[] = [];
    if (typeof label !== 'string' || !label.trim()) problems.push(`${at}: нет label — как читателю назвать сайт`);
    if (typeof url !== 'string' || !/^https:\/\/[^\s/]+\.[^\s]+$/.test(url))
      problems.push(`${at}: url «${String(url)}» — ожидается адрес https://…`);
    const extra = Object.keys(s).filter((k) => k !== 'label' && k !== 'url');
    if (extra.length) problems.push(`${at}: неизвестные поля ${extra.join(', ')} (допустимы label и url)`);
    return problems;
  });
}
