/**
 * Words of the search index and of a query, cut the same way on both sides: at build time
 * (node) and in the browser's search worker.
 *
 * The plugin's tokenizer splits only on spaces and hyphens and stems with lunr's ru+en
 * pipeline. We keep that pipeline (lunr's trimmer, stop words and Russian/English stemmers)
 * and change three things the plugin has no option for:
 * - «ё» is read as «е» (pages write «ребёнок», readers type «ребенок»);
 * - Uzbek Latin oʻ and gʻ stay inside their word, without the apostrophe («Ulugʻbek» = «Ulugbek»);
 * - a number with grouped thousands is one word: «103 000 сум» is 103000, so «103» (the
 *   ambulance) does not find prices;
 * - a few words are kept whole instead of stemmed, where the stem joins unrelated words
 *   («скорее» and «скорая» both stem to «скор»).
 */
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support';
import ru from 'lunr-languages/lunr.ru';
import multi from 'lunr-languages/lunr.multi';

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

let pipeline: ((value: string) => string[]) | undefined;

// lunr's ru+en pipeline, as the plugin's index builder sets it up (lunr.multiLanguage('ru', 'en')).
const PIPELINE = ['lunr-multi-trimmer-ru-en', 'stopWordFilter', 'stopWordFilter-ru', 'stemmer-ru', 'stemmer'];

function lunrPipeline(): (value: string) => string[] {
  if (!pipeline) {
    // At build time the plugin has set up the same languages in this process: set up once only
    // (lunr warns when a function is registered twice).
    const registry = lunr as unknown as Record<string, unknown>;
    if (!registry.stemmerSupport) stemmerSupport(lunr);
    if (!registry.ru) ru(lunr);
    if (!registry.multiLanguage) multi(lunr);
    if (!lunr.Pipeline.registeredFunctions[PIPELINE[0]]) lunr.multiLanguage('ru', 'en');
    const loaded = lunr.Pipeline.load(PIPELINE);
    pipeline = (value) => loaded.runString(value);
  }
  return pipeline;
}

/**
 * Returns a stemmer: normalised word → index term, or '' for a stop word.
 * `whole` lists words that are indexed as they are (see above); results are cached.
 */
export function createStemmer(whole: readonly string[]): (value: string) => string {
  const run = lunrPipeline();
  const keep = new Set(whole.map((w) => w.toLowerCase().replace(/ё/g, 'е')));
  const cache = new Map<string, string>();
  return (value) => {
    let term = cache.get(value);
    if (term === undefined) {
      term = keep.has(value) ? value : (run(value)[0] ?? '');
      cache.set(value, term);
    }
    return term;
  };
}
