/**
 * Editorial checks for the pages in docs/ (issue #14, rules 1–3 of the editors' conventions,
 * CONTRIBUTING.md «Как писать о неточных и датированных сведениях»): a page opens with the
 * answer, never with an announcement; no note meant for writers reaches the reader; a sentence
 * carries at most one hedge.
 *
 * The detectors work on the MDX source with everything that is not prose (front matter, imports,
 * JSX tags, code, comments) blanked out character for character, so an offset in the prose is an
 * offset in the file and every finding names its line.
 */

import { MONTH_STEMS, MONTHS } from '../../src/lib/month';

export interface Finding {
  line: number;
  rule:
    | 'opening'
    | 'writers-note'
    | 'hedges'
    | 'hedge-repeat'
    | 'date-density'
    | 'date-repeat'
    | 'date-form'
    | 'unit-space';
  message: string;
}

/** Openings that announce the page instead of answering (rule 1). */
export const ANNOUNCING = [
  'Здесь вы узнаете',
  'Здесь вы найдёте',
  'Здесь собран',
  'Здесь собраны',
  'Здесь собрано',
  'Здесь рассказ',
  'На этой странице',
  'Эта страница',
  'В этом разделе',
  'Из этой статьи',
];

/** Notes meant for the guide's writers, not its readers (rule 2). */
export const WRITERS_PHRASES = [
  'в наших источниках',
  'в справочнике нет',
  'мы не проверяли',
  'сами мы',
  'не проверяли',
  'не проверял',
  'из авторов',
  'появился в списке',
  'без ссылки на конкретный документ',
  'по нашим данным',
  'в нашем списке',
  'источник не указал',
];

/**
 * Shapes of such notes (rule 2), caught as patterns rather than fixed strings: a source that does not
 * say something («источник не указан», «источники не называют»), «исходные сведения», «так сказано в
 * сведениях», «в сведениях нет». Whole words, case-insensitive, ё = е, any space.
 */
export const WRITERS_PATTERNS = [
  'источник\\p{L}*(?: \\p{L}+)? (?:не|ничего не|нигде не) \\p{L}+',
  'не (?:указан|указано|указана|указаны|назван|названо|названа|названы|сказано) в (?:источник|сведени|данн)\\p{L}*',
  '(?:в|по|из) исходн\\p{L}+ (?:сведени|данн|материал|источник)\\p{L}*',
  '(?:так|как) (?:сказано|написано|указано) в (?:сведени|источник|данн)\\p{L}*',
  'в (?:сведениях|источнике|источниках|наших данных) (?:нет|не \\p{L}+)',
];

/** What the hedge block `<Unconfirmed />` leaves in the prose the detectors read. */
const UNCONFIRMED_WORD = 'Unconfirmed';

/** Words that mark a fact as uncertain (rule 3): at most one per sentence. */
export const HEDGES = [
  UNCONFIRMED_WORD,
  // Variants of the two markers count too, so that «по сообщениям, …, возможно» is caught.
  'по сообщениям(?: СМИ)?',
  'не подтверждено официально',
  'не подтвержден\\p{L}*',
  'по имеющимся (?:сведениям|данным)',
  'по справочным данным',
  'возможно',
  'вероятно',
  'по некоторым данным',
  'якобы',
  'может быть',
  'по слухам',
  // «говорят на узбекском», «говорят по-русски» are about languages, not hearsay.
  'говорят(?![\\s\\u00a0]+(?:на|по-))',
  'предположительно',
  'ориентировочно',
  'скорее всего',
  'по-видимому',
  'видимо',
];

/**
 * The formal hedges (issue #47 §6): each kind once per section (the stretch under a ## heading), where it
 * marks the section's claim; said again sentence after sentence it makes every line sound doubtful.
 * «по тем же сообщениям» refers back to the first and is not a new hedge.
 */
export const SECTION_HEDGES: Record<string, string[]> = {
  unconfirmed: [UNCONFIRMED_WORD, 'официально не подтвержден\\p{L}*', 'не подтвержден\\p{L}*(?: официально)?'],
  news: ['по сообщениям(?: СМИ)?'],
  hearsay: [
    'по некоторым данным',
    'по имеющимся (?:сведениям|данным)',
    'по справочным данным',
    'по слухам',
    'якобы',
    'предположительно',
  ],
};

/** Date mentions per 100 words of a page's running text above which it reads like a ledger (issue #28 §3). */
export const MAX_DATES_PER_100_WORDS = 1.2;
/** Runs of the same date phrase in this many consecutive sentences, list items or table rows fail. */
export const MAX_SAME_DATE_RUN = 2;

const SPACE = '[\\s\\u00a0]+';
/**
 * A whole-word, case-insensitive pattern in which ё and е match each other and any space matches any space.
 * A phrase may hold a little regular-expression syntax (a group, a lookahead); its spaces are word gaps too.
 */
function phrasePattern(phrase: string): string {
  const body = phrase
    .split(' ')
    .map((word) => word.replace(/[её]/gi, (c) => (c === c.toUpperCase() ? '[ЕЁ]' : '[её]')))
    .join(SPACE);
  return `(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`;
}
const anyOf = (phrases: string[]) => new RegExp(phrases.map(phrasePattern).join('|'), 'giu');

const ANNOUNCING_RE = anyOf(ANNOUNCING);
const WRITERS_RE = new RegExp([...WRITERS_PHRASES, ...WRITERS_PATTERNS].map(phrasePattern).join('|'), 'giu');
const HEDGES_RE = anyOf(HEDGES);
const SECTION_HEDGE_RES = Object.entries(SECTION_HEDGES).map(([kind, phrases]) => [kind, anyOf(phrases)] as const);

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/** The source with only its prose left in place: same length, same line breaks. */
export function proseOf(source: string): string {
  let text = source.replace(/^---\n[\s\S]*?\n---\n/, blank);
  text = text.replace(/^```[\s\S]*?^```/gm, blank); // fenced code
  text = text.replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, blank); // MDX and HTML comments
  text = text.replace(/^(?:import|export) .*$/gm, blank);
  text = text.replace(/^:::.*$/gm, blank); // admonition fences and their titles
  // The hedge block stays in the prose as a word, so that the hedge rules count it («Unconfirmed»).
  text = text.replace(
    /<Unconfirmed\s*\/>/g,
    (m) => ` ${UNCONFIRMED_WORD}${blank(m.slice(UNCONFIRMED_WORD.length + 1))}`,
  );
  text = text.replace(/<\/?[A-Za-z][^<>]*>/g, blank); // JSX and HTML tags
  text = text.replace(/`[^`\n]*`/g, blank); // inline code
  text = text.replace(/\]\([^)\s]*\)/g, (m) => ']' + blank(m.slice(1))); // link targets
  text = text.replace(/\{#[\w-]+\}/g, blank); // heading anchors
  return text;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** The sections a reader sees in the table of contents: the prose under each ## heading, with its offset. */
function sectionsOf(prose: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (const m of prose.matchAll(/^#{1,2}[ \t].*$/gm)) {
    spans.push({ start, text: prose.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  spans.push({ start, text: prose.slice(start) });
  return spans;
}

/** Rule 3 (issue #47 §6): the same kind of hedge twice in one section. */
export function checkHedgeRepeats(prose: string): Finding[] {
  const findings: Finding[] = [];
  for (const section of sectionsOf(prose)) {
    for (const [kind, re] of SECTION_HEDGE_RES) {
      const found = [...section.text.matchAll(re)];
      for (const again of found.slice(1)) {
        const first = found[0];
        findings.push({
          line: lineAt(prose, section.start + again.index),
          rule: 'hedge-repeat',
          message: `«${trimmed(again[0])}» again in one section (the first, «${trimmed(first[0])}», is on line ${lineAt(prose, section.start + first.index)}): say it once — for the one claim it qualifies, or once for the section (${kind})`,
        });
      }
    }
  }
  return findings;
}
const trimmed = (s: string) => s.replace(/[\s\u00a0]+/g, ' ').trim();

interface Span {
  start: number;
  text: string;
}

/**
 * Sentences with their offsets. Blocks end at a blank line, a heading, a list item or a table
 * row; table cells are separate; inside a block a sentence ends at . ! ? … before a capital,
 * a quote, a dash or a digit.
 */
export function sentencesOf(prose: string): Span[] {
  const spans: Span[] = [];
  const boundary = /\n[ \t]*\n|\n(?=[ \t]*(?:#|[-*+] |\d+\. |\|))|\||(?<=[.!?…])[\s\u00a0]+(?=[«"(\p{Lu}\d—])/gu;
  let start = 0;
  for (const m of prose.matchAll(boundary)) {
    spans.push({ start, text: prose.slice(start, m.index) });
    start = m.index + m[0].length;
  }
  spans.push({ start, text: prose.slice(start) });
  return spans.filter((s) => /\p{L}/u.test(s.text));
}

/** The first paragraph of prose: the first block of text after front matter and imports that is not a heading. */
export function firstParagraph(prose: string): Span | undefined {
  let start = 0;
  for (const block of prose.split(/(\n[ \t]*\n)/)) {
    const text = block.trim();
    if (/\p{L}/u.test(text) && !text.startsWith('#')) return { start: start + block.indexOf(text), text };
    start += block.length;
  }
  return undefined;
}

export function checkOpening(prose: string): Finding[] {
  const first = firstParagraph(prose);
  if (!first) return [];
  const findings: Finding[] = [];
  for (const sentence of sentencesOf(first.text)) {
    const lead = sentence.text.search(/\S/);
    const head = sentence.text.slice(lead);
    ANNOUNCING_RE.lastIndex = 0;
    const m = ANNOUNCING_RE.exec(head);
    if (m && m.index === 0) {
      findings.push({
        line: lineAt(prose, first.start + sentence.start + lead),
        rule: 'opening',
        message: `the first paragraph announces («${m[0]}…»): open with the answer`,
      });
    }
  }
  return findings;
}

export function checkWritersNotes(prose: string): Finding[] {
  return [...prose.matchAll(WRITERS_RE)].map((m) => ({
    line: lineAt(prose, m.index),
    rule: 'writers-note' as const,
    message: `note meant for writers: «${trimmed(m[0])}»`,
  }));
}

export function checkHedges(prose: string): Finding[] {
  const findings: Finding[] = [];
  for (const sentence of sentencesOf(prose)) {
    const hedges = [...sentence.text.matchAll(HEDGES_RE)];
    if (hedges.length > 1) {
      findings.push({
        line: lineAt(prose, sentence.start + hedges[1].index),
        rule: 'hedges',
        message: `${hedges.length} hedges in one sentence (${hedges.map((h) => `«${trimmed(h[0])}»`).join(', ')}): «${trimmed(sentence.text).slice(0, 120)}»`,
      });
    }
  }
  return findings;
}

const DASH = '[-–—]';
/**
 * A date mention: a year 1900–2099 (with the month or day and month before it, if any), where a range
 * or a pair of years («2023–2025», «2024/25», «2024–2025 годов») is one mention. A number followed by a
 * unit or a currency is an amount, not a year.
 */
const DATE_RE = new RegExp(
  `(?:(?:\\d{1,2}[\\s\\u00a0]+)?(?<month>${MONTH_STEMS.join('|')})\\p{L}*[\\s\\u00a0]+)?` +
    `(?<![\\p{L}\\d$+.,])(?<year>(?:19|20)\\d\\d)(?:[\\s\\u00a0]*(?:${DASH}|/)[\\s\\u00a0]*(?:(?:19|20)?\\d\\d))?` +
    `(?![\\d.,]\\d|[\\s\\u00a0]*(?:сум|\\$|долл|руб|евро|тенге|%|(?:км|мм|мл|кг|мб|гб|шт|м)(?!\\p{L})))`,
  'giu',
);

/** The date mentions of a piece of prose, each with its offset and a normalised key («2025-05» or «2025»). */
export function datesOf(prose: string): { index: number; key: string; text: string }[] {
  return [...prose.matchAll(DATE_RE)].map((m) => {
    const month = m.groups?.month
      ? MONTH_STEMS.findIndex((stem) => new RegExp(`^${stem}`, 'iu').test(m.groups!.month)) + 1
      : 0;
    const key = month ? `${m.groups!.year}-${String(month).padStart(2, '0')}` : m.groups!.year;
    return { index: m.index, key, text: trimmed(m[0]) };
  });
}

/** Words of running text: tokens with a letter (numbers alone, punctuation and markup do not count). */
export const wordsOf = (prose: string) => prose.match(/[\p{L}][\p{L}\p{N}-]*/gu)?.length ?? 0;

/** Rule 3: a page that dates sentence after sentence (more than MAX_DATES_PER_100_WORDS). */
export function checkDateDensity(prose: string): Finding[] {
  const dates = datesOf(prose);
  const words = wordsOf(prose);
  if (words === 0) return [];
  const per100 = (dates.length / words) * 100;
  if (per100 <= MAX_DATES_PER_100_WORDS) return [];
  // Name the densest stretch: the line that starts the run of 10 dates spanning the fewest lines.
  const lines = dates.map((d) => lineAt(prose, d.index));
  let from = lines[0];
  let best = Infinity;
  for (let i = 0; i + 9 < lines.length; i++) {
    if (lines[i + 9] - lines[i] < best) [best, from] = [lines[i + 9] - lines[i], lines[i]];
  }
  return [
    {
      line: from,
      rule: 'date-density',
      message: `${dates.length} date mentions in ${words} words = ${per100.toFixed(1)} per 100 (at most ${MAX_DATES_PER_100_WORDS}): date a section once, a fact only where its date differs; densest from this line`,
    },
  ];
}

/**
 * The units a reader meets one after another: each sentence of a paragraph, each list item, each table
 * row (not cell), each heading. Headings and blank lines end nothing by themselves: a unit without the
 * date simply breaks the run.
 */
export function unitsOf(prose: string): Span[] {
  const units: Span[] = [];
  let offset = 0;
  for (const line of prose.split('\n')) {
    if (/^\s*\|/.test(line)) {
      if (!/^\s*\|[\s|:-]*$/.test(line)) units.push({ start: offset, text: line }); // a row, not the --- line
    }
    offset += line.length + 1;
  }
  const rows = new Set(units.map((u) => u.start));
  for (const sentence of sentencesOf(prose)) {
    const lineStart = prose.lastIndexOf('\n', sentence.start) + 1;
    if (rows.has(lineStart) && /^\s*\|/.test(prose.slice(lineStart, sentence.start + 1))) continue;
    units.push(sentence);
  }
  return units.sort((a, b) => a.start - b.start);
}

/** Rule 3: the same date in three consecutive units. */
export function checkDateRuns(prose: string): Finding[] {
  const findings: Finding[] = [];
  let run: { key: string; count: number }[] = [];
  for (const unit of unitsOf(prose)) {
    const keys = new Set(datesOf(unit.text).map((d) => d.key));
    run = [...keys].map((key) => ({ key, count: (run.find((r) => r.key === key)?.count ?? 0) + 1 }));
    for (const r of run) {
      if (r.count === MAX_SAME_DATE_RUN + 1) {
        findings.push({
          line: lineAt(prose, unit.start + unit.text.search(/\S/)),
          rule: 'date-repeat',
          message: `the date ${r.key} in ${r.count} consecutive sentences, items or rows: say it once for the section or table («${trimmed(unit.text).slice(0, 80)}»)`,
        });
      }
    }
  }
  return findings;
}

/**
 * Units that a number must keep on its line (CONTRIBUTING «Текст и типографика»: between a number and
 * its unit a non-breaking space). Words, not every noun: «30 дней», «8 Мбит/с», «2 000 долларов»; a year
 * («2023 года») is a date, not a quantity, and is left to the writer.
 */
export const UNITS = (
  'км кг м ч мин минут минуты час часа часов день дня дней неделю недели недель месяц месяца месяцев ' +
  'лет сум доллар доллара долларов % °C МБ ГБ Мбит/с ГГц млн тыс'
).split(' ');
const UNIT_SPACE_RE = new RegExp(
  `(?<![\\p{L}\\p{N}.,])\\p{N}+(?:\\u00a0\\p{N}{3})*(?:,\\p{N}+)? (${UNITS.join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

export function checkUnitSpaces(prose: string): Finding[] {
  return [...prose.matchAll(UNIT_SPACE_RE)].map((m) => ({
    line: lineAt(prose, m.index),
    rule: 'unit-space' as const,
    message: `a plain space between a number and its unit: «${m[0]}» (write &nbsp; or U+00A0)`,
  }));
}

/**
 * One date grammar (issue #47 §4, CONTRIBUTING «Как писать даты»): in running text a year always comes
 * with its word «год» — «в 2023 году», «на май 2024 года», «не позднее октября 2024 года», «2022–2024
 * годов», «с 1 января 2026 года» — so that a date never looks like the short tag after an amount
 * («1 400 сум · 2023», drawn by the blocks) or like a number. A year may lean on the next one
 * («с декабря 2022 по ноябрь 2023 года», «в 2022 и 2023 годах»); a winter or a school year spans two
 * («зимой 2022/23 года»); a decade is «в 1990-е». Ranges take an en dash; numeric dates («03.04.2026»,
 * «2025-05») and «г.» are not for readers.
 */
const YEAR = '(?:19|20)\\d\\d';
const MONTH_WORD = `(?:${MONTH_STEMS.join('|')})\\p{L}*`;
const GAP = '[\\s\\u00a0]+';
/** What makes a year a date in the grammar: an en-dash range, then the word «год» in any case. */
const YEAR_WORD = `(?:${GAP}учебн\\p{L}*)?${GAP}год(?:а|у|ом|ы|ов|ах|ам)?(?![\\p{L}\\p{N}])`;
/** …or a hand-over to the next date of the same phrase, which carries the word itself. */
const LEANS_ON_NEXT = `${GAP}(?:по|и|или|до)${GAP}(?:\\d{1,2}${GAP})?(?:${MONTH_WORD}${GAP})?${YEAR}(?![\\p{N}])`;
/**
 * A year, a range of years with an en dash, or a season across two years («2022/23»); not an amount, not
 * the short tag after an amount quoted in the text («· 2023»), and not a year with a hyphen (a decade
 * «1990-х», or a numeric date that OFF_GRAMMAR names).
 */
const YEAR_IN_TEXT_RE = new RegExp(
  `(?<![\\p{L}\\p{N}$+.,/:-])(?<!·[\\s\\u00a0]*(?:\\d{1,2}[\\s\\u00a0]+)?(?:${MONTH_WORD}[\\s\\u00a0]+)?)${YEAR}(?:[\\s\\u00a0]*–[\\s\\u00a0]*${YEAR}|/\\d\\d)?` +
    `(?![\\p{N}]|[.,]\\p{N}|-|${GAP}(?:сум|долл|руб|евро|тенге|%|(?:км|мм|мл|кг|мб|гб|шт|м|г)(?![\\p{L}.])))`,
  'gu',
);
const GRAMMATICAL_RE = new RegExp(`^(?:${YEAR_WORD}|${LEANS_ON_NEXT})`, 'u');
const OFF_GRAMMAR: [RegExp, string][] = [
  [
    new RegExp(`(?<![\\p{L}\\p{N}])${YEAR}-\\d\\d(?:\\d\\d)?(?:-\\d\\d)?(?![\\p{N}])`, 'gu'),
    'a year with a hyphen: a range is «2022–2024 годов» (en dash), a month «на май 2025 года»',
  ],
  [
    new RegExp(`(?<![\\p{L}\\p{N}.])\\d{1,2}\\.\\d{1,2}\\.${YEAR}(?![\\p{N}])`, 'gu'),
    'a numeric date: write it in words, «от 12 августа 2025 года»',
  ],
  [new RegExp(`(?<![\\p{L}\\p{N}])${YEAR}[\\s\\u00a0]*гг?\\.`, 'gu'), '«г.» is an abbreviation: write «2023 года»'],
];

/**
 * «май 2024 года» answers «на какой месяц»: the month in this case stands after «на», «по», a dash («дата —
 * апрель 2022 года») or another month («январь–февраль»). Blanked tags between count as space.
 */
const NOMINATIVE_MONTH_RE = new RegExp(`(?<![\\p{L}])(?:${MONTHS.join('|')})${GAP}${YEAR}`, 'giu');
const MONTH_LEAD_RE = /(?:(?:^|[^\p{L}])(?:на|по|за|через)[\s\u00a0]+|[–—·][\s\u00a0]*)$/iu;

export function checkDateForms(prose: string): Finding[] {
  const findings: Finding[] = [];
  const flagged = new Set<number>();
  for (const [re, hint] of OFF_GRAMMAR) {
    for (const m of prose.matchAll(re)) {
      flagged.add(m.index);
      findings.push({ line: lineAt(prose, m.index), rule: 'date-form', message: `«${trimmed(m[0])}»: ${hint}` });
    }
  }
  for (const m of prose.matchAll(YEAR_IN_TEXT_RE)) {
    if (flagged.has(m.index) || GRAMMATICAL_RE.test(prose.slice(m.index + m[0].length))) continue;
    flagged.add(m.index);
    const before = prose.slice(Math.max(0, m.index - 20), m.index).replace(/^.*\n/s, '');
    findings.push({
      line: lineAt(prose, m.index),
      rule: 'date-form',
      message: `«${trimmed(before + m[0])}» is a year without «год»: write «в 2023 году», «на май 2024 года», «2022–2024 годов» (CONTRIBUTING «Как писать даты»)`,
    });
  }
  for (const m of prose.matchAll(NOMINATIVE_MONTH_RE)) {
    const year = m.index + m[0].length - 4;
    if (flagged.has(year) || MONTH_LEAD_RE.test(prose.slice(Math.max(0, m.index - 80), m.index))) continue;
    findings.push({
      line: lineAt(prose, m.index),
      rule: 'date-form',
      message: `«${trimmed(m[0])}» without «на»: write «на ${trimmed(m[0]).toLowerCase()} года», «в мае 2024 года» or «не позднее мая 2024 года»`,
    });
  }
  return findings;
}

/** Every finding in one MDX source, in line order. */
export function checkPage(source: string): Finding[] {
  const prose = proseOf(source);
  return [
    ...checkOpening(prose),
    ...checkWritersNotes(prose),
    ...checkHedges(prose),
    ...checkHedgeRepeats(prose),
    ...checkDateDensity(prose),
    ...checkDateRuns(prose),
    ...checkDateForms(prose),
    ...checkUnitSpaces(prose),
  ].sort((a, b) => a.line - b.line);
}
