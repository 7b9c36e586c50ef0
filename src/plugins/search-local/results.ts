/**
 * Turns ranked hits into the result objects the plugin's suggestion list and /search page
 * render (its SearchResult shape), so both keep their markup, snippets and highlighting.
 * Every result names its page by the short sidebar label, and a section result names its
 * section: «Виза и регистрация » Сроки регистрации» (option explicitSearchResultPath).
 */
import type { IndexView } from './shards';
import type { Hit } from './search';
import { matchPositions } from './search';
import { tokenize } from './text';

// The plugin's SearchDocumentType values.
const TITLE = 0;
const HEADING = 1;
const CONTENT = 4;

export interface PluginResult {
  document: { i: number; t: string; u: string; h?: string; s?: string; p?: number; b?: string[] };
  type: number;
  page: { i: number; t: string; u: string; b: string[] } | undefined;
  metadata: Record<string, { t: { position: [number, number][] } }>;
  tokens: string[];
  score: number;
  /** Ours: the page's title (h1), for the /search page's groups. */
  pageTitle: string;
  /** Ours: the query the results are for, when it is not the one typed (the other keyboard layout). */
  corrected?: string;
}

/** A snippet: at most this many characters, the match after about `SNIPPET_BEFORE` of them. */
export const SNIPPET_LENGTH = 110;
const SNIPPET_BEFORE = 40;
/** A snippet that begins with the match's sentence keeps at least this many characters after the match. */
const SNIPPET_AFTER = 30;
/** A section text shorter than this many words says nothing a heading does not: its heading is shown. */
const MIN_WORDS = 4;

/**
 * Where a sentence ends: «.», «!», «?» or «…» before a space and a capital, a digit or an opening
 * quote, not after an abbreviation («ул. Рудаки», «т. е.», «см. Раздел»).
 */
const SENTENCE_BREAK =
  /(?<!(?:^|[\s(])(?:ул|г|д|т|е|им|пр|просп|пер|кв|стр|см|тел|корп|каб|эт|обл|р-н|др))[.!?…]\s+(?=[А-ЯЁA-Z0-9«"(])/gu;

/** Where a clause ends inside a sentence: «:», «;», «,» or a dash, and a space. */
const CLAUSE_BREAK = /(?:[:;,)]\s+|\s[—–]\s+)/gu;

/** Where the sentences of a text begin. */
function sentenceStarts(text: string): number[] {
  return [0, ...Array.from(text.matchAll(SENTENCE_BREAK), (m) => m.index + m[0].length)];
}

/**
 * The part of a text around its matches, cut between words, with «…» where text is left out, and
 * the match positions within it (issue #20 §4). The window is the one whose match has the most other
 * matches close after it. It begins with the match's sentence when the match then fits with some
 * words after it, or else with a clause of it (after a colon, a comma, a dash), and ends with a
 * sentence when one ends in it: a row reads as a sentence, not as a clause cut out of one (issue #49
 * §2). Only a match deep in a long clause gets a window that begins a few words before it. The plugin's
 * own cutting (searchResultContextMaxLength, set above this length) then leaves it whole: it splits
 * Cyrillic text into chunks too large to fit.
 */
export function snippet(
  text: string,
  positions: readonly [number, number][],
  length = SNIPPET_LENGTH,
): { text: string; positions: [number, number][] } {
  if (text.length <= length) return { text, positions: [...positions] };
  const matches = positions.filter(([, l]) => l > 0);
  let anchor = matches[0]?.[0] ?? 0;
  let best = 0;
  for (const [start] of matches) {
    const near = new Set(
      matches
        .filter(([s]) => s >= start && s < start + length - SNIPPET_BEFORE)
        .map(([s, l]) => text.substr(s, l).toLowerCase()),
    ).size;
    if (near > best) [best, anchor] = [near, start];
  }
  const starts = sentenceStarts(text);
  const sentence = starts.filter((s) => s <= anchor).pop() ?? 0;
  let from: number;
  // Else the first clause of the sentence from which the match fits.
  const clause = Array.from(text.matchAll(CLAUSE_BREAK), (m) => m.index + m[0].length).find(
    (c) => c > sentence && c <= anchor && anchor - c <= length - SNIPPET_AFTER,
  );
  if (anchor - sentence <= length - SNIPPET_AFTER) from = sentence;
  else if (clause !== undefined) from = clause;
  else {
    from = Math.max(0, Math.min(anchor - SNIPPET_BEFORE, text.length - length));
    // Start at a word's beginning: after the space before `from` (not before the match).
    if (from > 0) {
      const space = text.lastIndexOf(' ', from);
      from = space >= 0 && anchor - space <= SNIPPET_BEFORE + 15 ? space + 1 : text.indexOf(' ', from) + 1 || from;
    }
  }
  let to = Math.min(text.length, from + length);
  if (to < text.length) {
    // End with a sentence that ends after the match, or else after a whole word.
    const ends = starts.filter((s) => s > anchor && s <= to + 1);
    const end = ends.length > 0 ? text.slice(0, ends[ends.length - 1]).trimEnd().length : -1;
    const space = text.lastIndexOf(' ', to);
    if (end > anchor) to = end;
    else if (space > anchor) to = space;
  }
  let cut = text.slice(from, to);
  if (to < text.length) cut = cut.replace(/[\s,;:—–-]+$/u, '');
  to = from + cut.length;
  const lead = from > 0 && !starts.includes(from) ? '…' : '';
  const finished = /[.!?…]$/u.test(cut);
  cut = `${lead}${cut}${to < text.length && !finished ? '…' : ''}`;
  return {
    text: cut,
    positions: positions
      .filter(([s, l]) => s >= from && s + l <= to)
      .map(([s, l]) => [s - from + lead.length, l] as [number, number]),
  };
}

export function toPluginResults(
  index: IndexView,
  hits: readonly Hit[],
  words: readonly string[],
  terms: ReadonlySet<string>,
  stem: (value: string) => string,
  corrected?: string,
): PluginResult[] {
  // The plugin's highlight() wants tokens longest first.
  const tokens = [...words].sort((a, b) => b.length - a.length);
  const metadata = (text: string, found = matchPositions(text, terms, stem)) => {
    const position = found;
    // The plugin's snippet code needs one position at least: an empty one keeps the text's start.
    return { match: { t: { position: position.length > 0 ? position : ([[0, 0]] as [number, number][]) } } };
  };
  const ours = { ...(corrected ? { corrected } : {}) };
  return hits.map((hit) => {
    const p = index.pages[hit.page];
    if (hit.section === undefined) {
      return {
        ...ours,
        pageTitle: p.t,
        document: { i: hit.page, t: p.t, u: p.u, b: [p.l] },
        type: TITLE,
        page: undefined,
        metadata: metadata(p.t),
        tokens,
        score: hit.score,
      };
    }
    const s = index.section(hit.section);
    const i = index.pages.length + hit.section;
    const page = { i: hit.page, t: p.l, u: p.u, b: [] };
    // A heading, not a snippet, when the heading matched or the text is too short to say more.
    if (hit.viaHeading || (s.s && tokenize(s.t).length < MIN_WORDS)) {
      return {
        ...ours,
        pageTitle: p.t,
        document: { i, t: s.s, u: p.u, h: s.h, p: hit.page },
        type: HEADING,
        page,
        metadata: metadata(s.s),
        tokens,
        score: hit.score,
      };
    }
    const cut = snippet(s.t, matchPositions(s.t, terms, stem));
    return {
      ...ours,
      pageTitle: p.t,
      // The text under the page title has no heading of its own: it is named by the label.
      document: { i, t: cut.text, s: s.s || p.l, u: p.u, h: s.h, p: hit.page },
      type: CONTENT,
      page,
      metadata: metadata(cut.text, cut.positions),
      tokens,
      score: hit.score,
    };
  });
}
