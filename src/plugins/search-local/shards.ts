/**
 * The index as search.ts and results.ts read it (`IndexView`): whole in the unit tests
 * (`wholeView`), or as the worker has it (`ShardedIndex`): the meta file at once, then the term
 * shards and section texts that splitIndex.ts cut, fetched as queries need them (issue #20 §5).
 */
import type { IndexSection, SearchIndex, SearchMeta, TermGroup, TermShard, TextPart } from './format';

/** What search.ts and results.ts read: the whole index in tests, the fetched parts in the worker. */
export interface IndexView {
  readonly pages: SearchIndex['pages'];
  /** The index terms known (all, or those of the shards fetched so far), sorted; `post` alongside. */
  readonly terms: readonly string[];
  readonly post: readonly string[];
  pageOf(section: number): number;
  section(n: number): IndexSection;
  /** Whether a section opens its page itself: the text under the title, which has no anchor. */
  opensPage(section: number): boolean;
  /** How many sections the whole index has (a word's share of the guide: search.ts). */
  readonly sectionCount: number;
  /** The same place card on its home page, for a card shown elsewhere (format.ts `twins`). */
  homeOf(section: number): number | undefined;
}

/** `twins` (format.ts) as a lookup: section → its home section. */
function homesOf(twins: readonly number[] | undefined): Map<number, number> {
  const homes = new Map<number, number>();
  for (let k = 0; k + 1 < (twins?.length ?? 0); k += 2) homes.set(twins![k], twins![k + 1]);
  return homes;
}

/** The whole index as a view. */
export function wholeView(index: SearchIndex): IndexView {
  const homes = homesOf(index.twins);
  return {
    homeOf: (n) => homes.get(n),
    pages: index.pages,
    terms: index.terms,
    post: index.post,
    pageOf: (n) => index.sections[n].p,
    section: (n) => index.sections[n],
    opensPage: (n) => index.sections[n].h === '',
    sectionCount: index.sections.length,
  };
}

/** Largest k with list[k] <= value (list sorted, list[0] <= value). */
function floorIndex<T>(list: readonly T[], value: T): number {
  let lo = 0;
  let hi = list.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (list[mid] <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Fetches a part of the index (a path under the site's base URL) and returns its parsed JSON. */
export type FetchPart = (file: string) => Promise<unknown>;

/**
 * A term group on its way before the meta file (format.ts `groupFile`, issue #29 §3): the page
 * fetched it when the reader began to type. Resolves to undefined if it failed.
 */
export type EarlyGroup = (group: string) => Promise<unknown> | undefined;

/**
 * The index as the worker has it: the meta file at once, then term shards and section texts as
 * queries need them (`needTerms`, `needSections`), each fetched once. A part of another build than
 * the meta file (a stale cache after a new version went up) is an error: the worker then starts
 * over with a fresh meta file.
 */
export class ShardedIndex implements IndexView {
  readonly pages: SearchMeta['pages'];
  terms: string[] = [];
  post: string[] = [];
  private readonly shards = new Map<number, Promise<TermShard>>();
  private readonly loaded = new Map<number, TermShard>();
  /** Whole two-letter groups that came early (`EarlyGroup`), by group. */
  private readonly groups = new Map<string, TermGroup>();
  private readonly texts = new Map<number, Promise<TextPart>>();
  private readonly sections = new Map<number, IndexSection>();
  /** Anchors and headings of the sections whose headings hold a term fetched (format.ts `heads`). */
  private readonly heads = new Map<number, IndexSection>();

  constructor(
    readonly meta: SearchMeta,
    private readonly fetchPart: FetchPart,
    private readonly early: EarlyGroup = () => undefined,
  ) {
    if (meta.v !== 5) throw new Error('search index: unknown format');
    this.pages = meta.pages;
    this.homes = homesOf(meta.twins);
  }

  private readonly homes: Map<number, number>;

  homeOf(section: number): number | undefined {
    return this.homes.get(section);
  }

  get sectionCount(): number {
    return this.meta.first[this.meta.first.length - 1];
  }

  pageOf(section: number): number {
    return floorIndex(this.meta.first, section);
  }

  opensPage(n: number): boolean {
    const page = this.pageOf(n);
    return this.meta.first[page] === n && !this.meta.anchored?.includes(page);
  }

  section(n: number): IndexSection {
    const s = this.sections.get(n);
    if (!s) throw new Error(`search index: section ${n} was not fetched`);
    return s;
  }

  /**
   * Whether a section's suggestion can be drawn now: its text is here, or it was found by its heading
   * and the heading is here (results.ts shows a heading then, not a snippet).
   */
  canShow(n: number, viaHeading: boolean): boolean {
    return this.sections.has(n) || (viaHeading && this.heads.has(n));
  }

  /**
   * The index as far as it is known without more section texts: a section whose text has not come
   * has its anchor and heading and an empty text (for the suggestions `canShow` allows).
   */
  withHeads(): IndexView {
    return {
      pages: this.pages,
      terms: this.terms,
      post: this.post,
      sectionCount: this.sectionCount,
      pageOf: (n) => this.pageOf(n),
      section: (n) => this.sections.get(n) ?? this.heads.get(n) ?? this.section(n),
      opensPage: (n) => this.opensPage(n),
      homeOf: (n) => this.homeOf(n),
    };
  }

  private keepHeads(run: TermShard): void {
    for (const [n, h, s] of run.heads ?? []) this.heads.set(n, { p: this.pageOf(n), h, s, t: '' });
  }

  /** The shards that hold the terms beginning with `prefix`. */
  shardsFor(prefix: string): number[] {
    const { from } = this.meta.terms;
    const first = floorIndex(from, prefix);
    const end = `${prefix}\uffff`;
    const found = [first];
    for (let k = first + 1; k < from.length && from[k] < end; k++) found.push(k);
    return found;
  }

  /**
   * Fetches the shards of the terms that begin with these prefixes, those not fetched yet. A prefix
   * whose whole group came early (a group of this build) needs no shard.
   */
  async needTerms(prefixes: Iterable<string>): Promise<void> {
    const list = [...prefixes].filter(Boolean);
    await Promise.all(
      list.map(async (prefix) => {
        // Held already, or by shards an earlier query fetched («в» typed before «ви»): waiting for
        // the page's early group would only add its round trip.
        if (this.groups.has(prefix) || this.shardsFor(prefix).every((k) => this.loaded.has(k))) return;
        let group: TermGroup | undefined;
        try {
          group = (await this.early(prefix)) as TermGroup | undefined;
        } catch {
          // Failed or not found: the shards answer.
        }
        // A group of another build (a cached file after an update) is not an error: the shards answer.
        if (group?.b === this.meta.b && group.g === prefix && !this.groups.has(prefix)) {
          this.groups.set(prefix, group);
          this.keepHeads(group);
          // At once: another query waiting for the same group may go on before this one does.
          this.mergeTerms();
        }
      }),
    );
    const wanted = new Set<number>();
    for (const prefix of list) if (!this.groups.has(prefix)) for (const k of this.shardsFor(prefix)) wanted.add(k);
    await this.loadShards([...wanted]);
  }

  private async loadShards(shards: number[]): Promise<void> {
    const fresh = shards.filter((k) => !this.loaded.has(k));
    if (fresh.length === 0) return;
    await Promise.all(
      fresh.map((k) => {
        let shard = this.shards.get(k);
        if (!shard) {
          shard = this.fetchPart(this.meta.terms.files[k]).then((json) => this.checked(json as TermShard));
          this.shards.set(k, shard);
          shard.catch(() => this.shards.delete(k));
        }
        return shard.then((s) => {
          this.loaded.set(k, s);
          this.keepHeads(s);
        });
      }),
    );
    this.mergeTerms();
  }

  /**
   * The terms known, sorted: shards and early groups are consecutive runs of the sorted terms, so
   * in the order of their first terms, each run's terms past the last one taken keep the union sorted
   * (a group inside a shard fetched since adds nothing).
   */
  private mergeTerms(): void {
    const runs = [...this.loaded.values(), ...this.groups.values()]
      .filter((run) => run.terms.length > 0)
      .sort((a, b) => (a.terms[0] < b.terms[0] ? -1 : a.terms[0] > b.terms[0] ? 1 : b.terms.length - a.terms.length));
    const terms: string[] = [];
    const post: string[] = [];
    for (const run of runs) {
      const last = terms[terms.length - 1];
      let i = 0;
      if (last !== undefined) while (i < run.terms.length && run.terms[i] <= last) i++;
      for (; i < run.terms.length; i++) {
        terms.push(run.terms[i]);
        post.push(run.post[i]);
      }
    }
    this.terms = terms;
    this.post = post;
  }

  /**
   * Fetches every part not fetched yet (or only the term shards), `concurrency` at a time, so that
   * the reader's later queries find everything in memory; a query's own fetches are not held up
   * behind a long queue.
   */
  async fetchAll(
    concurrency = 2,
    {
      texts = true,
      // Awaited before each file: the background waits while a query is being answered.
      ready = () => undefined,
    }: { texts?: boolean; ready?: () => Promise<void> | undefined } = {},
  ): Promise<void> {
    const jobs = [
      ...this.meta.terms.files.map((_, k) => () => this.loadShards([k])),
      ...(texts ? this.meta.texts.from.map((from) => () => this.needSections([from])) : []),
    ];
    const run = async () => {
      for (;;) {
        await ready();
        const job = jobs.shift();
        if (!job) return;
        await job();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, run));
  }

  /** Fetches the texts of these sections not fetched yet. */
  async needSections(numbers: Iterable<number>): Promise<void> {
    const wanted = new Set<number>();
    for (const n of numbers) if (!this.sections.has(n)) wanted.add(floorIndex(this.meta.texts.from, n));
    await Promise.all(
      [...wanted].map((k) => {
        let part = this.texts.get(k);
        if (!part) {
          part = this.fetchPart(this.meta.texts.files[k]).then((json) => this.checked(json as TextPart));
          this.texts.set(k, part);
          part.catch(() => this.texts.delete(k));
        }
        return part.then(({ from, sections }) =>
          sections.forEach(([h, s, t], i) => this.sections.set(from + i, { p: this.pageOf(from + i), h, s, t })),
        );
      }),
    );
  }

  private checked<T extends { b: string }>(part: T): T {
    if (part?.b !== this.meta.b) throw new StalePartError();
    return part;
  }
}

/** A part of another build than the meta file. */
export class StalePartError extends Error {
  constructor() {
    super('search index: a part of another version of the guide');
    this.name = 'StalePartError';
  }
}
