import { describe, expect, it } from 'vitest';
import { searchTuning } from '@site/config/search';
import { buildSearchIndex, readPluginIndex } from './buildIndex';
import { createSearch, matchPositions } from './search';
import { decodePostings, encodePostings } from './format';
import { toPluginResults } from './results';
import { createStemmer, tokenize } from './text';

const stem = createStemmer(searchTuning.wholeWords);

const pages = [
  { url: '/', title: 'Самарканд для тех, кто переезжает', label: 'Главная', description: '', keywords: [] },
  {
    url: '/visa',
    title: 'Виза и въезд в Узбекистан',
    label: 'Виза и регистрация',
    description: '',
    keywords: ['безвиз', 'прописка'],
  },
  { url: '/medicine', title: 'Врачи и клиники', label: 'Медицина', description: '', keywords: [] },
  { url: '/transport', title: 'Транспорт', label: 'Транспорт', description: '', keywords: [] },
];
const sections = [
  { url: '/', hash: '', heading: '', text: 'Про визы и регистрацию читайте на отдельной странице.' },
  { url: '/visa', hash: '#cash', heading: 'Наличные деньги', text: 'Сумму больше 2 000 долларов декларируют.' },
  { url: '/visa', hash: '#fee', heading: 'Госпошлина', text: 'Стоимость регистрации — 103 000 сум на май 2025 года.' },
  { url: '/medicine', hash: '#emergency', heading: 'Экстренные номера', text: 'Скорая помощь — 103.' },
  { url: '/transport', hash: '#taxi', heading: 'Такси', text: 'Лучше скорее заказать такси через приложение.' },
  { url: '/transport', hash: '#trains', heading: 'Поезда', text: 'Из Ташкента ходит скоростной поезд.' },
];
const index = buildSearchIndex(pages, sections, stem);
const search = createSearch(index, stem, searchTuning);
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
    const capped = createSearch(index, stem, { ...searchTuning, perPage: 1 });
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
    const [first] = toPluginResults(index, hits, words, terms, stem);
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
  it('highlights English words whose ending the stemmer changed («fly» → «fli»), and numbers', () => {
    const terms = new Set([stem('flies'), stem('103')]);
    expect(matchPositions('Flies: 103, fly; 1030', terms, stem)).toEqual([
      [0, 5],
      [7, 3],
      [12, 3],
    ]);
  });
});

describe('index file', () => {
  it('stores postings as base-36 strings that decode to the same numbers', () => {
    const numbers = [0, 1, 35, 36, 8 * 569 + 5, 123_456];
    expect(encodePostings(numbers)).toBe('0,1,z,10,3il,2n9c');
    expect(decodePostings(encodePostings(numbers))).toEqual(numbers);
    expect(index.v).toBe(3);
    expect(index.post.every((p) => typeof p === 'string' && decodePostings(p).length % 2 === 0)).toBe(true);
  });
});

describe('reading the plugin index', () => {
  it('joins heading and content entries into sections', () => {
    const json = [
      { documents: [{ i: 1, t: 'T', u: '/a' }] },
      { documents: [{ i: 3, t: 'H', u: '/a', h: '#h', p: 1 }] },
      { documents: [] },
      { documents: [] },
      {
        documents: [
          { i: 2, t: 'intro', s: 'T', u: '/a', h: '', p: 1 },
          { i: 4, t: 'body', s: 'H', u: '/a', h: '#h', p: 1 },
        ],
      },
    ];
    expect(readPluginIndex(json).sections).toEqual([
      { url: '/a', hash: '', heading: '', text: 'intro' },
      { url: '/a', hash: '#h', heading: 'H', text: 'body' },
    ]);
  });
  it('fails on a section of an unknown page', () => {
    expect(() => buildSearchIndex([], [{ url: '/x', hash: '', heading: '', text: 'a' }], stem)).toThrow(/\/x/);
  });
});
