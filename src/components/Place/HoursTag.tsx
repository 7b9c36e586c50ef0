/**
 * «(часы не позднее мая 2025)»: how old a place's hours are (issue #47 §2), muted like a price's tag,
 * on a card under the hours, in a /map list group's heading, after the /map filter and (as HTML) in
 * the map balloon. In brackets, not « · »: on a phone it often starts a line of its own (screenshots
 * at 360 px: after the «Открыто сейчас» badge or the filter's words, « · » opened the line).
 */
import DateTag from '@site/src/components/DateTag';
import { freshness } from '@site/config/freshness';
import type { HoursDate } from '@site/data/places/hoursDate';

/** The tag's label: the date is of the hours, not of the place's other facts. */
export const HOURS_LABEL = 'часы';

/**
 * Old hours say their date on the hours line: more than STALE_AFTER_MONTHS before the build month,
 * the same rule and the same clock (config/freshness.ts, `buildMonth`) as the page header's «старше года».
 */
export function hoursAreOld(date: HoursDate, buildMonth: unknown): boolean {
  return freshness(date.asOf, undefined, buildMonth)?.stale ?? false;
}

export default function HoursTag({ date, className }: { date: HoursDate; className?: string }) {
  return <DateTag asOf={date.asOf} label={HOURS_LABEL} notAfter={date.notAfter} brackets className={className} />;
}
