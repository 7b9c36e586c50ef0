import { describe, expect, it } from 'vitest';
import { searchTuning } from '@site/config/search';
import { buildSearchIndex } from './buildIndex';
import { splitIndex } from './splitIndex';
import { ShardedIndex, StalePartError, wholeView } from './shards';
import { createSearch } from './search';
import { answerQuery } from './query';
import { toPluginResults } from './results';
import { createStemmer } from './text';
import type { TermGroup, TermShard } from './format';
import { decodePostings, FIELD } from './format';
import { groupFile, SEARCH_GROUPS_DIR } from './format';
import { typedGroups } from './client/earlyGroups';
import { guidePages, guideSections } from './__fixtures__/guide';

const stem = createStemmer(searchTuning.wholeWords);
// The index splits sections page by page: the fixture's sections in their pages' order.
const order = new Map(guidePages.map((p, i) => [p.url, i]));
const sections = [...guideSections].sort((a, b) => order.get(a.url)! - order.get(b.url)!);
const index = buildSearchIndex(guidePages, sections, stem);
// Tiny parts, so that the fixture is cut into many of them: a term shard per term.
const EARLY_QUERIES = ['виза', 'без визы', 'стоимость регистрации', 'ви', 'korzinka vokzal', 'регистрацыя', 'dbpf'];
// As on the site (sourceGroups.ts), every group the page may ask for has a file, empty where the
// index has no term of it.
const { meta, files } = splitIndex(index, {
  termChars: 1,
  textChars: 80,
  groups: [...new Set(EARLY_QUERIES.flatMap(typedGroups))],
});

function sharded(parts = files, early: (group: string) => Promise<unknown> | undefined = () => undefined) {
  const fetched: string[] = [];
  const view = new ShardedIndex(
    meta,
    async (file) => {
      fetched.push(file);
      const content = parts.get(file);
      if (content === undefined) throw new Error(`no ${file}`);
      return JSON.parse(content);
    },
    early,
  );
  return { view, fetched, search: createSearch(view, stem, searchTuning) };
}

const whole = wholeView(index);
const wholeSearch = createSearch(whole, stem, searchTuning);
function wholeAnswer(input: string, limit = 8) {
  const found = wholeSearch(input, limit);
  return toPluginResults(whole, found.hits, found.words, found.terms, stem, found.corrected);
}

describe('the index in parts (issue #20 §5)', () => {
  it('cuts the fixture into many parts, every one of this build', () => {
    expect(meta.terms.files.length).toBeGreaterThan(5);
    expect(meta.texts.files.length).toBeGreaterThan(3);
    for (const content of files.values()) expect(JSON.parse(content).b).toBe(meta.b);
    // Term shards hold the sorted terms, each once, in shard order.
    const terms = meta.terms.files.flatMap((f) => (JSON.parse(files.get(f)!) as TermShard).terms);
    expect(terms).toEqual(index.terms);
    expect(meta.first).toHaveLength(index.pages.length + 1);
  });

  it('answers every kind of query as the whole index does, fetching only some parts', async () => {
    const queries = [
      ...['виза', 'без визы', 'прописка', 'стоимость регистрации', 'сколько стоит регистрация', 'из Ташкента'],
      ...['скорая', '103', 'регист', 'ви', 'р', 'в'],
      // Latin and Uzbek Latin, the other layout, typos, everyday words
      ...['viza', 'siab bazar', 'siyob bozori', 'korzinka vokzal do skolki rabotaet', 'dbpf', 'Rjhpbyrf'],
      ...['где купить кофе без кофиина', 'тпанспорт', 'тзанспорт', 'тьанспорт', 'сщорая', 'рнгистрация'],
      ...['детсад', 'карта города', 'вина', 'qwzx'],
    ];
    const total = meta.terms.files.length + meta.texts.files.length;
    for (const query of queries) {
      const { view, fetched, search } = sharded();
      expect(await answerQuery(view, search, stem, query, 8), query).toEqual(wholeAnswer(query));
      expect(new Set(fetched).size, `${query}: each part fetched once`).toBe(fetched.length);
      expect(fetched.length, `${query}: ${fetched.join(' ')}`).toBeLessThan(total);
    }
  });

  it('the /search page’s long list too', async () => {
    const { view, search } = sharded();
    expect(await answerQuery(view, search, stem, 'регистрация', 100)).toEqual(wholeAnswer('регистрация', 100));
  });

  it('reuses what it has fetched for the next query', async () => {
    const { view, fetched, search } = sharded();
    await answerQuery(view, search, stem, 'виза', 8);
    const first = fetched.length;
    await answerQuery(view, search, stem, 'визы', 8);
    expect(fetched.length).toBe(first);
  });

  it('refuses a part of another build', async () => {
    const stale = new Map([...files].map(([f, c]) => [f, JSON.stringify({ ...JSON.parse(c), b: 'old' })]));
    const { view, search } = sharded(stale);
    await expect(answerQuery(view, search, stem, 'виза', 8)).rejects.toBeInstanceOf(StalePartError);
  });

  it('writes every two-letter group whole under a name known without the meta file (issue #29 §3)', () => {
    const groups = [...files].filter(([f]) => f.startsWith(`${SEARCH_GROUPS_DIR}/`));
    const terms = groups.flatMap(([f, content]) => {
      const group = JSON.parse(content) as TermGroup;
      expect(f).toBe(groupFile(group.g));
      expect(group.b).toBe(meta.b);
      expect(group.terms.every((t) => t.startsWith(group.g) && t.slice(0, 2) === group.g)).toBe(true);
      return group.terms;
    });
    expect(terms.sort()).toEqual([...index.terms].sort());
    // Not parts of the meta file: the offline copy and the background fetch do not know them.
    expect([...meta.terms.files, ...meta.texts.files].some((f) => f.startsWith(SEARCH_GROUPS_DIR))).toBe(false);
  });

  it('answers from the groups the page fetched early, without their term shards', async () => {
    for (const query of EARLY_QUERIES) {
      const asked: string[] = [];
      const early = (group: string) => {
        if (!typedGroups(query).includes(group)) return undefined;
        const content = files.get(groupFile(group));
        if (content !== undefined) asked.push(group);
        return Promise.resolve(content === undefined ? undefined : JSON.parse(content));
      };
      const { view, fetched, search } = sharded(files, early);
      expect(await answerQuery(view, search, stem, query, 8), query).toEqual(wholeAnswer(query));
      // «dbpf» (the other layout's «виза») has no group of its own: the worker finds the rest.
      if (query !== 'dbpf') expect(asked.length, query).toBeGreaterThan(0);
      // No shard is fetched for a group that came early.
      const shardsOfEarly = new Set(asked.flatMap((g) => view.shardsFor(g).map((k) => meta.terms.files[k])));
      const needless = fetched.filter((f) => shardsOfEarly.has(f));
      // …unless the typo search needs the terms of the whole first letter («регистрацыя»).
      if (query !== 'регистрацыя') expect(needless, query).toEqual([]);
    }
  });

  it('takes a term shard instead of an early group of another build, or one that failed', async () => {
    const oldGroup = { ...(JSON.parse(files.get(groupFile('ви'))!) as TermGroup), b: 'old' };
    for (const early of [Promise.resolve(oldGroup), Promise.reject(new Error('offline'))]) {
      early.catch(() => undefined);
      const { view, fetched, search } = sharded(files, (g) => (g === 'ви' ? early : undefined));
      expect(await answerQuery(view, search, stem, 'виза', 8)).toEqual(wholeAnswer('виза'));
      expect(fetched.some((f) => f.startsWith('search-data/terms-'))).toBe(true);
    }
  });

  it('does not wait for an early group whose terms an earlier query’s shards brought', async () => {
    // The page announced «ви» when the reader typed it, but the worker had already answered «в»,
    // fetching every shard of the letter; the group's download must not hold up «виза».
    const never = new Promise<unknown>(() => undefined);
    let announced = false;
    const { view, search } = sharded(files, (g) => (announced && (g === 'ви' || g === '~в') ? never : undefined));
    await answerQuery(view, search, stem, 'в', 8);
    announced = true;
    const answer = await Promise.race([
      answerQuery(view, search, stem, 'виза', 8),
      new Promise((resolve) => setTimeout(() => resolve('waited'), 1000)),
    ]);
    expect(answer).toEqual(wholeAnswer('виза'));
  });

  it('fails the build on sections out of page order', () => {
    const shuffled = buildSearchIndex(guidePages, [...sections].reverse(), stem);
    expect(() => splitIndex(shuffled)).toThrow(/comes after a later page/);
  });
});

describe('the first suggestions before the section texts (issue #29 §3)', () => {
  const QUERIES = [
    'виза',
    'такси',
    'регистрация',
    'карта',
    'наличные',
    'korzinka',
    'скорая',
    'поезд из ташкента',
    'госпошлина',
  ];

  it('gives each term shard and group the anchors and headings of the sections its terms head', () => {
    const headed = (from: number, to: number) => {
      const found = new Set<number>();
      for (let t = from; t < to; t++) {
        const numbers = decodePostings(index.post[t]);
        for (let k = 0; k < numbers.length; k += 2) {
          const unit = Math.floor(numbers[k] / 8);
          if (numbers[k] % 8 === FIELD.heading) found.add(unit - index.pages.length);
        }
      }
      return [...found].sort((a, b) => a - b);
    };
    let withHeads = 0;
    for (const [file, content] of files) {
      const run = JSON.parse(content) as TermShard;
      if (!run.terms?.length) continue;
      const from = index.terms.indexOf(run.terms[0]);
      const expected = headed(from, from + run.terms.length);
      expect(
        (run.heads ?? []).map(([n]) => n),
        file,
      ).toEqual(expected);
      for (const [n, h, s] of run.heads ?? []) expect([h, s], file).toEqual([index.sections[n].h, index.sections[n].s]);
      if (expected.length > 0) withHeads++;
    }
    expect(withHeads).toBeGreaterThan(5);
  });

  it('draws pages and sections found by their headings first, then the whole answer that begins with them', async () => {
    const drawnEarly: string[] = [];
    for (const query of QUERIES) {
      const { view, fetched, search } = sharded();
      let first: ReturnType<typeof wholeAnswer> | undefined;
      let textsBefore = -1;
      const answer = await answerQuery(view, search, stem, query, 8, {
        early: (results) => {
          first = results;
          textsBefore = fetched.filter((f) => f.includes('/text-')).length;
        },
      });
      expect(answer, query).toEqual(wholeAnswer(query));
      if (!first) continue;
      drawnEarly.push(query);
      expect(textsBefore, `${query}: drawn before any section text came`).toBe(0);
      expect(first.length, query).toBeGreaterThan(0);
      expect(first.length, `${query}: something was left to come`).toBeLessThan(answer.length);
      // The rows drawn first stay as they are: the whole answer begins with them.
      expect(answer.slice(0, first.length), query).toEqual(first);
      expect(
        first.every((r) => r.type !== 4),
        `${query}: no snippet without its text`,
      ).toBe(true);
    }
    // The page «Виза…» and the one of «Регистрация» come first, sections with snippets after them.
    expect(drawnEarly).toEqual(expect.arrayContaining(['виза', 'регистрация']));
  });

  it('fetches no section text when every suggestion is a page or a heading', async () => {
    const { view, fetched, search } = sharded();
    let early = false;
    const answer = await answerQuery(view, search, stem, 'госпошлина', 8, { early: () => (early = true) });
    expect(answer.length).toBeGreaterThan(0);
    expect(answer.every((r) => r.type !== 4)).toBe(true);
    expect(fetched.filter((f) => f.includes('/text-'))).toEqual([]);
    expect(early).toBe(false);
  });

  it('draws nothing first when the best suggestion needs its text', async () => {
    for (const query of QUERIES) {
      const { view, search } = sharded();
      let first: unknown[] | undefined;
      const answer = await answerQuery(view, search, stem, query, 8, { early: (results) => (first = results) });
      if (answer[0]?.type === 4) expect(first, query).toBeUndefined();
    }
  });

  it('stops a query a newer one has overtaken: no section text, an empty answer', async () => {
    const { view, fetched, search } = sharded();
    let newer = false;
    const pending = answerQuery(view, search, stem, 'регистрация', 8, { stale: () => newer });
    newer = true;
    expect(await pending).toEqual([]);
    expect(fetched.filter((f) => f.includes('/text-'))).toEqual([]);
  });
});
