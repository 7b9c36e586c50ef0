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
  };
  return { requests, ask };
}

/** Lets the fake fetches (promises) settle. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('the rest of the index after a pause (issue #20 §5, #29 §3)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is fetched once the reader pauses after an answer, every part once, on a fast connection', async () => {
    const { requests, ask } = reader({ effectiveType: '4g' });
    await ask('виза');
    const own = requests.length;
    expect(own).toBeLessThan(parts.length);
    await vi.advanceTimersByTimeAsync(PAUSE_MS - 1);
    expect(requests).toHaveLength(own);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect([...requests].sort()).toEqual([...parts].sort());
    // Later queries come from memory, and no second background fetch starts.
    await ask('прописка');
    await vi.advanceTimersByTimeAsync(PAUSE_MS * 2);
    expect(requests).toHaveLength(parts.length);
  });

  it('waits while the reader keeps typing: each new query restarts the pause', async () => {
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
