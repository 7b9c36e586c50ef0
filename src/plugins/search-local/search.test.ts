import { describe, expect, it } from 'vitest';
import { SPECIALISTS, searchTuning } from '@site/config/search';
import { buildSearchIndex } from './buildIndex';
import { createSearch, matchPositions } from './search';
import { decodePostings, encodePostings } from './format';
import { toPluginResults } from './results';
import { wholeView } from './shards';
import { pages, questionPages, questionSections, sections } from './__fixtures__/guide';
import { createStemmer, tokenize } from './text';

const stem = createStemmer(searchTuning.wholeWords);

const index = buildSearchIndex(pages, sections, stem);
const search = createSearch(wholeView(index), stem, searchTuning);
const urls = (q: string) =>
  search(q, 8).hits.map((h) => index.pages[h.page].u + (h.section === undefined ? '' : index.sections[h.section].h));

describe('tokenize', () => {
  it('folds ё, lowercases and keeps grouped thousands as one number', () => {
    expect(tokenize('Ребёнок: 103 000 сум, 103').map((t) => t.value)).toEqual(['ребенок', '103000', 'сум', '103']);
  });
  it('gives source positions', () => {
    expect(tokenize('Из 1 250 000')).toEqual([
      { value: 'из', start: 0, length: 2 },
      { value: '1250000', start: 3, length: 9 },
    ]);
  });
});

describe('search ranking', () => {
  it('puts the page about a topic above pages that mention it', () => {
    expect(urls('виза')[0]).toBe('/visa');
    expect(urls('без визы')[0]).toBe('/visa');
  });
  it('counts front matter keywords', () => {
    expect(urls('прописка')[0]).toBe('/visa');
  });
  it('answers phrases with the section holding most words, question words only break ties', () => {
    expect(urls('стоимость регистрации')[0]).toBe('/visa#fee');
    expect(urls('сколько стоит регистрация').slice(0, 2)).toContain('/visa#fee');
    expect(urls('из Ташкента')[0]).toBe('/transport#trains');
  });
  it('does not join unrelated words by their stem or numbers by a digit group', () => {
    expect(urls('скорая')).toEqual(['/medicine#emergency']);
    expect(urls('103')).toEqual(['/medicine#emergency']);
  });
  it('matches a half-typed last word as a prefix', () => {
    expect(urls('госпош')[0]).toBe('/visa#fee');
  });
  it('forgives one typo when nothing matches exactly', () => {
    expect(urls('тпанспорт')[0]).toBe('/transport');
  });
  it('caps suggestions per page, but not the long list of the /search page', () => {
    const capped = createSearch(wholeView(index), stem, { ...searchTuning, perPage: 1 });
    const visa = (limit: number) => capped('виза регистрация наличные', limit).hits.filter((h) => h.page === 1).length;
    expect(visa(8)).toBe(1);
    expect(visa(100)).toBe(3);
  });
  it('returns nothing for a word that is nowhere', () => {
    expect(urls('йцукенгшщзх')).toEqual([]);
  });
});

describe('plugin result shape', () => {
  it('names page and section and marks the matched words', () => {
    const { hits, words, terms } = search('наличные', 8);
    const [first] = toPluginResults(wholeView(index), hits, words, terms, stem);
    expect(first.type).toBe(1); // a heading
    expect(first.document).toMatchObject({ t: 'Наличные деньги', u: '/visa', h: '#cash' });
    expect(first.page?.t).toBe('Виза и регистрация');
    expect(first.metadata.match.t.position).toEqual([[0, 8]]);
  });
  it('highlights by stem', () => {
    expect(matchPositions('Регистрация и регистрацию', new Set([stem('регистрации')]), stem)).toEqual([
      [0, 11],
      [14, 11],
    ]);
  });
  it('highlights English words whose ending the stemmer changed («city» → «citi»), and numbers', () => {
    const terms = new Set([stem('cities'), stem('103')]);
    expect(matchPositions('Cities: 103, city; 1030', terms, stem)).toEqual([
      [0, 6],
      [8, 3],
      [13, 4],
    ]);
  });
});

describe('index file', () => {
  it('stores postings as base-36 strings that decode to the same numbers', () => {
    const numbers = [0, 1, 35, 36, 8 * 569 + 5, 123_456];
    // Each unit × field as the step from the one before: 35 − 0, 4557 − 35 (issue #49 §4).
    expect(encodePostings(numbers)).toBe('0,1,z,10,3hm,2n9c');
    expect(() => encodePostings([40, 1, 39, 1])).toThrow(/out of order/);
    expect(decodePostings(encodePostings(numbers))).toEqual(numbers);
    expect(index.v).toBe(3);
    expect(index.post.every((p) => typeof p === 'string' && decodePostings(p).length % 2 === 0)).toBe(true);
  });
});

describe('building the index', () => {
  it('fails on a section of an unknown page', () => {
    expect(() => buildSearchIndex([], [{ url: '/x', hash: '', heading: '', text: 'a' }], stem)).toThrow(/\/x/);
  });
});

describe("readers' own words (issue #20)", () => {
  const guide = buildSearchIndex(questionPages, questionSections, stem);
  const find = createSearch(wholeView(guide), stem, searchTuning);
  const top = (q: string, n = 3) =>
    find(q, 8)
      .hits.slice(0, n)
      .map((h) => guide.pages[h.page].u + (h.section === undefined ? '' : guide.sections[h.section].h));

  it('reads Latin letters as Russian transliteration and Uzbek Latin', () => {
    expect(top('viza')).toContain('/visa');
    expect(top('siab bazar')).toContain('/bazar#siab');
    expect(top('siyob bozori')[0]).toBe('/bazar#siab');
    expect(top('korzinka vokzal do skolki rabotaet')[0]).toBe('/grocery#korzinka-vokzal');
  });
  it('tries the other keyboard layout when nothing matches, and says so', () => {
    const wrong = find('dbpf', 8);
    expect(wrong.corrected).toBe('виза');
    expect(top('dbpf')[0]).toBe('/visa');
    expect(find('виза', 8).corrected).toBeUndefined();
  });
  it('does not take a word the guide lacks for a layout slip', () => {
    // On the other layout «маникюр» is «vfybr.h»: «vfybr» is no word, but the stray «h» is one here.
    const noisy = buildSearchIndex(
      questionPages,
      [...questionSections, { url: '/flat', hash: '#wifi', heading: 'Роутер', text: 'Скорость до 100 Мбит в h.' }],
      stem,
    );
    const look = createSearch(wholeView(noisy), stem, searchTuning);
    expect(look('vfybr h', 8).hits).not.toEqual([]);
    expect(look('маникюр', 8)).toMatchObject({ hits: [], corrected: undefined });
    expect(look('hjenth', 8).corrected).toBe('роутер');
  });
  it('forgives one typo in a word of 5+ letters that matches nothing', () => {
    expect(top('где купить кофе без кофиина')).toContain('/grocery#optovik');
    expect(top('тпанспорт')).toContain('/transport');
    // Short words are not corrected: «вина» is not «виза».
    expect(top('вина')).toEqual([]);
  });

  // One case per entry of config/search.ts everydayWords.
  const everyday: Record<string, string> = {
    детсад: '/kindergarten',
    садик: '/kindergarten',
    прописка: '/visa',
    обменник: '/finance#exchange',
    налик: '/finance#cash',
    кэш: '/finance#cash',
    однушка: '/flat',
    двушка: '/flat',
    обналичить: '/finance#cash',
    коммуналка: '/utilities',
    квартплата: '/utilities',
    симка: '/mobile#sim',
    'стоит регистрация': '/visa#fee',
    'стоимость регистрации': '/visa#fee',
    'цена регистрации': '/visa#fee',
    'вызвать такси': '/transport#apps',
    поменять: '/finance#exchange',
    'открыть счет': '/finance#bank-card',
    консульство: '/visa#russian-passport',
    ветклиника: '/pets#vet',
    зоотовары: '/pets#shops',
    остановиться: '/visa#hotel',
    зубной: '/medicine#dentists',
    'карта мир': '/finance#cash',
    продуктовый: '/grocery',
    пицца: '/cafe#roni',
    депозит: '/home#lease',
    пиво: '/grocery#kiwi',
    авиабилеты: '/transport#flights',
    ...Object.fromEntries(SPECIALISTS.map((say) => [say, '/medicine#choosing'])),
    'карта города': '/map',
    'карта самарканда': '/map',
    'снять доллары': '/finance#cash',
    'снять деньги': '/finance#cash',
    'снять сумы': '/finance#cash',
    пить: '/home#drinking-water',
    // The page «Деньги»: «денег» alone matches no word of the guide
    денег: '/finance',
    // (its point, «снять квартиру с собакой» → «Аренда жилья с животным», is in rank.test.ts)
    'снять квартиру': '/flat',
    'купить доллары': '/finance#exchange',
    'отметить день рождения': '/kids#party',
    эцп: '/gov#eds-ways',
    ребенок: '/visa#children',
    ребенка: '/visa#children',
    собака: '/pets',
    кошка: '/pets',
    зуб: '/medicine#dentists',
    'без интернета': '/#offline',
    оффлайн: '/#offline',
    'сдать кровь': '/medicine#labs',
    'сколько дней': '/visa#deadlines',
    хозяин: '/visa#documents',
    жара: '/weather#chilla',
    офлайн: '/#offline',
  };
  it('knows every everyday word of the config', () => {
    expect(Object.keys(everyday).sort()).toEqual(searchTuning.everydayWords.map((e) => e.say).sort());
  });
  for (const [say, route] of Object.entries(everyday)) {
    it(`«${say}» finds ${route}`, () => {
      expect(top(say).some((u) => u === route || u.startsWith(`${route}#`))).toBe(true);
    });
  }
  it('puts the page an everyday phrase names first', () => {
    expect(top('карта города')[0]).toBe('/map');
  });
});
