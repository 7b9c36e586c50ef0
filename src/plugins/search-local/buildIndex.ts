/**
 * Builds the compact search index (format.ts) from the pages (title, sidebar label, front matter
 * `keywords` and description, from the docs plugin) and their sections as a reader sees them
 * (pageText.ts). Pure: no file access; the plugin wrapper (index.ts) does the I/O.
 */
import {
  encodePostings,
  FIELD,
  packScore,
  type FieldName,
  type IndexPage,
  type IndexSection,
  type SearchIndex,
} from './format';
import { tokenize } from './text';
import { aliasTerm, latinAsCyrillic } from './latin';
import { DIRECTIONS, directionTerm } from './search';

export interface PageInput {
  url: string;
  /** the page's h1 (front matter `title`: short, what suggestions show) */
  title: string;
  /** the long descriptive title (front matter `seo_title`), if any: its words rank nearly as the title's */
  seoTitle?: string;
  label: string;
  description: string;
  keywords: readonly string[];
}

export interface SectionInput {
  url: string;
  hash: string;
  heading: string;
  text: string;
  /**
   * A section that holds a list of other pages (an element marked `data-search-directory`,
   * pageText.ts: the home page's section cards, the guide's map on /samarkand/about): `own`, its text
   * outside the list, is its body; `links`, the list's text, names the other pages' subjects and is
   * indexed apart (FIELD.links), so that the section ranks below those pages.
   */
  directory?: { own: string; links: string };
  /** The place whose card this section is (its `data-place`, pageText.ts). */
  place?: string;
}

/** Fields whose words are also indexed with a preposition of direction before them. */
const DIRECTED_FIELDS = new Set<FieldName>(['title', 'label', 'keywords', 'heading']);

// Okapi BM25, per field, with lunr's defaults.
const K1 = 1.2;
const B = 0.75;
/** Up to this much more for a body word in the section's first words, fading out over `LEAD_WORDS`. */
const LEAD_BONUS = 0.3;
const LEAD_WORDS = 40;

export function buildSearchIndex(
  pagesIn: readonly PageInput[],
  sectionsIn: readonly SectionInput[],
  stem: (value: string) => string,
  /** Each place's home page, the one its address names (data/places/address.ts), by place id: a URL as `url`. */
  homes: ReadonlyMap<string, string> = new Map(),
): SearchIndex {
  const pageNumber = new Map<string, number>();
  const pages: IndexPage[] = pagesIn.map((p, i) => {
    if (pageNumber.has(p.url)) throw new Error(`search index: page ${p.url} is listed twice`);
    pageNumber.set(p.url, i);
    return { u: p.url, t: p.title, l: p.label || p.title };
  });
  const sections: IndexSection[] = sectionsIn.map((s) => {
    const p = pageNumber.get(s.url);
    if (p === undefined) throw new Error(`search index: section ${s.url}${s.hash} belongs to no indexed page`);
    return { p, h: s.hash, s: s.heading, t: s.text };
  });

  // unit → field → text
  const fields: [unit: number, field: FieldName, text: string][] = [];
  pagesIn.forEach((p, i) => {
    fields.push([i, 'title', p.title], [i, 'label', p.label], [i, 'keywords', p.keywords.join(' ')]);
    fields.push([i, 'description', p.description], [i, 'seoTitle', p.seoTitle ?? '']);
  });
  sectionsIn.forEach((s, i) => {
    const unit = pages.length + i;
    fields.push([unit, 'heading', s.heading], [unit, 'body', s.directory ? s.directory.own : s.text]);
    if (s.directory) fields.push([unit, 'links', s.directory.links]);
  });

  // term frequencies per (unit, field); lengths per field
  // first: where each term first stands in the text (in words), for the lead bonus below
  type Entry = { unit: number; field: number; tf: Map<string, number>; first: Map<string, number>; length: number };
  const entries: Entry[] = [];
  // alias term (how a Latin word sounds in Cyrillic) → the index terms of the Latin words
  const aliases = new Map<string, Set<string>>();
  for (const [unit, field, text] of fields) {
    const tf = new Map<string, number>();
    const first = new Map<string, number>();
    let length = 0;
    let before: { value: string; start: number; length: number } | undefined;
    for (const token of tokenize(text)) {
      const preposition = before;
      before = token;
      const term = stem(token.value);
      if (!term) continue;
      // «В Россию» is not «Из России» (issue #49 §1): in a name, a word after a preposition of
      // direction is also indexed with it (search.ts `directionTerm`). Names only: they are short and
      // say what the unit is about; in a text the preposition may belong to anything.
      if (DIRECTED_FIELDS.has(field) && preposition && token.start - (preposition.start + preposition.length) <= 1) {
        if (DIRECTIONS[preposition.value]) {
          const directed = directionTerm(term, preposition.value);
          tf.set(directed, (tf.get(directed) ?? 0) + 1);
          if (!first.has(directed)) first.set(directed, length);
        }
      }
      const alias = token.value.length >= 2 ? aliasTerm(latinAsCyrillic(token.value)) : '';
      if (alias) {
        if (!aliases.has(alias)) aliases.set(alias, new Set());
        aliases.get(alias)!.add(term);
      }
      tf.set(term, (tf.get(term) ?? 0) + 1);
      if (!first.has(term)) first.set(term, length);
      length++;
    }
    if (length > 0) entries.push({ unit, field: FIELD[field], tf, first, length });
  }

  const byField = new Map<number, { n: number; total: number; df: Map<string, number> }>();
  for (const e of entries) {
    let f = byField.get(e.field);
    if (!f) byField.set(e.field, (f = { n: 0, total: 0, df: new Map() }));
    f.n++;
    f.total += e.length;
    for (const term of e.tf.keys()) f.df.set(term, (f.df.get(term) ?? 0) + 1);
  }

  const postings = new Map<string, number[]>();
  for (const e of entries) {
    const f = byField.get(e.field)!;
    const avg = f.total / f.n;
    for (const [term, tf] of e.tf) {
      const df = f.df.get(term)!;
      const idf = Math.log(1 + (f.n - df + 0.5) / (df + 0.5));
      let score = (idf * (tf * (K1 + 1))) / (tf + K1 * (1 - B + (B * e.length) / avg));
      // A section's first sentences say what it is about: a word there weighs a little more than
      // the same word further down («терапевт» in the praise of a clinic, not in a passing remark).
      if (e.field === FIELD.body) score *= 1 + LEAD_BONUS * Math.max(0, 1 - e.first.get(term)! / LEAD_WORDS);
      let list = postings.get(term);
      if (!list) postings.set(term, (list = []));
      list.push(e.unit * 8 + e.field, packScore(score));
    }
  }

  // A Cyrillic spelling of a Latin name («озон») finds it by its alias: the Latin words' postings, the
  // best score of each unit × field (latin.ts `soundKey`).
  for (const [alias, latinTerms] of aliases) {
    const best = new Map<number, number>();
    for (const term of latinTerms) {
      const list = postings.get(term)!;
      for (let k = 0; k < list.length; k += 2) best.set(list[k], Math.max(best.get(list[k]) ?? 0, list[k + 1]));
    }
    postings.set(
      alias,
      [...best].sort((a, b) => a[0] - b[0]).flatMap(([unitField, score]) => [unitField, score]),
    );
  }

  const terms = [...postings.keys()].sort();
  const twins = placeTwins(sectionsIn, homes);
  return {
    v: 3,
    pages,
    sections,
    terms,
    post: terms.map((t) => encodePostings(postings.get(t)!)),
    ...(twins.length > 0 && { twins }),
  };
}

/**
 * A place card on a page other than its home, with the card on its home (`SearchIndex.twins`): both
 * stay in the index (each page's text is searched as it is), and the suggestions fold them into one.
 */
function placeTwins(sectionsIn: readonly SectionInput[], homes: ReadonlyMap<string, string>): number[] {
  const atHome = new Map<string, number>();
  sectionsIn.forEach((s, i) => {
    if (s.place && homes.get(s.place) === s.url && !atHome.has(s.place)) atHome.set(s.place, i);
  });
  return sectionsIn.flatMap((s, i) => {
    const home = s.place === undefined ? undefined : atHome.get(s.place);
    return home !== undefined && home !== i ? [i, home] : [];
  });
}
