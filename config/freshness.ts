/**
 * Freshness marks («Проверено: май 2025»): when a page or section counts as possibly outdated.
 * The build month is fixed at build time, so server and browser render the same mark
 * (no hydration mismatch) and the warning never depends on the reader's clock.
 */

/** More than this many months between `last_verified` and the build month shows the warning. */
export const STALE_AFTER_MONTHS = 12;

/** "YYYY-MM" of the build, in Samarkand time. SAMGUIDE_BUILD_DATE (YYYY-MM[-DD]) pins it for tests. */
export function buildMonth(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  const pinned = env.SAMGUIDE_BUILD_DATE?.match(/^(\d{4})-(\d{2})/);
  if (pinned) return `${pinned[1]}-${pinned[2]}`;
  // en-CA formats as YYYY-MM-DD; the time zone keeps a build at 23:30 UTC on the 31st in the right month.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Samarkand', year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);
}
