/**
 * The readers' change record (issue #30): when a fact changes — a number, a rule, a phone, an address,
 * hours — the editor adds one line to the page's front matter:
 *
 *   changes:
 *     - '2025-08-01 #registration Госпошлина за регистрацию пересчитана по новой БРВ — 412 000 сум.'
 *
 * The date the change took effect (a day «2025-08-01»; when only the month or the year is known,
 * «2025-08» or «2025»; when not even that, the month it became known), the section's anchor
 * on that page, optionally the status the facts give the change in brackets (CHANGE_STATUSES:
 * «(по сообщениям СМИ)», «(расчёт по БРВ)», «(не позднее)» when the date is only when it became
 * known), and one sentence for readers. The quotes are needed: YAML reads an unquoted «#» as
 * the start of a comment. The build validates every line (src/remark/validateBlocks.ts) and collects
 * them for /changes, the Atom feed /changes.xml, the home page and the page's own header line
 * (src/plugins/changes).
 *
 * Pure functions: no DOM, no Node, so the build, the components and the tests share them.
 */
import { MONTHS, MONTHS_GENITIVE, type YearMonth } from '../src/lib/month';

export const CHANGES_FIELD = 'changes';
/** The Atom feed's file next to the pages (src/plugins/changes); /changes offers to copy its address. */
export const FEED_FILE = 'changes.xml';
/** One sentence, not a paragraph: it must fit a feed title and a phone's line or two. */
export const MAX_CHANGE_TEXT = 200;
/** A page shows «Изменения: …» under its date line while its newest change is this recent. */
export const RECENT_CHANGE_MONTHS = 12;
/** How many changes the home page's line names: two keep it to a few lines on a phone. */
export const HOME_CHANGES = 2;

/**
 * What the facts say about a change beyond its date (issue #47 §5), kept with it wherever it is shown:
 * - «по сообщениям СМИ»: only news reports say so;
 * - «расчёт по БРВ»: the sum is worked out from the БРВ, no source states it;
 * - «не позднее»: the date is when the change became known (a source page's edit), not when it
 *   took effect; shown as «не позднее мая 2025».
 */
export const CHANGE_STATUSES = ['по сообщениям СМИ', 'расчёт по БРВ', 'не позднее'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** One line of a page's record, as written. */
export type Change = {
  /** «2025-08-01», «2025-08» or «2025». */
  date: string;
  /** The section on the page: a heading's {#anchor}, an <Anchor id> or a place card's id. */
  anchor: string;
  /** The facts' qualifier, when they give one. */
  status?: ChangeStatus;
  text: string;
};

/** A change as the site shows it: with its page. */
export type PageChange = Change & {
  /** Stable across builds for the same line: the offline copy remembers which ones the reader has seen. */
  id: string;
  /** The page's route, «/samarkand/visa». */
  page: string;
  pageTitle: string;
};

const LINE = /^(\d{4}(?:-\d{2}(?:-\d{2})?)?)\s+#([A-Za-z0-9_-]+)\s+(?:\(([^)]*)\)\s+)?(\S[\s\S]*)$/;

/** A parsed line, or the reason in Russian why it is not one. */
export function parseChange(raw: unknown): Change | { error: string } {
  if (raw instanceof Date) {
    return {
      error:
        'строка прочитана как одна дата: возьмите её целиком в одинарные кавычки — без них YAML считает знак # началом комментария',
    };
  }
  if (typeof raw !== 'string') {
    return { error: `ожидается строка вида '2025-08-01 #registration Что изменилось.', а не ${JSON.stringify(raw)}` };
  }
  const m = LINE.exec(raw.trim());
  if (!m) {
    return {
      error: `«${raw}» не распознана; ожидается '2025-08-01 #якорь Одно предложение для читателя.' (дата, якорь раздела, текст)`,
    };
  }
  const [, date, anchor, rawStatus, text] = m;
  if (!isChangeDate(date))
    return { error: `дата «${date}» не существует; ожидается «2025-08-01», «2025-08» или «2025»` };
  const status = rawStatus === undefined ? undefined : CHANGE_STATUSES.find((s) => s === rawStatus.trim());
  if (rawStatus !== undefined && !status) {
    return {
      error: `статус «(${rawStatus})» не из списка; допустимы ${CHANGE_STATUSES.map((s) => `«(${s})»`).join(', ')}`,
    };
  }
  if (status === 'не позднее' && date.length === 10) {
    return { error: 'статус «(не позднее)» — у месяца или года, когда об изменении стало известно, а не у дня' };
  }
  if (text.length > MAX_CHANGE_TEXT) {
    return {
      error: `текст длиннее ${MAX_CHANGE_TEXT} знаков (${text.length}): одно предложение о том, что изменилось`,
    };
  }
  return { date, anchor, ...(status ? { status } : {}), text: text.replace(/\s+/g, ' ') };
}

export function isChangeDate(value: string): boolean {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), m[2] ? Number(m[2]) : 1, m[3] ? Number(m[3]) : 1];
  if (year < 2000 || month < 1 || month > 12) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** The month of a change date (January for a year alone). */
export function changeMonth(date: string): YearMonth {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) || 1 };
}

/** «1 августа 2025»; for a month alone «август 2025», for a year alone «2025 год». */
export function formatChangeDate(date: string): string {
  const { year, month } = changeMonth(date);
  if (date.length === 4) return `${year}\u00a0год`;
  if (date.length === 7) return `${MONTHS[month - 1]} ${year}`;
  return `${Number(date.slice(8, 10))}\u00a0${MONTHS_GENITIVE[month - 1]} ${year}`;
}

/**
 * The date with the facts' qualifier, as every place that shows a change writes it: «1 августа 2025,
 * по сообщениям СМИ», «1 августа 2025, расчёт по БРВ», «не позднее мая 2025», «2025 год».
 */
export function formatChangeWhen({ date, status }: Pick<Change, 'date' | 'status'>): string {
  if (status === 'не позднее') {
    const { year, month } = changeMonth(date);
    return date.length === 4 ? `не позднее ${year}\u00a0года` : `не позднее ${MONTHS_GENITIVE[month - 1]} ${year}`;
  }
  const when = formatChangeDate(date);
  return status ? `${when}, ${status}` : when;
}

/** «Август 2025»: the heading of a month's group on /changes; «2025 год» for changes dated by year alone. */
export function formatChangeMonth(date: string): string {
  if (date.length === 4) return `${date}\u00a0год`;
  const { year, month } = changeMonth(date);
  const name = MONTHS[month - 1];
  return `${name[0].toUpperCase()}${name.slice(1)} ${year}`;
}

/** The id of a line: its page, section and date; two lines with all three the same are refused. */
export function changeId(page: string, change: Change): string {
  return `${page.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home'}-${change.anchor}-${change.date}`;
}

/** Newest first; on the same day, by page, then section, so that the order never depends on the build. */
export function sortChanges<T extends PageChange>(changes: readonly T[]): T[] {
  return [...changes].sort(
    (a, b) =>
      b.date.padEnd(10, '-00').localeCompare(a.date.padEnd(10, '-00')) ||
      a.page.localeCompare(b.page) ||
      a.anchor.localeCompare(b.anchor),
  );
}

/** Groups of one month each, newest month first, for /changes. */
export function byMonth<T extends PageChange>(changes: readonly T[]): { month: string; changes: T[] }[] {
  const groups: { month: string; changes: T[] }[] = [];
  for (const change of sortChanges(changes)) {
    const month = change.date.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.changes.push(change);
    else groups.push({ month, changes: [change] });
  }
  return groups;
}

/** A page's own parsed lines (invalid ones are the build's to report; here they are skipped). */
export function pageChanges(frontMatter: Record<string, unknown> | undefined): Change[] {
  const raw = frontMatter?.[CHANGES_FIELD];
  if (!Array.isArray(raw)) return [];
  return raw.map(parseChange).filter((c): c is Change => !('error' in c));
}

/** The changes dated within RECENT_CHANGE_MONTHS before the build month, newest first. */
export function recentChanges<T extends Change>(changes: readonly T[], built: YearMonth): T[] {
  const cutoff = built.year * 12 + built.month - 1 - RECENT_CHANGE_MONTHS;
  return changes
    .filter((c) => {
      const { year, month } = changeMonth(c.date);
      return year * 12 + month - 1 > cutoff;
    })
    .sort((a, b) => b.date.padEnd(10, '-00').localeCompare(a.date.padEnd(10, '-00')));
}

/** «1 изменение», «3 изменения», «5 изменений». */
export function changesCount(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word =
    mod10 === 1 && mod100 !== 11
      ? 'изменение'
      : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14)
        ? 'изменения'
        : 'изменений';
  return `${n}\u00a0${word}`;
}
