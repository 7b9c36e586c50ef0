/**
 * Query side of the search (runs in the worker; pure, so unit tests run it in node).
 * This is the ranking pass the plugin has no option for (issue #16):
 * - every query word is optional; a unit ranks first by how many of the reader's words it
 *   covers (a section counts the words of its page's title, label and keywords too), then by
 *   a weighted BM25 sum: title, sidebar label and `keywords` outweigh headings, which
 *   outweigh body text; so a phrase returns the sections holding most of its words instead
 *   of nothing, and the page about a topic beats pages that mention it;
 * - words a reader adds to a question («стоимость», «сколько», «где», «из») only break ties;
 *   stop words are dropped by the stemmer's pipeline (text.ts), as at build time;
 * - the last word, while being typed, also matches as a prefix (at a lower weight);
 * - a word typed in Latin letters also matches its Cyrillic readings (latin.ts);
 * - a word of 5+ letters that matches nothing is read with one edit («кофиина» → «кофеина»); when
 *   the whole query matches nothing, every such word is;
 * - everyday words add the guide's own (config/search.ts `everydayWords`: «детсад» → «детский
 *   сад»), or put the page they name first («карта города» → /map);
 * - a query that finds nothing at all is tried as typed on the other keyboard layout («dbpf» →
 *   «виза»), and the answer says so (`corrected`).
 */
import { decodePostings, FIELD, unpackScore } from './format';
import type { IndexView } from './shards';
import { tokenize } from './text';
import { ALIAS_MARK, aliasTerm, cyrillicReadings, switchLayout } from './latin';
import { fleetingVowelStems, isVerb, nounStems } from './derive';

export interface SearchOptions {
  /** Words that only break ties between results (see above). */
  questionWords: readonly string[];
  /**
   * Words that describe or set a scene («хороший», «дешёвый», «в воскресенье»): they count a quarter
   * of a word that names the thing (issue #49 §1).
   */
  describingWords?: readonly string[];
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
  /** a section (its suggestion shows the words), or a page named by them (title, label, keywords) */
  shown?: boolean;
}

interface QueryWord {
  value: string;
  terms: { term: string; factor: number }[];
  /** 1 a word that names the thing; `DESCRIBING` a describing one; `QUESTION` a question or function word */
  weight: number;
  /**
   * A direction («в россию»): which word is its place, and the terms of that place in the other
   * direction («росс>из»): a name that says the other one is not the answer.
   */
  direction?: { place: number; contrary: string[] };
  /** a word the everyday-words list added («прописка» → «регистрация»), not typed */
  added?: true;
}

/** A query with this many typed naming words is a question, answered by a section (see `rank`). */
const QUESTION_MIN = 3;
/** A describing word's weight (`QueryWord.weight`): it counts a quarter of a naming word. */
const DESCRIBING = 0.5;
/** A question or function word's: it only breaks ties. */
const QUESTION = 0.25;
/**
 * A direction's («в россию»), a word beside the place word itself: it counts half a word, enough to
 * tell «В Россию» from «Из России», not to outweigh the rest of the question.
 */
const DIRECTION = 0.75;
/**
 * Prepositions that give a place word its direction («в Россию» / «из России», «до Ташкента»): the
 * index holds a name's word with its preposition as one more term (buildIndex.ts `directionTerm`).
 */
export const DIRECTIONS: Readonly<Record<string, string>> = {
  в: 'в',
  во: 'в',
  из: 'из',
  до: 'до',
  от: 'от',
  к: 'к',
  ко: 'к',
};
/** The term for a word's stem after a direction preposition: «росс>в» (kept in its stem's group of terms). */
export const directionTerm = (stem: string, preposition: string) => `${stem}>${DIRECTIONS[preposition]}`;
/** Towards a place, or away from it. */
const TOWARDS = new Set(['в', 'до', 'к']);
const isDirectionTerm = (term: string) => term.includes('>');

/** The guide's words that an everyday word of the query means, and where that word stands in the query. */
type Extra = { means: string; at: number; same: boolean };

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
/**
 * Fields that name a unit: a page's title and sidebar label, a section's heading. Not the long title
 * (`seo_title`): it lists what the page covers, and a section that covers the same is the answer.
 */
const NAME_FIELDS = new Set<number>([FIELD.title, FIELD.label, FIELD.heading]);
/** A word in a unit's name counts this much toward its coverage (in its text: 1). */
const IN_NAME = 1.5;
/** A word that only a section's page holds (its title, label, keywords, long title) counts this much for the section. */
const FROM_PAGE = 0.5;
/** What each further word of the query in the same name adds to a unit's coverage. */
const NEAR_BONUS = 0.5;
/**
 * How much a match counts toward coverage, by its factor (see `parse`): a word as typed, its reading,
 * a verb's noun, a half-typed word, a typo, a Latin name it spells fully; another form found by the
 * word's beginning, or a Latin name that a word of the guide's own also spells, less.
 */
const certainty = (factor: number) => Math.min(1, factor / 0.5);
/** A word found in more than this share of the units (and this many) is a common one: it counts half. */
const COMMON_SHARE = 0.12;
const COMMON_MIN_UNITS = 20;
/** Words this long (their stem) that match nothing are matched by their beginning (see `parse`). */
const ROOT_MIN = 7;

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
  const stemSet = (words: readonly string[]) =>
    new Set(words.map((w) => stem(tokenize(w)[0]?.value ?? '')).filter(Boolean));
  const question = stemSet(options.questionWords);
  const describing = stemSet(options.describingWords ?? []);
  // By field number (format.ts FIELD), whatever the order of the options' keys.
  const weight: number[] = [];
  for (const [name, field] of Object.entries(FIELD)) weight[field] = options.weights[name as keyof typeof FIELD];
  const pageCount = index.pages.length;
  const stems = (text: string) => tokenize(text).map((t) => stem(t.value));
  const everyday = (options.everydayWords ?? []).map((e) => ({ ...e, stems: stems(e.say) }));

  /** Index terms that begin with `prefix`, at most `max`. */
  function startingWith(prefix: string, max = 40): string[] {
    const found: string[] = [];
    for (let j = lowerBound(index.terms, prefix); j < index.terms.length && found.length < max; j++) {
      if (!index.terms[j].startsWith(prefix)) break;
      if (!isDirectionTerm(index.terms[j])) found.push(index.terms[j]);
    }
    return found;
  }

  /** Index terms one edit away from `term` (same first letter: a typo seldom hits the first one). */
  function nearTerms(term: string): string[] {
    const found: string[] = [];
    for (let j = lowerBound(index.terms, term[0]); j < index.terms.length && index.terms[j][0] === term[0]; j++) {
      const t = index.terms[j];
      if (t !== term && !isDirectionTerm(t) && withinOneEdit(t, term)) found.push(t);
    }
    return found;
  }

  /** A query's words as typed and stemmed, their Cyrillic readings, the words everyday words add. */
  function forms(input: string): { value: string; term: string; readings: string[]; alias: string; nouns: string[] }[] {
    const tokens = tokenize(input);
    const found = tokens.map((token) => {
      const raw = input.slice(token.start, token.start + token.length);
      const term = stem(token.value);
      return {
        value: token.value,
        term,
        readings: [...new Set([...cyrillicReadings(raw), ...cyrillicReadings(raw, 4)])],
        alias: aliasTerm(token.value),
        nouns: term && isVerb(token.value) ? nounStems(term) : [],
      };
    });
    for (const extra of everydayOf(input).extra) {
      for (const t of tokenize(extra.means))
        found.push({ value: t.value, term: stem(t.value), readings: [], alias: '', nouns: [] });
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
      const groups = all.flatMap((f) => [
        f.value,
        f.term,
        f.alias,
        ...f.nouns,
        ...f.readings.flatMap((r) => [r, stem(r)]),
      ]);
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
  function parse(input: string, fuzzy: boolean, extra: readonly Extra[] = []): QueryWord[] {
    const tokens = tokenize(input);
    const typing = tokens.length > 0 && !/[\s\p{P}]$/u.test(input);
    const all = [
      ...tokens.map((t) => ({ ...t, raw: input.slice(t.start, t.start + t.length) })),
      ...extra.filter((e) => !e.same).flatMap((e) => tokenize(e.means).map((t) => ({ ...t, raw: t.value }))),
    ];
    const words: QueryWord[] = [];
    // term → its word; typed token → its word
    const seen = new Map<string, number>();
    const wordOf: (number | undefined)[] = [];
    all.forEach((token, i) => {
      const term = stem(token.value);
      if (!term) return;
      if (seen.has(term)) {
        wordOf[i] = seen.get(term);
        return;
      }
      seen.set(term, words.length);
      wordOf[i] = words.length;
      const terms = new Map<string, number>();
      const add = (t: string, factor: number) => {
        if ((terms.get(t) ?? 0) < factor && termNumber(t) >= 0) terms.set(t, factor);
      };
      add(term, 1);
      // The word as typed, where it is another word's stem: «лимит» (stem «лим») is the stem of «лимиты».
      add(token.value, 1);
      const last = typing && i === tokens.length - 1;
      const typed = i < tokens.length;
      // A verb reaches its nouns: «купить» → «покупка», «заплатил» → «оплата» (derive.ts).
      if (typed && isVerb(token.value)) for (const noun of nounStems(term)) add(noun, 0.8);
      // «котла» is «котёл» (derive.ts)
      if (typed) for (const other of fleetingVowelStems(term)) add(other, 0.8);
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
      // Another form of a verb that the stemmer does not join («вскроет» — «вскрыть»; «заказат» —
      // «заказ»): a long word that is no word of the guide also matches the words that begin like it.
      if (!exact && term.length >= ROOT_MIN) {
        for (const t of startingWith(term.slice(0, Math.max(4, term.length - 3)), 10)) add(t, 0.4);
      }
      // A Cyrillic spelling of a Latin name («озон» → Ozon, latin.ts `aliasTerm`); above words of the
      // guide's own when it is none of them.
      // Beside a word of the guide's own, a weaker match, unless the Latin name is the more frequent
      // («виза» is a word, and sounds like Visa; «сим» is rare beside SIM).
      // A sound of two letters («~ак» IKEA, «~ан» Un) is shared by too many words: a word of three
      // letters or more that the guide has does not take it («инн» is ИНН, not the soup Un oshi;
      // «го» still finds Yandex Go).
      const alias = typed ? aliasTerm(token.value) : '';
      if (alias && termNumber(alias) >= 0) {
        const own = termNumber(term) >= 0 ? postings(term).length : 0;
        const vague = alias.length <= ALIAS_MARK.length + 2 && token.value.length >= 3 && own > 0;
        if (!vague) add(alias, own >= postings(alias).length ? 0.3 : 0.8);
      }
      if (alias && last && alias.length >= 4 && terms.size === 0) {
        for (const t of startingWith(alias, 10)) add(t, 0.5);
      }
      const found = [...terms].map(([t, factor]) => ({ term: t, factor }));
      words.push({
        value: token.value,
        terms: found,
        ...(!typed && { added: true as const }),
        weight:
          question.has(term) || readings.some((r) => question.has(stem(r)))
            ? QUESTION
            : // «дешовый» is describing too: by the word it is read as
              describing.has(term) || (found.length > 0 && found.every((t) => describing.has(t.term)))
              ? DESCRIBING
              : 1,
      });
      // A place word's direction («в Россию», not «из России»): a word of its own, found in the names
      // that say the same preposition before it.
      const before = i > 0 && i < tokens.length ? all[i - 1] : undefined;
      // Not a scene («в самарканде», «в воскресенье»): a describing word has no direction to tell apart.
      const direction =
        before && token.start - (before.start + before.length) <= 1 && words[wordOf[i]!].weight === 1
          ? DIRECTIONS[before.value]
          : undefined;
      if (direction) {
        const directed = directionTerm(term, before!.value);
        const contrary = [...new Set(Object.values(DIRECTIONS))]
          .filter((d) => TOWARDS.has(d) !== TOWARDS.has(direction))
          .map((d) => `${term}>${d}`)
          .filter((t) => termNumber(t) >= 0);
        if (termNumber(directed) >= 0 || contrary.length > 0)
          words.push({
            value: `${before!.value} ${token.value}`,
            terms: termNumber(directed) >= 0 ? [{ term: directed, factor: 1 }] : [],
            weight: DIRECTION,
            direction: { place: wordOf[i]!, contrary },
          });
      }
    });
    // One word for one word («хозяин» → «владелец», «денег» → «деньги»): the guide's word is another
    // name of the reader's, so either counts once, as the word itself (not as two words, which would
    // lift a text that merely holds both over the section that answers).
    for (const e of extra) {
      const word = e.same ? words[wordOf[e.at] ?? -1] : undefined;
      if (!word) continue;
      const value = tokenize(e.means)[0].value;
      for (const term of new Set([stem(value), value]))
        if (termNumber(term) >= 0 && !word.terms.some((t) => t.term === term)) word.terms.push({ term, factor: 1 });
    }
    // A query made only of question or describing words is about them: the heaviest count fully.
    const top = Math.max(0, ...words.map((w) => w.weight));
    if (top < 1) for (const w of words) if (w.weight === top) w.weight = 1;
    return words;
  }

  /** The everyday words of a query: the guide's words to add, the pages it names. */
  function everydayOf(input: string): { extra: Extra[]; pages: number[] } {
    const q = stems(input);
    const extra: Extra[] = [];
    const pages: number[] = [];
    for (const e of everyday) {
      const at = q.findIndex((_, i) => e.stems.every((s, k) => q[i + k] === s));
      if (at < 0) continue;
      if ('means' in e)
        extra.push({ means: e.means, at, same: e.stems.length === 1 && tokenize(e.means).length === 1 });
      else {
        const page = index.pages.findIndex((p) => p.u === e.opens || p.u.endsWith(e.opens));
        if (page >= 0) pages.push(page);
      }
    }
    return { extra, pages };
  }

  function rank(words: QueryWord[], limit: number, sentence = false): Hit[] {
    // unit → best score per query word
    const scores = new Map<number, Float64Array>();
    const headingHit = new Set<number>();
    // unit → the query words its name holds (title, label, long title; a section's heading), as a bit set
    const inName = new Map<number, number>();
    // per query word: how many units hold it
    const spread = words.map(() => new Set<number>());
    // unit → per query word, how sure the best match is (its factor: an exact word 1, a typo 0.5)
    const sure = new Map<number, Float64Array>();
    // unit → the query words it holds other than in a page's description (a summary of everything on
    // the page, which says little about any one section), as a bit set
    const bySubject = new Map<number, number>();
    // unit → the query words it holds other than in the links of a list of pages, as a bit set
    const byOwnText = new Map<number, number>();
    // pages found by their title, label or keywords (the words the guide chose to name them by)
    const byName = new Set<number>();
    words.forEach((word, q) => {
      for (const { term, factor } of word.terms) {
        const list = postings(term);
        for (let k = 0; k < list.length; k += 2) {
          const unit = list[k] >> 3;
          const field = list[k] & 7;
          let s = scores.get(unit);
          if (!s) scores.set(unit, (s = new Float64Array(words.length)));
          s[q] += weight[field] * unpackScore(list[k + 1]) * factor;
          spread[q].add(unit);
          let f = sure.get(unit);
          if (!f) sure.set(unit, (f = new Float64Array(words.length)));
          f[q] = Math.max(f[q], factor);
          if (field === FIELD.heading) headingHit.add(unit);
          if (NAME_FIELDS.has(field)) inName.set(unit, (inName.get(unit) ?? 0) | (1 << q));
          if (field !== FIELD.description) bySubject.set(unit, (bySubject.get(unit) ?? 0) | (1 << q));
          if (field !== FIELD.links) byOwnText.set(unit, (byOwnText.get(unit) ?? 0) | (1 << q));
          if (field <= FIELD.keywords) byName.add(unit);
        }
      }
    });
    // Units whose name says the other direction («Из России» for «в россию»), by the place word: there
    // the place word counts as if only the unit's text held it (issue #49 §1).
    const contrary = words.map(() => new Set<number>());
    words.forEach((word, q) => {
      if (!word.direction) return;
      for (const term of word.direction.contrary) {
        const list = postings(term);
        for (let k = 0; k < list.length; k += 2)
          if (!((inName.get(list[k] >> 3) ?? 0) & (1 << q))) contrary[word.direction.place].add(list[k] >> 3);
      }
    });
    // What a word is worth to the ranking (issue #29 §1): a content word 1; a word found in a large
    // part of the guide («самарканд») half; a question or function word a thousandth, so it decides
    // only between results equal in everything else.
    const common = Math.max(COMMON_MIN_UNITS, COMMON_SHARE * (pageCount + index.sectionCount));
    const worth = words.map((w, q) =>
      w.weight === QUESTION
        ? 0.001
        : w.weight === DESCRIBING
          ? 0.25
          : w.weight === DIRECTION || spread[q].size > common
            ? 0.5
            : 1,
    );
    // A question (three or more typed words that name things) is answered by a section: a page's name then
    // counts as a section's text does, and at equal coverage the section comes first (issue #49 §1).
    // A word or a short name («виза», «снять квартиру») still finds its page first.
    const isQuestion = words.filter((w) => w.weight === 1 && !w.added).length >= QUESTION_MIN;
    const sum = (s: Float64Array | undefined) => (s ? s.reduce((a, b) => a + b, 0) : 0);
    /**
     * How well a unit covers the reader's words: each word by its worth, counted more in the unit's
     * name (a title, a heading) than in its text, and, for a section, less when only its page
     * holds it (the words are then far apart: proximity at the grain the index has), or only the
     * links of a list of pages (the home page's sections hold every subject, and answer none).
     */
    const cover = (unit: number, s: Float64Array, page?: number) => {
      // A section's text counts as much as a heading for a word its page's name holds: the section
      // is where the page's subject meets the reader's word («стоимость регистрации» on the
      // registration page).
      const name = (inName.get(unit) ?? 0) | (page === undefined ? 0 : (inName.get(page) ?? 0));
      const ps = page === undefined ? undefined : sure.get(page);
      const own = sure.get(unit)!;
      const ownText = byOwnText.get(unit) ?? 0;
      return words.reduce((c, _, q) => {
        const inherited = page !== undefined && (bySubject.get(page) ?? 0) & (1 << q) ? certainty(ps?.[q] ?? 0) : 0;
        const where =
          s[q] > 0 && ownText & (1 << q)
            ? (name & (1 << q) && !contrary[q].has(unit) ? (unit < pageCount && isQuestion ? 1 : IN_NAME) : 1) *
              certainty(own[q])
            : FROM_PAGE * Math.max(inherited, s[q] > 0 ? certainty(own[q]) : 0);
        return c + worth[q] * where;
      }, 0);
    };

    // A name that holds two or more of the reader's words is what they are looking for; one word in a
    // name is no sign (the page «Виза и регистрация» names every section of it).
    const named = (unit: number) => {
      const n = words.reduce((c, w, q) => c + ((inName.get(unit) ?? 0) & (1 << q) && w.weight === 1 ? 1 : 0), 0);
      return n >= 2 ? n : 0;
    };
    // Two or more of the words in one name (a heading, a title) stand side by side: that is the
    // closest they can be, and counts on top of the words themselves.
    const near = (n: number) => (n >= 2 ? NEAR_BONUS * (n - 1) : 0);
    // A heading that words the reader's question («Какие документы нужны» for «какие документы нужны
    // для карты»): the question words beside a word that names the thing count as side by side too.
    const phrased = (unit: number) => {
      const bits = inName.get(unit) ?? 0;
      const naming = words.some((w, q) => bits & (1 << q) && w.weight === 1);
      const asked = words.filter((w, q) => bits & (1 << q) && w.weight === QUESTION).length;
      return naming ? NEAR_BONUS * asked : 0;
    };
    const hits: Hit[] = [];
    for (const [unit, s] of scores) {
      if (unit < pageCount) {
        const n = named(unit);
        hits.push({
          page: unit,
          viaHeading: false,
          score: sum(s),
          cover: cover(unit, s) + (isQuestion ? 0 : near(n)),
          named: n,
          shown: byName.has(unit),
        });
      } else {
        const section = unit - pageCount;
        const page = index.pageOf(section);
        const ps = scores.get(page);
        const n = named(unit);
        hits.push({
          page,
          section,
          viaHeading: headingHit.has(unit),
          score: sum(s) + options.pageShare * sum(ps),
          cover: cover(unit, s, page) + near(n) + phrased(unit),
          named: n,
          shown: true,
        });
      }
    }
    // Coverage first (its content words in steps of a quarter: question words only break ties);
    // of results that cover as much, the one whose own name holds several of the words: the card
    // «Корзинка DISKONT, Вокзал» for «korzinka vokzal», before sections that mention both; then
    // question words, then the score.
    const step = (c: number) => Math.round(c * 4);
    hits.sort(
      (a, b) =>
        step(b.cover) - step(a.cover) ||
        (isQuestion || sentence ? Number(b.section !== undefined) - Number(a.section !== undefined) : 0) ||
        b.named - a.named ||
        // a section named by the words before its page: it is the more precise answer
        Number(b.section !== undefined && b.named > 0) - Number(a.section !== undefined && a.named > 0) ||
        // a page found only by its long title or description (its suggestion shows its short title,
        // without the words): after results that show them
        Number(b.shown) - Number(a.shown) ||
        b.cover - a.cover ||
        b.score - a.score ||
        a.page - b.page ||
        (a.section ?? -1) - (b.section ?? -1),
    );
    // The cap keeps the few suggestions varied; the /search page (a long list) shows all.
    const cap = limit <= 10 ? options.perPage : Infinity;
    const perPage = new Map<number, number>();
    // One row per place a result opens (issue #49 §2): the text under a page's title has no anchor
    // and opens the page, as the page's own result does; the better ranked of the two stays.
    const opensPage = (h: Hit) => h.section === undefined || index.opensPage(h.section);
    const pageShown = new Set<number>();
    // …and one row per place card (issue #49 §2): a card shown on two pages is the card on its home
    // page, where the better ranked of the two stands.
    const sectionShown = new Set<number>();
    return hits
      .map((h) => {
        const home = h.section === undefined ? undefined : index.homeOf(h.section);
        return home === undefined ? h : { ...h, page: index.pageOf(home), section: home };
      })
      .filter((h) => {
        if (h.section !== undefined) {
          if (sectionShown.has(h.section)) return false;
          sectionShown.add(h.section);
        }
        if (opensPage(h)) {
          if (pageShown.has(h.page)) return false;
          pageShown.add(h.page);
        }
        const n = (perPage.get(h.page) ?? 0) + 1;
        perPage.set(h.page, n);
        return n <= cap;
      })
      .slice(0, limit);
  }

  function run(input: string, limit: number) {
    const { extra, pages } = everydayOf(input);
    let words = parse(input, false, extra);
    // Three or more words typed, whatever they are («когда лучше всего есть плов»): a sentence, whose
    // answer is a section rather than the page at equal coverage.
    const sentence = tokenize(input).length >= QUESTION_MIN;
    let hits = rank(words, limit, sentence);
    if (hits.length === 0 && words.length > 0) {
      words = parse(input, true, extra);
      hits = rank(words, limit, sentence);
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
        // A slip of the layout gives words of the guide, all of them. A real word that the guide lacks
        // («маникюр» → «vfybr.h») only turns into noise, where a stray letter («h») may match.
        const slip = other.words.every((w) => w.weight < 1 || w.terms.length > 0);
        if (other.hits.length > 0 && slip) ({ hits, words, corrected } = { ...other, corrected: switched.trim() });
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
