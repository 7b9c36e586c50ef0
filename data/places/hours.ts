/**
 * Opening hours: the one format the catalogue uses, its parser, the
 * «open now» check in Samarkand time and the Russian display.
 *
 * Data format (data/places/*.ts): `hours: [{ days: '1-6', time: '08:00-15:00' }]`
 * - `days`: 1 = Monday … 7 = Sunday; a range `1-5`, a list `1,3,5`, or both
 *   `1-3,6`. Omitted means every day.
 * - `time`: `HH:MM-HH:MM` (24-hour, two-digit hours; `24:00` is midnight at
 *   the end of the day; an end before the start runs past midnight),
 *   `24h` for round the clock, or `closed`.
 * - `note`: optional Russian remark for that row; the card shows it and
 *   does not claim «open» or «closed» while that row applies.
 * Days no row mentions are shown as days off.
 *
 * Pure code: runs at build time and in the browser.
 */

export interface HoursEntry {
  days?: string;
  time: string;
  note?: string;
}

/** One parsed row. Minutes from midnight; `to` ≤ `from` means past midnight. */
export interface HoursRule {
  days: number[];
  from: number;
  to: number;
  closed?: true;
  note?: string;
}

export class HoursError extends Error {
  constructor(
    message: string,
    readonly index: number,
    readonly field: 'days' | 'time',
  ) {
    super(message);
  }
}

/** Samarkand is UTC+5 all year (no daylight saving). */
export const SAMARKAND_UTC_OFFSET_MINUTES = 5 * 60;

const DAY_SHORT = ['', 'пн', 'вт', 'ср', 'чт', 'пт', 'сб', 'вс'];

function parseDays(spec: string | undefined, index: number): number[] {
  if (spec === undefined) return [1, 2, 3, 4, 5, 6, 7];
  if (!/^[1-7](-[1-7])?(,[1-7](-[1-7])?)*$/.test(spec)) {
    throw new HoursError(
      `days "${spec}" is not a day list: use 1–7 (1 = Monday), ranges like "1-5" and commas, e.g. "1-5,7"`,
      index,
      'days',
    );
  }
  const days = new Set<number>();
  for (const part of spec.split(',')) {
    const [a, b = a] = part.split('-').map(Number);
    if (b < a)
      throw new HoursError(`days "${part}" runs backwards: write the smaller day first, e.g. "6-7"`, index, 'days');
    for (let d = a; d <= b; d++) days.add(d);
  }
  return [...days].sort((x, y) => x - y);
}

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
}

function parseTime(time: string, index: number): Pick<HoursRule, 'from' | 'to' | 'closed'> {
  if (time === '24h') return { from: 0, to: 24 * 60 };
  if (time === 'closed') return { from: 0, to: 0, closed: true };
  const m = /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(time);
  if (!m) {
    throw new HoursError(
      `time "${time}" is not "HH:MM-HH:MM", "24h" or "closed" (write 8:00 as 08:00, no spaces, a plain hyphen)`,
      index,
      'time',
    );
  }
  const [from, to] = [minutes(m[1]), minutes(m[2])];
  const valid = (v: string, max: number) => Number(v.slice(3)) < 60 && minutes(v) <= max;
  if (!valid(m[1], 23 * 60 + 59) || !valid(m[2], 24 * 60)) {
    throw new HoursError(
      `time "${time}" has an impossible clock time: hours run 00–23 (24:00 only as an end), minutes 00–59`,
      index,
      'time',
    );
  }
  if (from === to)
    throw new HoursError(
      `time "${time}" opens and closes at the same minute: for round the clock write "24h"`,
      index,
      'time',
    );
  return { from, to: to === 0 ? 24 * 60 : to };
}

/** Parse and check a place's hours. Throws HoursError naming the row and field. */
export function parseHours(entries: readonly HoursEntry[]): HoursRule[] {
  const seen = new Map<number, number>();
  return entries.map((entry, index) => {
    const days = parseDays(entry.days, index);
    for (const d of days) {
      const other = seen.get(d);
      if (other !== undefined) {
        throw new HoursError(
          `${DAY_SHORT[d]} (day ${d}) is listed in rows ${other} and ${index}: give each day one row`,
          index,
          'days',
        );
      }
      seen.set(d, index);
    }
    const rule: HoursRule = { days, ...parseTime(entry.time, index) };
    if (entry.note) rule.note = entry.note;
    return rule;
  });
}

/** Day of week (1 = Monday) and minute of day in Samarkand for an instant. */
export function samarkandClock(at: Date): { day: number; minute: number } {
  const local = new Date(at.getTime() + SAMARKAND_UTC_OFFSET_MINUTES * 60_000);
  return { day: ((local.getUTCDay() + 6) % 7) + 1, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

export type OpenStatus = 'open' | 'closed' | 'unknown';

/**
 * Whether a place is open at an instant, in Samarkand time. `unknown` when
 * the deciding row carries a note (e.g. «два воскресенья в месяц — выходной»).
 */
export function openStatus(rules: readonly HoursRule[], at: Date): OpenStatus {
  const { day, minute } = samarkandClock(at);
  const yesterday = day === 1 ? 7 : day - 1;
  let status: OpenStatus = 'closed';
  const decide = (rule: HoursRule) => {
    if (status !== 'open') status = rule.note ? 'unknown' : 'open';
  };
  for (const rule of rules) {
    if (rule.closed) continue;
    const overnight = rule.to <= rule.from;
    if (rule.days.includes(day) && minute >= rule.from && (overnight || minute < rule.to)) decide(rule);
    // The tail of yesterday's late shift, e.g. Friday 10:00-01:00 at Saturday 00:30.
    if (overnight && rule.days.includes(yesterday) && minute < rule.to) decide(rule);
  }
  return status;
}

function clock(m: number): string {
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}

function dayLabel(days: readonly number[]): string {
  if (days.length === 7) return 'ежедневно';
  // Contiguous runs: [1,2,3,5] → «пн–ср, пт».
  const runs: string[] = [];
  for (let i = 0; i < days.length; ) {
    let j = i;
    while (j + 1 < days.length && days[j + 1] === days[j] + 1) j++;
    runs.push(
      j === i
        ? DAY_SHORT[days[i]]
        : j === i + 1
          ? `${DAY_SHORT[days[i]]}, ${DAY_SHORT[days[j]]}`
          : `${DAY_SHORT[days[i]]}–${DAY_SHORT[days[j]]}`,
    );
    i = j + 1;
  }
  return runs.join(', ');
}

export interface HoursLine {
  days: string;
  time: string;
  note?: string;
}

/** Russian lines for display: «пн–сб 8:00–15:00», then the days off. */
export function formatHours(rules: readonly HoursRule[]): HoursLine[] {
  const lines: HoursLine[] = rules.map((r) => ({
    days: dayLabel(r.days),
    time: r.closed
      ? 'выходной'
      : r.from === 0 && r.to === 24 * 60
        ? 'круглосуточно'
        : `${clock(r.from)}–${clock(r.to)}`,
    ...(r.note ? { note: r.note } : {}),
  }));
  const covered = new Set(rules.flatMap((r) => r.days));
  const off = [1, 2, 3, 4, 5, 6, 7].filter((d) => !covered.has(d));
  if (off.length) lines.push({ days: dayLabel(off), time: 'выходной' });
  return lines;
}
