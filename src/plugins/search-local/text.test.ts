/**
 * The stemmer without lunr (text.ts) against the plugin's own pipeline, lunr's ru+en (lunr is
 * installed with the search plugin): on every word of the guide, Russian words stem exactly as
 * before, and English words differ at most in a final «y» read as «i» (Porter's rule, which lunr
 * applies a little differently); fewer English function words are dropped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import lunr from 'lunr';
import stemmerSupport from 'lunr-languages/lunr.stemmer.support';
import ru from 'lunr-languages/lunr.ru';
import multi from 'lunr-languages/lunr.multi';
import { searchTuning } from '@site/config/search';
import { createStemmer, ENGLISH_STOP_WORDS, tokenize } from './text';

type Lunr = {
  Pipeline: { load(names: string[]): { runString(value: string): string[] } };
  multiLanguage(...languages: string[]): unknown;
  stopWordFilter(token: unknown): unknown;
  Token: new (value: string) => unknown;
};

function lunrStemmer(): (value: string) => string {
  const l = lunr as unknown as Lunr;
  stemmerSupport(l);
  ru(l);
  multi(l);
  l.multiLanguage('ru', 'en');
  const pipeline = l.Pipeline.load([
    'lunr-multi-trimmer-ru-en',
    'stopWordFilter',
    'stopWordFilter-ru',
    'stemmer-ru',
    'stemmer',
  ]);
  return (value) => pipeline.runString(value)[0] ?? '';
}

/** Every word of the guide's pages and data. */
function guideWords(): Set<string> {
  const root = path.resolve(__dirname, '../../..');
  const words = new Set<string>();
  for (const dir of ['docs', 'data']) {
    for (const file of readdirSync(path.join(root, dir), { recursive: true }) as string[]) {
      if (!/\.(mdx?|ts)$/.test(file)) continue;
      for (const token of tokenize(readFileSync(path.join(root, dir, file), 'utf8'))) words.add(token.value);
    }
  }
  return words;
}

describe('the stemmer without lunr (issue #29 §3: a smaller search worker)', () => {
  const before = lunrStemmer();
  const now = createStemmer([]);
  const words = guideWords();

  it('reads the guide', () => {
    expect(words.size).toBeGreaterThan(5000);
  });

  it('stems every Russian word of the guide as lunr did, stop words included', () => {
    const russian = [...words].filter((w) => /\p{Script=Cyrillic}/u.test(w));
    expect(russian.length).toBeGreaterThan(3000);
    const differ = russian.filter((w) => now(w) !== before(w));
    expect(differ).toEqual([]);
  });

  it('stems English words as lunr did, but for a final «y» read as «i»', () => {
    const latin = [...words].filter((w) => /^[a-z0-9]+$/.test(w));
    // Some words lunr dropped as English stop words («other», «after») are kept now.
    const differ = latin.filter((w) => before(w) !== '' && now(w).replace(/i$/, 'y') !== before(w).replace(/i$/, 'y'));
    expect(differ).toEqual([]);
  });

  it('drops only English words that lunr dropped too', () => {
    const l = lunr as unknown as Lunr;
    for (const word of ENGLISH_STOP_WORDS) {
      expect(l.stopWordFilter(new l.Token(word)), word).toBeUndefined();
      expect(now(word), word).toBe('');
    }
  });

  it('keeps the words the tuning names whole', () => {
    const whole = createStemmer(searchTuning.wholeWords);
    for (const word of searchTuning.wholeWords)
      expect(whole(word.toLowerCase().replace(/ё/g, 'е'))).toBe(word.toLowerCase().replace(/ё/g, 'е'));
  });
});
