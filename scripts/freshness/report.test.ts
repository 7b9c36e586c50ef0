import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport, externalLinks, formatTable, pageEntries, parseArgs, placeEntries } from './report';
import { formatYearMonth, parseYearMonth } from '../../src/lib/month';

const FIXTURES = path.join(__dirname, '__fixtures__');
const BUILT = '2026-11';

describe('pages', () => {
  it('says what each page header says, from the same dates, with each page’s route and cited links', async () => {
    const pages = await pageEntries(path.join(FIXTURES, 'docs'), BUILT, FIXTURES);
    expect(pages.map((p) => p.id)).toEqual(['/fresh', '/old', '/section']);
    const [fresh, old, section] = pages;
    // A full date in YAML is a Date; the month is what counts, as on the page.
    // No dates in the text: «не позднее» the sources' month, as under the page's title.
    expect(fresh).toMatchObject({
      title: 'Свежая страница',
      facts: 'Сведения не позднее мая 2026\u00a0года',
      factsIso: '2026-05',
      age: 6,
      stale: false,
    });
    // The span of the dates marked in the text, collected as the build collects them: <Dated>, the БРВ of
    // config/brv.ts, and the card's dated price (GLC, 23 September 2024); the age counts from its end.
    expect(old).toMatchObject({
      file: 'docs/old.mdx',
      facts: 'Сведения 2024–2025\u00a0годов',
      factsIso: '2025-08',
      age: 15,
      stale: true,
    });
    expect(old.facts).not.toMatch(/Сведения на/);
    expect(old.links).toEqual([
      'https://lex.uz/docs/3540206#3541827',
      'https://my.gov.uz/ru/service/665',
      'https://example.uz/a',
    ]);
    expect(old.sources).toEqual([{ label: 'Портал госуслуг', url: 'https://my.gov.uz/ru/service/665' }]);
    expect(old.places).toEqual(['glc-school']);
    // A re-check resets the clock: 2 months since September 2026, although the facts are from 2024.
    expect(section).toMatchObject({
      facts: 'Сведения не позднее января 2024\u00a0года',
      checked: '2026-09',
      age: 2,
      stale: false,
      links: [],
    });
  });

  it('fails, naming the file and the field, on a page without facts_date', async () => {
    await expect(pageEntries(path.join(FIXTURES, 'bad'), BUILT, FIXTURES)).rejects.toThrow(
      'bad/nodate.mdx: front matter facts_date отсутствует или не распознано',
    );
  });

  it('every page of the guide has a date the report can read', async () => {
    const root = path.join(__dirname, '../..');
    const pages = await pageEntries(path.join(root, 'docs'), BUILT, root);
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages) expect(page.factsIso).toMatch(/^\d{4}(-\d{2})?$/);
  }, 30_000);
});

describe('places', () => {
  const page = (id: string, factsIso: string, places: string[]) => ({
    kind: 'page' as const,
    id,
    title: id,
    file: `docs${id}.mdx`,
    facts: `Сведения на ${formatYearMonth(parseYearMonth(factsIso)!)}\u00a0года`,
    factsIso,
    age: 0,
    stale: false,
    places,
  });

  it('dates a place by its latest dated price, else by the oldest page showing it, never by its source', () => {
    const [plain, priced, checked, mapOnly] = placeEntries(
      [
        { id: 'plain', name: 'Plain', sourceDate: '2026-06-11' },
        { id: 'priced', name: 'Priced', sourceDate: '2026-06-11', prices: [{ asOf: '2023' }, { asOf: '2024-09-23' }] },
        { id: 'yearly', name: 'Yearly', sourceDate: '2026-06-11', prices: [{ asOf: '2023' }], checked: '2026-10-01' },
        { id: 'lone', name: 'Lone', sourceDate: '2026-06-11' },
      ],
      BUILT,
      [page('/a', '2025-05', ['plain', 'priced']), page('/b', '2023-11', ['plain'])],
    );
    expect(plain).toMatchObject({
      facts: 'Сведения на ноябрь 2023\u00a0года, по странице /b',
      factsIso: '2023-11',
      datedBy: ['/a', '/b'],
      age: 36,
      stale: true,
    });
    expect(plain.upTo).toBeUndefined();
    expect(priced).toMatchObject({
      facts: 'Сведения на сентябрь 2024\u00a0года',
      factsIso: '2024-09-23',
      age: 26,
      stale: true,
    });
    expect(priced.datedBy).toBeUndefined();
    expect(checked).toMatchObject({ facts: 'Сведения 2023\u00a0года', checked: '2026-10', age: 1, stale: false });
    // On /map alone: the source's date is all there is, as an upper bound, and only here.
    expect(mapOnly).toMatchObject({
      facts: 'Сведения не позднее июня 2026\u00a0года (только на /map)',
      upTo: true,
      age: 5,
    });
  });

  it('the guide’s pages date every card they show', async () => {
    const root = path.join(__dirname, '../..');
    const pages = await pageEntries(path.join(root, 'docs'), BUILT, root);
    const kindergarten = pages.find((p) => p.id === '/children/kindergarten')!;
    expect(kindergarten.places?.length).toBeGreaterThan(10);
    expect(kindergarten.places).toContain('glc-school');
  }, 30_000);
});

describe('report', () => {
  const entries = [
    {
      kind: 'place' as const,
      id: 'b',
      title: 'B',
      file: 'data/places/cafe.ts',
      facts: 'x',
      factsIso: 'x',
      age: 20,
      stale: true,
    },
    {
      kind: 'page' as const,
      id: '/a',
      title: 'A',
      file: 'docs/a.mdx',
      facts: 'Сведения не позднее мая 2025 года',
      factsIso: '2025-05',
      age: 18,
      stale: true,
      links: ['https://gov.uz/', 'https://lex.uz/'],
      sources: [{ label: 'Портал', url: 'https://gov.uz/' }],
      edited: '2026-11-20',
    },
    {
      kind: 'page' as const,
      id: '/c',
      title: 'C',
      file: 'docs/c.mdx',
      facts: 'Сведения не позднее мая 2026 года',
      factsIso: '2026-05',
      age: 6,
      stale: false,
      links: [],
    },
  ];

  it('sorts oldest first and --older-than keeps only what is due', () => {
    expect(buildReport(entries, BUILT).entries.map((e) => e.id)).toEqual(['b', '/a', '/c']);
    expect(buildReport(entries, BUILT, 12).entries.map((e) => e.id)).toEqual(['b', '/a']);
    expect(buildReport(entries, BUILT, 24).entries.map((e) => e.id)).toEqual([]);
  });

  it('prints a plain table with each page’s links under it', () => {
    const table = formatTable(buildReport(entries, BUILT, 12)).split('\n');
    expect(table[1]).toMatch(/^Мес\.\s+Сведения\s+Проверено\s+Правка\s+Что\s+Файл$/);
    expect(table[3]).toMatch(/^20\s+x\s+—\s+—\s+место b \(«B»\)\s+data\/places\/cafe\.ts$/);
    expect(table[4]).toMatch(/^18\s+Сведения не позднее мая 2025 года\s+—\s+2026-11-20\s+страница \/a\s+docs\/a\.mdx$/);
    expect(table[5]).toBe('      https://gov.uz/ — Портал');
    expect(table[6]).toBe('      https://lex.uz/');
    expect(formatTable(buildReport(entries, BUILT, 99))).toContain('Ничего не просрочено.');
  });

  it('takes --json and --older-than N, and nothing else', () => {
    expect(parseArgs([])).toEqual({ json: false });
    expect(parseArgs(['--json', '--older-than', '12'])).toEqual({ json: true, olderThan: 12 });
    expect(parseArgs(['--older-than=6'])).toEqual({ json: false, olderThan: 6 });
    expect(() => parseArgs(['--older-than', 'год'])).toThrow('--older-than: ожидается число месяцев');
    expect(() => parseArgs(['--old'])).toThrow('неизвестный параметр «--old»');
  });
});

describe('externalLinks', () => {
  it('drops sentence punctuation and keeps anchors', () => {
    expect(externalLinks('См. https://lex.uz/docs/1#2. И «https://t.me/x».')).toEqual([
      'https://lex.uz/docs/1#2',
      'https://t.me/x',
    ]);
  });
});
