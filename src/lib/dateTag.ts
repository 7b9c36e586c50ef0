/**
 * The short date tag that stands right after a number that can change («1 400 сум · 2023»),
 * after a card's hours when they are old, and in a table column's header. One form everywhere,
 * so a reader learns it once: a year «2023», a month «май 2024», a day «3 мая 2024».
 * It is a fact's date only: a rate's date and a text-edit date are written differently
 * (CONTRIBUTING.md, «Как писать даты»).
 */
import { MONTHS, MONTHS_GENITIVE } from './month';

/** Dates as the data writes them: YYYY, YYYY-MM or YYYY-MM-DD. */
const AS_OF = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;

export function isAsOf(value: string): boolean {
  const m = AS_OF.exec(value);
  if (!m) return false;
  const month = m[2] ? Number(m[2]) : 1;
  const day = m[3] ? Number(m[3]) : 1;
  return Number(m[1]) >= 2000 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

/**
 * «2023», «май 2024», «3 мая 2024», with non-breaking spaces (a tag never breaks inside). `notAfter`:
 * the date is only when a source last changed, not the fact's own — «не позднее июня 2026»,
 * «не позднее 2026 года» (CONTENT.md: a source page's edit date is «не позднее …»).
 */
export function formatDateTag(asOf: string, notAfter = false): string {
  if (notAfter) {
    const m = AS_OF.exec(asOf);
    if (!m || !isAsOf(asOf)) throw new Error(`Date tag: «${asOf}» is not YYYY, YYYY-MM or YYYY-MM-DD`);
    const words = m[2] ? `${MONTHS_GENITIVE[Number(m[2]) - 1]} ${m[1]}` : `${m[1]} года`;
    return `не позднее ${words}`.replace(/ /g, '\u00a0');
  }
  const m = AS_OF.exec(asOf);
  if (!m || !isAsOf(asOf)) throw new Error(`Date tag: «${asOf}» is not YYYY, YYYY-MM or YYYY-MM-DD`);
  const [, year, month, day] = m;
  let text = year;
  if (day) text = `${Number(day)} ${MONTHS_GENITIVE[Number(month) - 1]} ${year}`;
  else if (month) text = `${MONTHS[Number(month) - 1]} ${year}`;
  return text.replace(/ /g, '\u00a0');
}
