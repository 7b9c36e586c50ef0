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
 * - a word typed in Latin letters also matches its Cyrillic readings (latin.ts);
 * - a word of 5+ letters that matches nothing is read with one edit («кофиина» → «кофеина»); when
 *   the whole query matches nothing, every such word is;
 * - everyday words add the guide's own (config/search.ts `everydayWords`: «детсад» → «детский
 *   сад»), or put the page they name first («карта города» → /map);
 * - a query that finds nothing at all is tried as typed on the other keyboard layout («dbpf» →
 *   «виза»), and the answer says so (`corrected`).
 */
import { decodePostings, FIELD } from './format';
import type { IndexView } from './shards';
import { tokenize } from './text';
import { cyrillicReadings, switchLayout } from './latin';

export interface SearchOptions {
  /** Words that only break ties between results (see above). */
  questionWords: readonly string[];
  /** Weight of each field in the score. */
  weights: Record<keyof typeof FIELD, number>;
  /** How much of its page's score a section inherits. */
  pageShare: number;
  /** At most this many suggestions from one page (not on the /search page). */
  perPage: number;
  /** Everyday words and what the guide calls them, or which page they mean (config/search.ts). */
  everydayWords?: readonly EverydayWord[];
}

/** «детсад» means «детский сад»; «карта города» opens /map. */
export type EverydayWord = { say: string; means: string } | { say: string; opens: string };

export interface Hit {
  page: number;
  /** section number, or undefined for the page itself */
  section?: number;
  /** the result opens the section through its heading (the heading matched) */
  viaHeading: boolean;
  score: number;
  cover: number;
  /** how many of the words its own name holds (a page's title or label, a section's heading), if 2+ */
  named: number;
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

export function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const [ra, rb] = [a.slice(i + 1), b.slice(i + 1)];
  return ra === rb || a.slice(i) === rb || a.slice(i + 1) === b.slice(i);
}

/** Words shorter than this are not corrected: «виза» is one edit from «визы», «вина», «вата». */
const FUZZY_MIN = 5;

/** The first two letters of a word form: the group of index terms a query looks among (see `prefixes`). */
export const termGroup = (form: string) => form.slice(0, 2);

/**
 * `index` may hold only some of the terms (the worker's shards, shards.ts): a query then first asks
 * `prefixes(input)` for the groups of terms it can touch and has those fetched.
 */
export function createSearch(index: IndexView, stem: (value: string) => string, options: SearchOptions) {
  // Terms are sorted: a lookup is a binary search (building a Map of them all costs more than the
  // few lookups of a query), and a term's postings are decoded when a query first needs them. The
  // term list grows as shards arrive, so both read `index.terms` afresh and cache by term.
  const termNumber = (term: string) => {
    const i = lowerBound(index.terms, term);
    return index.terms[i] === term ? i : -1;
  };
  const decoded = new Map<string, number[]>();
  const postings = (term: string) => {
    let list = decoded.get(term);
    if (!list) decoded.set(term, (list = decodePostings(index.post[termNumber(term)])));
    return list;
  };
  const question = new Set(options.questionWords.map((w) => stem(tokenize(w)[0]?.value ?? '')).filter(Boolean));
  const weight = Object.values(options.weights);
  const pageCount = index.pages.length;
  const stems = (text: string) => tokenize(text).map((t) => stem(t.value));
  const everyday = (options.everydayWords ?? []).map((e) => ({ ...e, stems: stems(e.say) }));

  /** Index terms that begin with `prefix`, at most `max`. */
  function startingWith(prefix: string, max = 40): string[] {
    const found: string[] = [];
    for (let j = lowerBound(index.terms, prefix); j < index.terms.length && found.length < max; j++) {
      if (!index.terms[j].startsWith(prefix)) break;
      found.push(index.terms[j]);
    }
    return found;
  }

  /** Index terms one edit away from `term` (same first letter: a typo seldom hits the first one). */
  function nearTerms(term: string): string[] {
    const found: string[] = [];
    for (let j = lowerBound(index.terms, term[0]); j < index.terms.length && index.terms[j][0] === term[0]; j++) {
      const t = index.terms[j];
      if (t !== term && withinOneEdit(t, term)) found.push(t);
    }
    return found;
  }

  /** A query's words as typed and stemmed, their Cyrillic readings, the words everyday words add. */
  function forms(input: string): { value: string; term: string; readings: string[] }[] {
    const tokens = tokenize(input);
    const found = tokens.map((token) => {
      const raw = input.slice(token.start, token.start + token.length);
      return {
        value: token.value,
        term: stem(token.value),
        readings: [...new Set([...cyrillicReadings(raw), ...cyrillicReadings(raw, 4)])],
      };
    });
    for (const extra of everydayOf(input).extra) {
      for (const t of tokenize(extra)) found.push({ value: t.value, term: stem(t.value), readings: [] });
    }
    return found;
  }

  /**
   * Which index terms a query can touch, as prefixes: all terms that begin with one of them (shards.ts
   * fetches their shards). First the groups of the first two letters of each form of its words
   * (`termGroup`); once those are in, `prefixes(input, true)` adds the first letters of the words of
   * 5+ letters that match no term as they are, among whose terms a typo is sought. A query on the
   * other keyboard layout has prefixes of its own: `prefixes(switchLayout(input))`.
   */
  function prefixes(input: string, typos = false): string[] {
    const all = forms(input);
    if (!typos) {
      const groups = all.flatMap((f) => [f.value, f.term, ...f.readings.flatMap((r) => [r, stem(r)])]);
      return [...new Set(groups.filter(Boolean).map(termGroup))];
    }
    const long = all.flatMap((f) => [f.term, ...f.readings.map(stem)]).filter((t) => t.length >= FUZZY_MIN);
    // As in `parse`: a word is read with one edit only when nothing matches it, not even as the
    // beginning of longer words while it is being typed.
    const begins = (prefix: string) => index.terms[lowerBound(index.terms, prefix)]?.startsWith(prefix) ?? false;
    const unmatched = all.some(
      (f) =>
        f.term.length >= FUZZY_MIN &&
        !begins(f.term) &&
        !begins(f.value) &&
        f.readings.every((r) => termNumber(stem(r)) < 0 && !begins(r)),
    );
    return unmatched ? [...new Set(long.map((t) => t[0]))] : [];
  }

  /**
   * Query words with the index terms each may match. `fuzzy`: every word of 5+ letters also matches
   * terms one edit away (else only a word with no exact match does). `extra`: words added by the
   * everyday-words list, matched exactly.
   */
  function parse(input: string, fuzzy: boolean, extra: readonly string[] = []): QueryWord[] {
    const tokens = tokenize(input);
    const typing = tokens.length > 0 && !/[\s\p{P}]$/u.test(input);
    const all = [
      ...tokens.map((t) => ({ ...t, raw: input.slice(t.start, t.start + t.length) })),
      ...extra.flatMap((e) => tokenize(e).map((t) => ({ ...t, raw: t.value }))),
    ];
    const words: QueryWord[] = [];
    const seen = new Set<string>();
    all.forEach((token, i) => {
      const term = stem(token.value);
      if (!term || seen.has(term)) return;
      seen.add(term);
      const terms = new Map<string, number>();
      const add = (t: string, factor: number) => {
        if ((terms.get(t) ?? 0) < factor && termNumber(t) >= 0) terms.set(t, factor);
      };
      add(term, 1);
      const last = typing && i === tokens.length - 1;
      if (last && token.value.length >= 2 && /\p{L}/u.test(token.value)) {
        // A half-typed word: words that begin with what was typed; with its stem too, but only
        // when the stem is no word of its own (else «скорая» would also find «скоростной»).
        for (const prefix of new Set(terms.size > 0 ? [token.value] : [term, token.value])) {
          for (const t of startingWith(prefix)) if (t !== term) add(t, 0.6);
        }
      }
      // A Latin word read as Cyrillic (latin.ts): «korzinka» is «корзинка», «siyob» «сиёб». A reading
      // also matches the longer words it begins («siab» → «сиабский»), as names take endings.
      const exact = terms.size > 0;
      const readings = i < tokens.length ? cyrillicReadings(token.raw) : [];
      for (const reading of readings) {
        add(stem(reading), 0.9);
        if (reading.length >= 4) for (const t of startingWith(reading, 10)) add(t, 0.6);
      }
      if (term.length >= FUZZY_MIN && (fuzzy || terms.size === 0)) {
        for (const t of nearTerms(term)) add(t, 0.5);
        if (!exact)
          for (const reading of i < tokens.length ? cyrillicReadings(token.raw, 4) : [])
            if (reading.length >= FUZZY_MIN) for (const t of nearTerms(stem(reading))) add(t, 0.45);
      }
      words.push({
        value: token.value,
        terms: [...terms].map(([t, factor]) => ({ term: t, factor })),
        weight: question.has(term) || readings.some((r) => question.has(stem(r))) ? 0.25 : 1,
      });
    });
    // A query made only of question words is about them.
    if (words.every((w) => w.weight < 1)) for (const w of words) w.weight = 1;
    return words;
  }

  /** The everyday words of a query: the guide's words to add, the pages it names. */
  function everydayOf(input: string): { extra: string[]; pages: number[] } {
    const q = stems(input);
    const extra: string[] = [];
    const pages: number[] = [];
    for (const e of everyday) {
      const at = q.findIndex((_, i) => e.stems.every((s, k) => q[i + k] === s));
      if (at < 0) continue;
      if ('means' in e) extra.push(e.means);
      else {
        const page = index.pages.findIndex((p) => p.u === e.opens || p.u.endsWith(e.opens));
        if (page >= 0) pages.push(page);
      }
    }
    return { extra, pages };
  }

  function rank(words: QueryWord[], limit: number): Hit[] {
    // unit → best score per query word
    const scores = new Map<number, Float64Array>();
    const headingHit = new Set<number>();
    // unit → the query words its name holds, as a bit set
    const inName = new Map<number, number>();
    words.forEach((word, q) => {
      for (const { term, factor } of word.terms) {
        const list = postings(term);
        for (let k = 0; k < list.length; k += 2) {
          const unit = list[k] >> 3;
          const field = list[k] & 7;
          let s = scores.get(unit);
          if (!s) scores.set(unit, (s = new Float64Array(words.length)));
          s[q] += (weight[field] * list[k + 1] * factor) / 100;
          if (field === FIELD.heading) headingHit.add(unit);
          if (field <= FIELD.label || field === FIELD.heading) inName.set(unit, (inName.get(unit) ?? 0) | (1 << q));
        }
      }
    });
    const sum = (s: Float64Array | undefined) => (s ? s.reduce((a, b) => a + b, 0) : 0);
    // Question words count a thousandth of a word: they decide only between results that cover the
    // reader's other words equally and whose names hold as many of them.
    const cover = (s: Float64Array | undefined, page?: Float64Array) =>
      words.reduce((c, w, q) => c + ((s && s[q] > 0) || (page && page[q] > 0) ? (w.weight < 1 ? 0.001 : 1) : 0), 0);

    // A name that holds two or more of the reader's words is what they are looking for; one word in a
    // name is no sign (the page «Виза и регистрация» names every section of it).
    const named = (unit: number) => {
      const n = words.reduce((c, w, q) => c + ((inName.get(unit) ?? 0) & (1 << q) && w.weight === 1 ? 1 : 0), 0);
      return n >= 2 ? n : 0;
    };
    const hits: Hit[] = [];
    for (const [unit, s] of scores) {
      if (unit < pageCount) {
        hits.push({ page: unit, viaHeading: false, score: sum(s), cover: cover(s), named: named(unit) });
      } else {
        const section = unit - pageCount;
        const page = index.pageOf(section);
        const ps = scores.get(page);
        hits.push({
          page,
          section,
          viaHeading: headingHit.has(unit),
          score: sum(s) + options.pageShare * sum(ps),
          cover: cover(s, ps),
          named: named(unit),
        });
      }
    }
    hits.sort(
      // Of results that cover as many of the reader's words, the one whose own name holds several of
      // them: the card «Корзинка DISKONT, Вокзал» for «korzinka vokzal», before sections that mention
      // both; then question words, then the score.
      (a, b) =>
        Math.round(b.cover) - Math.round(a.cover) ||
        b.named - a.named ||
        b.cover - a.cover ||
        b.score - a.score ||
        a.page - b.page ||
        (a.section ?? -1) - (b.section ?? -1),
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

  function run(input: string, limit: number) {
    const { extra, pages } = everydayOf(input);
    let words = parse(input, false, extra);
    let hits = rank(words, limit);
    if (hits.length === 0 && words.length > 0) {
      words = parse(input, true, extra);
      hits = rank(words, limit);
    }
    // A page the query names («карта города» → /map) comes first.
    for (const page of [...pages].reverse()) {
      const best = Math.max(0, ...hits.map((h) => h.score));
      const cover = Math.max(0, ...hits.map((h) => h.cover));
      hits = [
        { page, viaHeading: false, score: best + 1, cover, named: words.length },
        ...hits.filter((h) => !(h.page === page && h.section === undefined)),
      ].slice(0, limit);
    }
    return { hits, words };
  }

  function search(
    input: string,
    limit: number,
  ): { hits: Hit[]; words: string[]; terms: Set<string>; corrected?: string } {
    let { hits, words } = run(input, limit);
    let corrected: string | undefined;
    // Nothing for the query as typed: perhaps it was typed on the other keyboard layout («dbpf»).
    if (hits.length === 0) {
      const switched = switchLayout(input);
      if (switched && switched !== input.toLowerCase()) {
        const other = run(switched, limit);
        if (other.hits.length > 0) ({ hits, words, corrected } = { ...other, corrected: switched.trim() });
      }
    }
    return {
      hits,
      words: words.map((w) => w.value),
      terms: new Set(words.flatMap((w) => w.terms.map((t) => t.term))),
      corrected,
    };
  }
  return Object.assign(search, { prefixes });
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
