import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchTuning } from '@site/config/search';
import { buildSearchIndex } from '../buildIndex';
import { splitIndex } from '../splitIndex';
import { ShardedIndex } from '../shards';
import { createSearch } from '../search';
import { answerQuery } from '../query';
import { createStemmer } from '../text';
import { guidePages, guideSections } from '../__fixtures__/guide';
import { backgroundFetch, PAUSE_MS, type Connection } from './backgroundFetch';

const stem = createStemmer(searchTuning.wholeWords);
const order = new Map(guidePages.map((p, i) => [p.url, i]));
const sections = [...guideSections].sort((a, b) => order.get(a.url)! - order.get(b.url)!);
const { meta, files } = splitIndex(buildSearchIndex(guidePages, sections, stem), { termChars: 200, textChars: 400 });
const parts = [...meta.terms.files, ...meta.texts.files];

/** The worker's loop around one index, with a fake fetch that records each request. */
function reader(connection?: Connection, maxParts?: number) {
  const requests: string[] = [];
  const index = new ShardedIndex(meta, async (file) => {
    requests.push(file);
    return JSON.parse(files.get(file)!);
  });
  const search = createSearch(index, stem, searchTuning);
  const background = backgroundFetch({ connection: () => connection, maxParts });
  const ask = async (input: string) => {
    background.querying();
    await answerQuery(index, search, stem, input, 8);
    background.answered(index);
    background.settled();
  };
  return { requests, ask };
}

/** Lets the fake fetches (promises) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the rest of the index in the background (issue #20 §5, #29 §3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const termParts = meta.terms.files;
  const textParts = meta.texts.files;

  it('fetches the term shards right after the first answer, the texts once the reader pauses, every part once', async () => {
    const { requests, ask } = reader({ effectiveType: '4g' });
    await ask('виза');
    await settle();
    // Every term shard, and of the texts only those the answer showed.
    expect(requests.filter((f) => termParts.includes(f)).sort()).toEqual([...termParts].sort());
    const before = requests.filter((f) => textParts.includes(f)).length;
    expect(before).toBeLessThan(textParts.length);
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 1);
    expect(requests.filter((f) => textParts.includes(f))).toHaveLength(before);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect([...requests].sort()).toEqual([...parts].sort());
    // Later queries come from memory, and no second background fetch starts.
    await ask('прописка');
    await vi.advanceTimersByTimeAsync(PAUSE_MS * 2);
    expect(requests).toHaveLength(parts.length);
  });

  it('the next query shows its first suggestions without a round trip once the term shards are in', async () => {
    const { requests, ask } = reader({ effectiveType: '4g' });
    await ask('виза');
    await settle();
    const fetched = requests.length;
    // «регистрация» draws its page and sections found by their headings from the shards.
    await ask('регистрация');
    expect(requests.slice(fetched).filter((f) => termParts.includes(f))).toEqual([]);
  });

  it('takes no next file while a query is being answered', async () => {
    const requests: string[] = [];
    const index = new ShardedIndex(meta, async (file) => {
      requests.push(file);
      return JSON.parse(files.get(file)!);
    });
    const background = backgroundFetch({ connection: () => ({ effectiveType: '4g' }) });
    background.querying();
    background.answered(index);
    await settle();
    expect(requests, 'the answer is not out yet').toEqual([]);
    // The reader typed on: a second query is being answered when the first settles.
    background.querying();
    background.settled();
    await settle();
    expect(requests).toEqual([]);
    background.settled();
    await settle();
    expect([...requests].sort()).toEqual([...termParts].sort());
  });

  it('waits for the texts while the reader keeps typing: each new query restarts the pause', async () => {
    const { requests, ask } = reader();
    await ask('ви');
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 100);
    await ask('виза');
    const typed = requests.length;
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 100);
    expect(requests).toHaveLength(typed);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(requests.length).toBe(parts.length);
  });

  it.each([
    ['3G', { effectiveType: '3g' }],
    ['2G', { effectiveType: 'slow-2g' }],
    ['data saving', { effectiveType: '4g', saveData: true }],
  ])('does not start on %s: each query fetches only its own parts', async (_, connection) => {
    const { requests, ask } = reader(connection);
    await ask('виза');
    const own = requests.length;
    await vi.advanceTimersByTimeAsync(PAUSE_MS * 3);
    expect(requests).toHaveLength(own);
  });

  it('does not start for an index of more parts than it may fetch ahead', async () => {
    const { requests, ask } = reader({ effectiveType: '4g' }, parts.length - 1);
    await ask('виза');
    const own = requests.length;
    await vi.advanceTimersByTimeAsync(PAUSE_MS * 3);
    expect(requests).toHaveLength(own);
  });
});
