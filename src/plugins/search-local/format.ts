/**
 * The search index file (build/search-index.json, same name and hash as the plugin's):
 * what the browser downloads. Compact by design (issue #11 §3): no word positions (the
 * worker finds them in the few texts it shows), one posting per word × field × unit,
 * scores as integers.
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
   * postings per term, each a string (`encodePostings`): flat pairs [unit * 8 + field,
   * score × 100]; a unit is a page (0 … pages.length − 1) or a section (pages.length +
   * section number). Strings, not arrays of numbers, because the browser parses them several
   * times faster, and a query decodes the postings of its few terms only.
   */
  post: string[];
}

/** Postings as a string: the numbers in base 36, comma-separated. */
export function encodePostings(numbers: readonly number[]): string {
  return numbers.map((n) => n.toString(36)).join(',');
}

export function decodePostings(encoded: string): number[] {
  return encoded.split(',').map((n) => parseInt(n, 36));
}

/** What a field of a unit is. Pages: title, label, keywords, description; sections: heading, body. */
export const FIELD = { title: 0, label: 1, keywords: 2, description: 3, heading: 4, body: 5 } as const;
export type FieldName = keyof typeof FIELD;
