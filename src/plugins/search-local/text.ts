/**
 * Words of the search index and of a query, cut the same way on both sides: at build time
 * (node) and in the browser's search worker.
 *
 * The plugin's tokenizer splits only on spaces and hyphens and stems with lunr's ru+en
 * pipeline. We keep its Russian half (lunr-languages: the trimmer, stop words and Snowball
 * stemmer, run without lunr itself), stem English with the Porter stemmer of `stemmer`, and
 * change a few things the plugin has no option for:
 * - «ё» is read as «е» (pages write «ребёнок», readers type «ребенок»);
 * - Uzbek Latin oʻ and gʻ stay inside their word, without the apostrophe («Ulugʻbek» = «Ulugbek»);
 * - a number with grouped thousands is one word: «103 000 сум» is 103000, so «103» (the
 *   ambulance) does not find prices;
 * - a few words are kept whole instead of stemmed, where the stem joins unrelated words
 *   («скорее» and «скорая» both stem to «скор»).
 */
import stemmerSupport from 'lunr-languages/lunr.stemmer.support';
import ru from 'lunr-languages/lunr.ru';
import { stemmer as englishStemmer } from 'stemmer';

export interface Token {
  /** Normalised word: lower case, «ё» → «е», digit groups joined, no apostrophes. */
  value: string;
  /** Offset and length in the source text (for highlighting). */
  start: number;
  length: number;
}

// A digit group joined by (non-breaking) spaces: «103 000», «1 250 000»; or a run of letters/digits,
// with the apostrophe of Uzbek Latin oʻ and gʻ inside it («Goʻri», «Ulug'bek»: one word each).
const WORD = /\p{N}{1,3}(?:[ \u00a0\u202f]\p{N}{3})+(?!\p{N})|(?:[\p{L}\p{N}\p{M}]|(?<=[oOgG])[ʻʼ'’‘`](?=\p{L}))+/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    tokens.push({
      value: raw
        .toLowerCase()
        .replace(/ё/g, 'е')
        .replace(/[ \u00a0\u202f]/g, '')
        // «Ulug'bek» and «Ulugbek» are one word: readers seldom type the apostrophe.
        .replace(/[ʻʼ'’‘`]/g, ''),
      start: m.index,
      length: raw.length,
    });
  }
  return tokens;
}

type WordFilter = (word: string) => string | undefined;

/**
 * English words dropped from the index and from queries: function words that would match nearly
 * every English sentence. A shorter list than lunr's, and each is one of lunr's (text.test.ts), so
 * nothing the plugin's own pipeline kept is dropped.
 */
export const ENGLISH_STOP_WORDS =
  `a about all also am an and any are as at be been but by can could did do does for from
  had has have he her his how i if in into is it its me my no not of on or our she so than that the
  their them then there these they this to too us was we were what when where which who why will
  with would you your`.split(/\s+/);

const stopWordFilter = (words: readonly string[]): WordFilter => {
  const stop = new Set(words);
  return (word) => (stop.has(word) ? undefined : word);
};

/**
 * lunr-languages' Russian trimmer, stop words and stemmer, each a function of a word. lunr-languages
 * registers them on a lunr object; this gives it the two functions of lunr it calls while doing so,
 * rather than bundling all of lunr for them (8 KB gzip of the search worker's 21). Given a string,
 * its functions work on the string (lunr 1's calling convention, which they keep).
 */
function russian(): { trimmer: (wordCharacters: string) => WordFilter; stopWords: WordFilter; stem: WordFilter } {
  const host = {
    Pipeline: { registerFunction: () => undefined },
    generateStopWordFilter: stopWordFilter,
  } as {
    Pipeline: unknown;
    generateStopWordFilter: unknown;
    trimmerSupport?: { generateTrimmer(wordCharacters: string): WordFilter };
    ru?: { wordCharacters: string; stopWordFilter: WordFilter; stemmer: WordFilter };
  };
  stemmerSupport(host);
  ru(host);
  const { trimmerSupport, ru: language } = host;
  if (!trimmerSupport || !language) throw new Error('lunr-languages: the Russian stemmer did not register');
  return {
    trimmer: (wordCharacters) => trimmerSupport.generateTrimmer(`${language.wordCharacters}${wordCharacters}`),
    stopWords: language.stopWordFilter,
    stem: language.stemmer,
  };
}

let pipeline: WordFilter[] | undefined;

/** The plugin's ru+en pipeline, in its order: trimmer, English and Russian stop words, Russian and English stemmers. */
function wordPipeline(): WordFilter[] {
  if (!pipeline) {
    const { trimmer, stopWords, stem } = russian();
    pipeline = [trimmer('\\w'), stopWordFilter(ENGLISH_STOP_WORDS), stopWords, stem, (word) => englishStemmer(word)];
  }
  return pipeline;
}

/**
 * Returns a stemmer: normalised word → index term, or '' for a stop word.
 * `whole` lists words that are indexed as they are (see above); results are cached.
 */
export function createStemmer(whole: readonly string[]): (value: string) => string {
  const steps = wordPipeline();
  const run = (value: string) => {
    let word: string | undefined = value;
    for (const step of steps) if (word) word = step(word);
    return word ?? '';
  };
  const keep = new Set(whole.map((w) => w.toLowerCase().replace(/ё/g, 'е')));
  const cache = new Map<string, string>();
  return (value) => {
    let term = cache.get(value);
    if (term === undefined) {
      term = keep.has(value) ? value : run(value);
      cache.set(value, term);
    }
    return term;
  };
}
