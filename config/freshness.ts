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
import { monthsBetween, parseYearMonth, type YearMonth } from '../src/lib/month';

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
