/**
 * Query side of the search (runs in the worker; pure, so unit tests run it in node).
 * This is the ranking pass the plugin has no option for (issue #16):
 * - every query word is optional; a unit ranks first by how many of the reader's words it
 *   covers (a section counts the words of its page's title, label and keywords too), then by
 *   a weighted BM25 sum: title, sidebar label and `keywords` outweigh headings, which
 *   outweigh body text; so a phrase returns the sections holding most of its words instead
 *   of nothing, and the page about a topic beats pages that mention it;
 * - words a reader adds to a question («стоимость», «сколько», «где», «из») only break ties;
 *   stop words are dropped by lunr's pipeline, as at build time;
 * - the last word, while being typed, also matches as a prefix (at a lower weight);
 * - a typo is forgiven (one edit) only when nothing matches exactly.
 */
import { decodePostings, FIELD, type SearchIndex } from './format';
import { tokenize } from './text';

export interface SearchOptions {
  /** Words that only break ties between results (see above). */
  questionWords: readonly string[];
  /** Weight of each field in the score. */
  weights: Record<keyof typeof FIELD, number>;
  /** How much of its page's score a section inherits. */
  pageShare: number;
  /** At most this many suggestions from one page (not on the /search page). */
  perPage: number;
}

export interface Hit {
  page: number;
  /** section number, or undefined for the page itself */
  section?: number;
  /** the result opens the section through its heading (the heading matched) */
  viaHeading: boolean;
  score: number;
  cover: number;
}

interface QueryWord {
  value: string;
  terms: { term: string; factor: number }[];
  weight: number;
}

function lowerBound(terms: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (terms[mid] < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [ra, rb] = [a.slice(i + 1), b.slice(i + 1)];
  return ra === rb || a.slice(i) === rb || a.slice(i + 1) === b.slice(i);
}

export function createSearch(index: SearchIndex, stem: (value: string) => string, options: SearchOptions) {
  // Terms are sorted: a lookup is a binary search (building a Map of them all costs more than the
  // few lookups of a query), and a term's postings are decoded when a query first needs them.
  const termNumber = (term: string) => {
    const i = lowerBound(index.terms, term);
    return index.terms[i] === term ? i : -1;
  };
  const decoded = new Map<number, number[]>();
  const postings = (i: number) => {
    let list = decoded.get(i);
    if (!list) decoded.set(i, (list = decodePostings(index.post[i])));
    return list;
  };
  const question = new Set(options.questionWords.map((w) => stem(tokenize(w)[0]?.value ?? '')).filter(Boolean));
  const weight = Object.values(options.weights);
  const pageCount = index.pages.length;

  function parse(input: string, fuzzy: boolean): QueryWord[] {
    const tokens = tokenize(input);
    const typing = tokens.length > 0 && !/[\s\p{P}]$/u.test(input);
    const words: QueryWord[] = [];
    const seen = new Set<string>();
    tokens.forEach((token, i) => {
      const term = stem(token.value);
      if (!term || seen.has(term)) return;
      seen.add(term);
      const terms: QueryWord['terms'] = [];
      if (termNumber(term) >= 0) terms.push({ term, factor: 1 });
      if (typing && i === tokens.length - 1 && token.value.length >= 2 && /\p{L}/u.test(token.value)) {
        // A half-typed word: words that begin with what was typed; with its stem too, but only
        // when the stem is no word of its own (else «скорая» would also find «скоростной»).
        for (const prefix of new Set(terms.length > 0 ? [token.value] : [term, token.value])) {
          for (let j = lowerBound(index.terms, prefix); j < index.terms.length; j++) {
            const t = index.terms[j];
            if (!t.startsWith(prefix)) break;
            if (t !== term) terms.push({ term: t, factor: 0.6 });
          }
        }
      }
      if (fuzzy && term.length >= 5) {
        for (const t of index.terms) {
          if (t !== term && t[0] === term[0] && withinOneEdit(t, term)) terms.push({ term: t, factor: 0.5 });
        }
      }
      words.push({ value: token.value, terms, weight: question.has(term) ? 0.25 : 1 });
    });
    // A query made only of question words is about them.
    if (words.every((w) => w.weight < 1)) for (const w of words) w.weight = 1;
    return words;
  }

  function rank(words: QueryWord[], limit: number): Hit[] {
    // unit → best score per query word
    const scores = new Map<number, Float64Array>();
    const headingHit = new Set<number>();
    words.forEach((word, q) => {
      for (const { term, factor } of word.terms) {
        const list = postings(termNumber(term));
        for (let k = 0; k < list.length; k += 2) {
          const unit = list[k] >> 3;
          const field = list[k] & 7;
          let s = scores.get(unit);
          if (!s) scores.set(unit, (s = new Float64Array(words.length)));
          s[q] += (weight[field] * list[k + 1] * factor) / 100;
          if (field === FIELD.heading) headingHit.add(unit);
        }
      }
    });
    const sum = (s: Float64Array | undefined) => (s ? s.reduce((a, b) => a + b, 0) : 0);
    const cover = (s: Float64Array | undefined, page?: Float64Array) =>
      words.reduce((c, w, q) => c + ((s && s[q] > 0) || (page && page[q] > 0) ? w.weight : 0), 0);

    const hits: Hit[] = [];
    for (const [unit, s] of scores) {
      if (unit < pageCount) {
        hits.push({ page: unit, viaHeading: false, score: sum(s), cover: cover(s) });
      } else {
        const section = unit - pageCount;
        const page = index.sections[section].p;
        const ps = scores.get(page);
        hits.push({
          page,
          section,
          viaHeading: headingHit.has(unit),
          score: sum(s) + options.pageShare * sum(ps),
          cover: cover(s, ps),
        });
      }
    }
    hits.sort(
      (a, b) => b.cover - a.cover || b.score - a.score || a.page - b.page || (a.section ?? -1) - (b.section ?? -1),
    );
    // The cap keeps the few suggestions varied; the /search page (a long list) shows all.
    const cap = limit <= 10 ? options.perPage : Infinity;
    const perPage = new Map<number, number>();
    return hits
      .filter((h) => {
        const n = (perPage.get(h.page) ?? 0) + 1;
        perPage.set(h.page, n);
        return n <= cap;
      })
      .slice(0, limit);
  }

  return function search(input: string, limit: number): { hits: Hit[]; words: string[]; terms: Set<string> } {
    let words = parse(input, false);
    let hits = rank(words, limit);
    if (hits.length === 0 && words.length > 0) {
      words = parse(input, true);
      hits = rank(words, limit);
    }
    return {
      hits,
      words: words.map((w) => w.value),
      terms: new Set(words.flatMap((w) => w.terms.map((t) => t.term))),
    };
  };
}

/** Where the matched index terms stand in a text: [start, length] pairs, for highlighting. */
export function matchPositions(
  text: string,
  terms: ReadonlySet<string>,
  stem: (value: string) => string,
): [number, number][] {
  const positions: [number, number][] = [];
  // The stemmers only cut endings, so a word can match a term only if it begins with the term's
  // first letter: the other words (most of a text) are not stemmed at all.
  const initials = new Set([...terms].map((t) => t[0]));
  for (const token of tokenize(text)) {
    if (initials.has(token.value[0]) && terms.has(stem(token.value))) positions.push([token.start, token.length]);
  }
  return positions;
}
