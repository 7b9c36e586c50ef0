/**
 * The search index. `SearchIndex` is the whole of it, as built (buildIndex.ts) and as the unit
 * tests query it. What the browser downloads is that index cut into parts (shards.ts, issue #20
 * §5), so that a query fetches only what it needs: `SearchMeta` (build/search-index.json, the
 * plugin's file name and hash), the term shards and the section texts (build/search-data/).
 * Compact by design (issue #11 §3): no word positions (the worker finds them in the few texts
 * it shows), one posting per word × field × unit, scores as integers.
 */
export interface IndexPage {
  /** URL */
  u: string;
  /** page title (h1) */
  t: string;
  /** sidebar label: short, shown as the suggestion's path */
  l: string;
}

export interface IndexSection {
  /** page number in `pages` */
  p: number;
  /** anchor, '#…', or '' for the text under the title */
  h: string;
  /** section heading ('' for the text under the title) */
  s: string;
  /** section text */
  t: string;
}

export interface SearchIndex {
  v: 3;
  pages: IndexPage[];
  sections: IndexSection[];
  /** index terms (stems), sorted */
  terms: string[];
  /**
   * A place card shown on two pages (a café that is also a place to work, issue #49 §2): pairs
   * [section, home section], the card elsewhere and the card on its home page (data/places/address.ts),
   * flat. The suggestions show one row for both, the home one (search.ts).
   */
  twins?: number[];
  /**
   * postings per term, each a string (`encodePostings`): flat pairs [unit * 8 + field,
   * score (`packScore`)], by unit and field; a unit is a page (0 … pages.length − 1) or a section
   * (pages.length + section number). Strings, not arrays of numbers, because the browser parses
   * them several times faster, and a query decodes the postings of its few terms only.
   */
  post: string[];
}

/**
 * A posting's score (BM25, about 0.01 to 30) is kept to within 2.5 % (a step of 5 %: the logarithm of
 * its hundredfold, in twentieths): it only orders results that cover the reader's words equally, and
 * two decimals cost 10 KB gzip of the index's 280 (issue #49 §4).
 */
const SCORE_STEPS = 20;
export const packScore = (score: number) => Math.max(0, Math.round(Math.log(score * 100) * SCORE_STEPS));
export const unpackScore = (packed: number) => Math.exp(packed / SCORE_STEPS) / 100;

/**
 * Postings as a string: the numbers in base 36, comma-separated, each unit × field as the step from
 * the one before (they ascend): small numbers, fewer characters, 10 KB gzip less (issue #49 §4).
 */
export function encodePostings(numbers: readonly number[]): string {
  let before = 0;
  return numbers
    .map((n, k) => {
      if (k % 2 === 1) return n.toString(36);
      if (n < before) throw new Error(`search index: postings out of order (${n} after ${before})`);
      const step = n - before;
      before = n;
      return step.toString(36);
    })
    .join(',');
}

export function decodePostings(encoded: string): number[] {
  let at = 0;
  return encoded.split(',').map((n, k) => (k % 2 === 1 ? parseInt(n, 36) : (at += parseInt(n, 36))));
}

/**
 * What a field of a unit is. Pages: title (the short h1), label, keywords, description, and the long
 * descriptive title (front matter `seo_title`, the page's <title>); sections: heading, body, and the
 * text of the links of a section that lists other pages (buildIndex.ts `SectionInput.directory`).
 * Eight at most: a posting keeps the field in 3 bits.
 */
export const FIELD = {
  title: 0,
  label: 1,
  keywords: 2,
  description: 3,
  heading: 4,
  body: 5,
  seoTitle: 6,
  links: 7,
} as const;
export type FieldName = keyof typeof FIELD;

/** build/search-index.json: what the first query needs before anything else. */
export interface SearchMeta {
  v: 5;
  /** this build's index (a hash of all its parts): every part carries it, so parts of two builds never mix */
  b: string;
  pages: IndexPage[];
  /**
   * Where each page's sections start: page p has sections first[p] … first[p + 1] − 1 (sections are
   * numbered page by page); the last entry is the number of sections.
   */
  first: number[];
  /**
   * Pages whose first section has an anchor of its own (none on the built site, where the text under
   * the title comes first: pageText.ts). Any other page's first section opens the page itself.
   */
  anchored?: number[];
  /** The place cards shown on two pages: `SearchIndex.twins`. */
  twins?: number[];
  /** Term shards: shard k holds the terms from `terms.from[k]` (inclusive) up to `from[k + 1]`. */
  terms: { from: string[]; files: string[] };
  /** Section texts: part k holds the sections from `texts.from[k]` up to `from[k + 1]`. */
  texts: { from: number[]; files: string[] };
}

/** build/search-data/terms-<k>.<hash>.json: a sorted run of the index terms with their postings. */
export interface TermShard {
  b: string;
  terms: string[];
  post: string[];
  /**
   * The anchor and heading of each section whose heading holds one of these terms (issue #29 §3):
   * a section found by its heading is a suggestion drawn before the section texts arrive.
   */
  heads?: [n: number, h: string, s: string][];
}

/** build/search-data/text-<k>.<hash>.json: consecutive sections, each [anchor, heading, text]. */
export interface TextPart {
  b: string;
  from: number;
  sections: [h: string, s: string, t: string][];
}

/** The build's folder of term shards and section texts (under the site's base URL). */
export const SEARCH_DATA_DIR = 'search-data';

/**
 * The build's folder of term groups (issue #29 §3): the terms of one two-letter group each, under a
 * name the page derives from the group alone («ви» → `search-groups/tu-u0.json`), so that the
 * first keystroke fetches its words' terms alongside the meta file instead of after it. The same
 * terms are in the term shards; these files serve the first query only and stay out of the offline
 * copy (config/offline.ts).
 */
export const SEARCH_GROUPS_DIR = 'search-groups';

/** The two letters of a term group: what `groupFile` names (search.ts `termGroup`). */
export const groupOf = (term: string) => term.slice(0, 2);

/** The file of a term group, under the site's base URL: its letters' code points in base 36. */
export function groupFile(group: string): string {
  return `${SEARCH_GROUPS_DIR}/${[...group].map((c) => c.codePointAt(0)!.toString(36)).join('-')}.json`;
}

/**
 * The letters of the groups the page may fetch early (sourceGroups.ts): Russian (with «ё» read as
 * «е»), Latin, digits, and the mark of the sound-key aliases (latin.ts `ALIAS_MARK`: «~в» is the
 * group of the key of «виза», «вайлдберриз»). The list of those groups is a bitmap over pairs of
 * these letters.
 */
export const GROUP_ALPHABET = 'абвгдежзийклмнопрстуфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyz0123456789~';

/** A group's bit in that bitmap, or -1 for a group of other letters. */
export function groupBit(group: string): number {
  const a = GROUP_ALPHABET.indexOf(group[0]);
  const b = GROUP_ALPHABET.indexOf(group[1]);
  return group.length === 2 && a >= 0 && b >= 0 ? a * GROUP_ALPHABET.length + b : -1;
}

/** build/search-groups/<group>.json: every term of one two-letter group, with its postings. */
export interface TermGroup extends TermShard {
  g: string;
}
