/**
 * Ranking for questions typed on a phone, Cyrillic spellings of Latin names, verbs for nouns and the
 * long page title (issue #29). Each case fails if its rule in search.ts, buildIndex.ts, latin.ts or
 * derive.ts is taken out.
 */
import { describe, expect, it } from 'vitest';
import { searchTuning } from '@site/config/search';
import { buildSearchIndex } from './buildIndex';
import { createSearch } from './search';
import { decodePostings, FIELD } from './format';
import { toPluginResults } from './results';
import { wholeView } from './shards';
import { questionPages, questionSections } from './__fixtures__/guide';
import type { PageInput, SectionInput } from './buildIndex';
import { createStemmer } from './text';
import { fleetingVowelStems } from './derive';

const stem = createStemmer(searchTuning.wholeWords);
const index = buildSearchIndex(questionPages, questionSections, stem);
const search = createSearch(wholeView(index), stem, searchTuning);
const urls = (q: string, n = 3) =>
  search(q, 8)
    .hits.slice(0, n)
    .map((h) => index.pages[h.page].u + (h.section === undefined ? '' : index.sections[h.section].h));
const first = (q: string) => urls(q, 1)[0];
/** The same over a guide built from these pages and sections. */
const urlsIn = (pagesIn: readonly PageInput[], sectionsIn: readonly SectionInput[], q: string) => {
  const built = buildSearchIndex(pagesIn, sectionsIn, stem);
  return createSearch(
    wholeView(built),
    stem,
    searchTuning,
  )(q, 8).hits.map((h) => built.pages[h.page].u + (h.section === undefined ? '' : built.sections[h.section].h));
};

describe('questions (issue #29 §1)', () => {
  it('puts the section with the most content words first, whatever the function words', () => {
    // «дверь» alone names the café; «вскроет» (→ «вскрыть») and «замок» the locksmith.
    expect(first('захлапнулась дверь кто вскроет замок')).toBe('/home#household');
  });
  it('matches another form of a long word that is no word of the guide by its beginning', () => {
    expect(urls('вскроет', 8)).toContain('/home#household');
  });
  it('weighs a word in a heading above the same word in the text', () => {
    // Both sections hold «свет» and the payment; the one that names them in its heading wins.
    expect(first('свет отключили хотя заплатил')).toBe('/home#meter-unblock');
  });
  it('counts a word its page names for the section too (at half)', () => {
    // «квартира» is in the flat page's title; «доллар» in the text of #buy and of /finance#cash
    const found = urls('доллары квартиру', 8);
    expect(found.indexOf('/flat#buy')).toBeLessThan(found.indexOf('/finance#cash'));
  });
  it('does not let a word of the page description lift every section of the page', () => {
    // «купить» is in /flat's description: #where (квартира in its heading) must not beat #buy.
    const found = urls('купить квартиру', 8);
    expect(found.indexOf('/flat#buy')).toBeLessThan(found.indexOf('/flat#where'));
  });
  it('opens a section named by the words before its page named by them too', () => {
    expect(first('сим карта')).toBe('/mobile#sim');
  });
  it('counts a word found in much of the guide at half', () => {
    // «самарканде» is everywhere in a real guide; here in few units, so the rule is tried on a word
    // that is in most of them: «в» is a stop word, so use a repeated one.
    const common = createSearch(wholeView(index), stem, { ...searchTuning, everydayWords: [] });
    const hits = common('икеа в самарканде есь или заказат', 8).hits;
    const top = hits[0];
    expect(index.sections[top.section!].h).toBe('#ikea');
  });
});

describe('Cyrillic spellings of Latin names (issue #29 §2)', () => {
  it('finds Ozon, Wildberries, IKEA and Yandex Go written in Cyrillic', () => {
    expect(first('озон')).toBe('/shops#ozon');
    expect(first('вайлдберриз')).toBe('/shops#wildberries');
    expect(first('икеа')).toBe('/shops#ikea');
    expect(urls('яндекс го')).toContain('/transport#apps');
  });
  it('builds the alias terms from the index’s own Latin words', () => {
    const aliases = index.terms.filter((t) => t.startsWith('~'));
    expect(aliases).toEqual(expect.arrayContaining(['~азан', '~валдбарас', '~ак', '~андакс', '~га']));
    // the alias carries the Latin word's postings
    const ozon = decodePostings(index.post[index.terms.indexOf('~азан')]);
    const latin = decodePostings(index.post[index.terms.indexOf(stem('ozon'))]);
    expect(ozon).toEqual(latin);
  });
  it('keeps a word of the guide before a Latin name that only sounds like it', () => {
    expect(first('виза')).toBe('/visa');
    expect(urls('виза', 8)).not.toContain('/shops#wise');
  });
  it('takes no two-letter sound beside a word of the guide', () => {
    // «инн» sounds «~ан», as Un does; ИНН is a word of the guide.
    expect(urls('инн', 8)).toEqual(['/visa#pinfl']);
  });
  it('half-typed: a Cyrillic beginning of a Latin name', () => {
    expect(urls('вайлдбер')).toContain('/shops#wildberries');
  });
});

describe('verbs reach their nouns (issue #29 §2)', () => {
  it('«купить квартиру» finds «Покупка жилья»', () => {
    expect(urls('купить квартиру')).toContain('/flat#buy');
  });
  it('«снять квартиру» finds the rental page', () => {
    expect(first('снять квартиру')).toBe('/flat');
  });
});

describe('the long page title (seo_title)', () => {
  it('is indexed as its own field, and ranks its page', () => {
    const flat = questionPages.findIndex((p) => p.url === '/flat');
    const договор = decodePostings(index.post[index.terms.indexOf(stem('договор'))]);
    expect(договор.filter((_, k) => k % 2 === 0)).toContain(flat * 8 + FIELD.seoTitle);
    expect(urls('договор аренды')).toContain('/flat');
  });
  it('is not what the suggestion shows: the short title is', () => {
    const { hits, words, terms } = search('договор аренды', 8);
    const results = toPluginResults(wholeView(index), hits, words, terms, stem);
    const page = results.find((r) => r.document.u === '/flat' && r.type === 0)!;
    expect(page.document.t).toBe('Как снять квартиру');
  });
  it('puts a page found only by it after a section that shows the word', () => {
    // «газ» is in /home's long title only, and in the text of #osten
    expect(first('газ')).toBe('/home#osten');
  });
});

describe('the lead of a section', () => {
  it('weighs a word in its first words above the same word further down', () => {
    const lead = buildSearchIndex(
      [{ url: '/a', title: 'A', label: 'A', description: '', keywords: [] }],
      [
        { url: '/a', hash: '#early', heading: 'x', text: `терапевт ${'слово '.repeat(50)}` },
        { url: '/a', hash: '#late', heading: 'x', text: `${'слово '.repeat(50)} терапевт` },
      ],
      stem,
    );
    const post = decodePostings(lead.post[lead.terms.indexOf(stem('терапевт'))]);
    const score = (section: number) => post[post.indexOf((1 + section) * 8 + FIELD.body) + 1];
    expect(score(0)).toBeGreaterThan(score(1));
  });
});

describe('coverage, on small guides', () => {
  const page = (url: string, title: string, more: Partial<PageInput> = {}): PageInput => ({
    url,
    title,
    label: title,
    description: '',
    keywords: [],
    ...more,
  });
  const top = (pagesIn: PageInput[], sectionsIn: SectionInput[], q: string) => urlsIn(pagesIn, sectionsIn, q)[0];
  it('counts a word in a heading more than in the text', () => {
    const pagesIn = [page('/a', 'Дом'), page('/b', 'Мастерские', { keywords: ['замок'], description: 'замок' })];
    const sectionsIn = [
      { url: '/a', hash: '#lock', heading: 'Замок', text: 'Мастер приходит быстро.' },
      { url: '/b', hash: '#keys', heading: 'Ключи', text: 'Замок, замок и ещё раз замок.' },
    ];
    expect(top(pagesIn, sectionsIn, 'замок')).toBe('/a#lock');
  });
  it('counts two words side by side in one heading on top of the words', () => {
    const pagesIn = [page('/a', 'Коммунальные'), page('/b', 'Газ')];
    const sectionsIn = [
      { url: '/a', hash: '#paid', heading: 'Свет и оплата', text: 'Платите вовремя.' },
      { url: '/b', hash: '#misc', heading: 'Разное', text: 'Свет, газ и оплата бывают разные.' },
    ];
    expect(top(pagesIn, sectionsIn, 'свет газ оплата')).toBe('/a#paid');
  });
  it('puts a section that shows the word before a page found only by its long title', () => {
    const pagesIn = [page('/a', 'Дом', { seoTitle: 'Дом: свет и вода' }), page('/b', 'Разное')];
    const sectionsIn = [{ url: '/b', hash: '#water', heading: 'Колодец', text: 'Вода чистая.' }];
    expect(top(pagesIn, sectionsIn, 'вода')).toBe('/b#water');
  });
  it('counts a word found in much of the guide at half', () => {
    // «город» is in every section; «кран» in one, «ремонт» in another with «город» twice
    const pagesIn = [page('/a', 'Дом')];
    const sectionsIn = [
      { url: '/a', hash: '#tap', heading: 'Вода', text: 'Кран течёт.' },
      ...Array.from({ length: 30 }, (_, i) => ({
        url: '/a',
        hash: `#s${i}`,
        heading: 'Город',
        text: 'Город большой.',
      })),
    ];
    // both cover one word of two; the rare word decides, not the common one's heading
    expect(top(pagesIn, sectionsIn, 'город кран')).toBe('/a#tap');
  });
  it('matches a typed word that is another word’s stem («лимит» — «лимиты»)', () => {
    const pagesIn = [page('/a', 'Почта')];
    const sectionsIn = [{ url: '/a', hash: '#limits', heading: 'Таможенные лимиты', text: 'Не больше 100 долларов.' }];
    expect(top(pagesIn, sectionsIn, 'лимит ')).toBe('/a#limits');
  });
});

describe('a list of other pages (issue #29 §1)', () => {
  const directory: SectionInput = {
    url: '/',
    hash: '#sections',
    heading: 'Разделы справочника',
    text: 'Связь и интернет. Как снять квартиру.',
    directory: { own: '', links: 'Связь и интернет. Как снять квартиру.' },
  };
  it('ranks below the sections it names, though it holds all the words', () => {
    const hits = urlsIn(questionPages, [...questionSections, directory], 'интернет в квартире');
    expect(hits).toContain('/#sections');
    expect(hits.indexOf('/mobile#city')).toBeLessThan(hits.indexOf('/#sections'));
  });
  it('ranks as a plain section would without the mark', () => {
    const plain = { ...directory, directory: undefined };
    expect(urlsIn(questionPages, [...questionSections, plain], 'интернет в квартире')[0]).toBe('/#sections');
  });
});

describe('what the question asks (issue #49 §1)', () => {
  it('weighs the words that name the thing above those that describe it', () => {
    // «хороший», «хорошие отзывы» are all the vets' section shares with the question.
    expect(first('удалить зуб мудрости хороший хирург')).toBe('/medicine#oral-surgeon');
    expect(first('автобус до ташкента самый дешовый')).toBe('/transport#intercity');
  });
  it('weighs a word that sets the scene (a day) below the thing', () => {
    expect(first('сдать кровь в воскресенье')).toBe('/medicine#labs');
  });
  it('still finds a question made only of describing words', () => {
    expect(first('самые дешевые')).toBe('/transport#cheap-dates');
  });
  it('does not let a verb reach an unrelated short word or another sense through its noun rules', () => {
    // «у|дал|ить»: not «дал» (Мархабо), not «удалённая» (remote work)
    const found = urls('удалить зуб', 8);
    expect(found).not.toContain('/work#marhabo');
    expect(found).not.toContain('/work#remote');
  });
  it('takes a direction as part of the meaning: «в Россию» is not «Из России»', () => {
    expect(first('перевести деньги в россию')).toBe('/finance#to-russia');
    expect(first('перевести деньги из россии')).toBe('/finance#from-russia');
    // without a preposition both are as good, and the page's first comes first
    expect(urls('россия деньги', 2).sort()).toEqual(['/finance#from-russia', '/finance#to-russia']);
  });
  it('finds the guide’s own features by what readers call them', () => {
    expect(first('без интернета')).toBe('/#offline');
    expect(first('офлайн')).toBe('/#offline');
  });
  it('finds «Сроки» for how many days', () => {
    expect(first('сколько дней на регистрацию')).toBe('/visa#deadlines');
  });
});

describe('what the question asks, second round (issue #49 §1)', () => {
  it('takes the forms of question words that the stop list lacks as question words', () => {
    // «какие», «нужны» (the stop list has «какой», «нужно»): not words that name the thing, so the
    // heading «Какие документы нужны» does not win by them alone
    expect(first('какие документы нужны хозяину для прописки')).toBe('/visa#flat-documents');
  });
  it('counts question words beside a named word in a heading that words the question', () => {
    // (#bank-card names «банковская карта» in its heading; #card-documents words the whole question)
    expect(first('какие документы нужны для банковской карты')).toBe('/finance#card-documents');
  });
  it('counts a synonym of one word as that word, not as a second one', () => {
    // «собака» → «животные», «снять квартиру» → «аренда»: the section named by both is the answer,
    // and «денег» with its «деньги» is one word, not two
    expect(first('снять квартиру с собакой')).toBe('/pets#renting');
    expect(search('денег', 8).words).toEqual(['денег']);
  });
  it('reads a noun with or without its fleeting vowel («котла» is «котёл»)', () => {
    expect(fleetingVowelStems('котл')).toContain('котел');
    expect(fleetingVowelStems('рынок')).toContain('рынк');
    expect(first('батареи есть а котла нет')).toBe('/home#heating-check');
  });
  it('gives no direction to a word that sets the scene', () => {
    const pagesIn = [{ url: '/a', title: 'Жизнь в Самарканде', label: 'Жизнь', description: '', keywords: [] }];
    const sectionsIn = [{ url: '/a', hash: '#to', heading: 'Переезд в Россию', text: 'Отопление.' }];
    const built = createSearch(wholeView(buildSearchIndex(pagesIn, sectionsIn, stem)), stem, searchTuning);
    expect(built('отопление в самарканде', 8).words).not.toContain('в самарканде');
    expect(built('переезд в россию', 8).words).toContain('в россию');
  });
  it('answers a sentence of three words or more with a section rather than its page', () => {
    // one word names the thing («плов»), the rest are stop words: at equal coverage the section
    const pagesIn = [{ url: '/plov', title: 'Плов', label: 'Плов', description: '', keywords: [] }];
    const sectionsIn = [{ url: '/plov', hash: '#when', heading: 'Когда', text: 'Плов едят в обед.' }];
    expect(urlsIn(pagesIn, sectionsIn, 'когда лучше всего есть плов')[0]).toBe('/plov#when');
    expect(urlsIn(pagesIn, sectionsIn, 'плов')[0]).toBe('/plov');
  });
});

describe('a question is answered by a section (issue #49 §1)', () => {
  it('puts the section before its page when a question of three naming words finds both', () => {
    // «Коммунальные услуги и их оплата» names two of the words; #meter-unblock holds all three
    expect(urls('свет оплата коммунальные', 8).indexOf('/home#meter-unblock')).toBeLessThan(
      urls('свет оплата коммунальные', 8).indexOf('/home'),
    );
  });
  it('still puts the page first for a short name', () => {
    expect(first('снять квартиру')).toBe('/flat');
  });
});

describe('one row per place a result opens (issue #49 §2)', () => {
  it('shows a page or the text under its title, not both', () => {
    const pagesIn = [{ url: '/a', title: 'Связь', label: 'Связь', description: '', keywords: [] }];
    const sectionsIn = [
      { url: '/a', hash: '', heading: '', text: 'Связь в городе хорошая.' },
      { url: '/a', hash: '#sim', heading: 'SIM-карта', text: 'Связь через SIM-карту.' },
    ];
    const hits = urlsIn(pagesIn, sectionsIn, 'связь');
    expect(hits.filter((u) => u === '/a')).toHaveLength(1);
    expect(hits).toContain('/a#sim');
  });
  it('shows a place card shown on two pages once, as the card on its home page', () => {
    const pagesIn = ['/bar', '/work', '/cafe'].map((url) => ({
      url,
      title: url,
      label: url,
      description: '',
      keywords: [],
    }));
    const sectionsIn = [
      { url: '/bar', hash: '#lion', heading: 'Lion Wise', text: 'Паб с живой музыкой.', place: 'lion' },
      { url: '/cafe', hash: '#tea', heading: 'Чайхана', text: 'Чай и живая музыка.', place: 'tea' },
      { url: '/work', hash: '#lion', heading: 'Lion Wise', text: 'Днём тихо, есть розетки.', place: 'lion' },
    ];
    const built = buildSearchIndex(
      pagesIn,
      sectionsIn,
      stem,
      new Map([
        ['lion', '/bar'],
        ['tea', '/cafe'],
      ]),
    );
    expect(built.twins).toEqual([2, 0]);
    const find = createSearch(wholeView(built), stem, searchTuning);
    const rows = (q: string) => find(q, 8).hits.map((h) => built.pages[h.page].u + built.sections[h.section!].h);
    expect(rows('lion wise')).toEqual(['/bar#lion']);
    // found by the text of the card elsewhere: still the home card
    expect(rows('розетки')).toEqual(['/bar#lion']);
    expect(rows('живая музыка').sort()).toEqual(['/bar#lion', '/cafe#tea']);
  });
});
