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

export interface Finding {
  line: number;
  rule: 'opening' | 'writers-note' | 'hedges';
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
  'появился в списке',
  'без ссылки на конкретный документ',
  'по нашим данным',
  'в нашем списке',
  'источник не указал',
];

/** Words that mark a fact as uncertain (rule 3): at most one per sentence. */
export const HEDGES = [
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
];

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
const WRITERS_RE = anyOf(WRITERS_PHRASES);
const HEDGES_RE = anyOf(HEDGES);

const blank = (s: string) => s.replace(/[^\n]/g, ' ');

/** The source with only its prose left in place: same length, same line breaks. */
export function proseOf(source: string): string {
  let text = source.replace(/^---\n[\s\S]*?\n---\n/, blank);
  text = text.replace(/^```[\s\S]*?^```/gm, blank); // fenced code
  text = text.replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, blank); // MDX and HTML comments
  text = text.replace(/^(?:import|export) .*$/gm, blank);
  text = text.replace(/^:::.*$/gm, blank); // admonition fences and their titles
  text = text.replace(/<\/?[A-Za-z][^<>]*>/g, blank); // JSX and HTML tags
  text = text.replace(/`[^`\n]*`/g, blank); // inline code
  text = text.replace(/\]\([^)\s]*\)/g, (m) => ']' + blank(m.slice(1))); // link targets
  text = text.replace(/\{#[\w-]+\}/g, blank); // heading anchors
  return text;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;
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

/** Every finding in one MDX source, in line order. */
export function checkPage(source: string): Finding[] {
  const prose = proseOf(source);
  return [...checkOpening(prose), ...checkWritersNotes(prose), ...checkHedges(prose)].sort((a, b) => a.line - b.line);
}
