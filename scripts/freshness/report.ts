/**
 * `npm run freshness`: which page and which place to re-check first. Reads the same fields
 * the site renders — front matter `facts_date` / `checked` / `sources` (parsed by Docusaurus's
 * own front-matter parser), the dates marked in the text (the same collector as the build,
 * src/remark/pageDates.ts) and the catalogue's `checked` / price dates — through the same
 * functions (config/freshness.ts, data/places/factsDate.ts), so the report and the pages cannot
 * disagree. A place without a dated fact shows no date on its card: the page showing it dates
 * it, and here it takes the oldest such page's date.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PARSE_FRONT_MATTER, escapeMarkdownHeadingIds } from '@docusaurus/utils';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import {
  CHECKED_FIELD,
  FACTS_FIELD,
  factsAge,
  formatFactsAge,
  freshness,
  pageDateFields,
  pageSources,
  STALE_AFTER_MONTHS,
  type Source,
} from '../../config/freshness';
import { pageChanges } from '../../config/changes';
import { placeFactsDate } from '../../data/places/factsDate';
import { formatFactsDate } from '../../src/components/Place/format';
import type { Catalogue } from '../../data/places';
import { collectPageDates } from '../../src/remark/pageDates';
import { formatYearMonth, parseYearMonth, toIsoMonth } from '../../src/lib/month';

export type Entry = {
  kind: 'page' | 'place';
  /** Route of a page (`/samarkand/visa`), id of a place. */
  id: string;
  title: string;
  /** Repository path to edit. */
  file: string;
  /**
   * The page header's words (config/freshness.ts `formatFactsAge`): «Сведения 2022–2024 годов и новости
   * до января 2026», «Сведения не позднее мая 2025 года»; a place's «Сведения 2023 года», «Сведения на май
   * 2025 года, по странице /cafe/uzbek», «Сведения не позднее июня 2026 года (только на /map)».
   */
  facts: string;
  /** ISO (`2025-05`, `2023`): the date the age counts from, or the catalogue's date as written. */
  factsIso: string;
  /** The facts are from this date or earlier (a place no page shows, known only by its source's date). */
  upTo?: boolean;
  /** ISO month of a real re-check, if any. */
  checked?: string;
  /** Whole months from the newer of facts and check to the build month. */
  age: number;
  stale: boolean;
  /** External sources a page cites (pages only). */
  links?: string[];
  /** Where to re-check the page, as its stale notice names them (front matter `sources`). */
  sources?: Source[];
  /** Places whose cards the page shows (pages only). */
  places?: string[];
  /** A place without a dated fact: the pages that show it and so date it. */
  datedBy?: string[];
  /** Day of the file's last commit (git), pages only: when it was edited, not when its facts are from. */
  edited?: string;
};

export type Report = { buildMonth: string; staleAfterMonths: number; entries: Entry[] };

type PlaceLike = {
  id: string;
  name: string;
  /** When the source's files were committed: used only for a place no page shows. */
  sourceDate: string;
  checked?: string;
  prices?: readonly { asOf?: string }[];
};

/** Every `.md`/`.mdx` under `dir`, except `_partials` (Docusaurus does not route them either). */
function docFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && /\.mdx?$/.test(d.name) && !d.name.startsWith('_'))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

/** Route as Docusaurus gives it with `routeBasePath: '/'`: `a/index.mdx` → `/a`, or the `slug`. */
function routeOf(relative: string, slug: unknown): string {
  if (typeof slug === 'string' && slug.startsWith('/')) return slug;
  const route = `/${relative.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

/** External links a page cites: Markdown links, autolinks and JSX `href`s, in order, once each. */
export function externalLinks(body: string): string[] {
  const found = body.match(/https?:\/\/[^\s<>"'`)\]}]+/g) ?? [];
  return [...new Set(found.map((url) => url.replace(/[.,;:!?»]+$/, '')))];
}

const mdx = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);

/** Day of the file's last commit, «2026-11-23»; undefined outside git or for a new file. */
function lastEdited(file: string, repoRoot: string): string | undefined {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return day || undefined;
  } catch {
    return undefined;
  }
}

export async function pageEntries(
  docsDir: string,
  built: string,
  repoRoot = process.cwd(),
  catalogue?: Catalogue,
): Promise<Entry[]> {
  const entries: Entry[] = [];
  for (const filePath of docFiles(docsDir)) {
    const fileContent = readFileSync(filePath, 'utf8');
    const { frontMatter, content } = await DEFAULT_PARSE_FRONT_MATTER({ filePath, fileContent });
    const { facts, checked } = pageDateFields(frontMatter);
    // `facts_date: false`: a page with no facts of its own (the change record) has nothing to age.
    if (facts === false) continue;
    const file = path.relative(repoRoot, filePath).split(path.sep).join('/');
    const dates = freshness(facts, checked, built);
    if (!dates) {
      // The build refuses such a page (src/remark/validateBlocks.ts); say the same here.
      throw new Error(`${file}: front matter ${FACTS_FIELD} отсутствует или не распознано (ожидается «2025-05»)`);
    }
    const title =
      (typeof frontMatter.title === 'string' && frontMatter.title) || /^#\s+(.+)$/m.exec(content)?.[1] || file;
    let marked: ReturnType<typeof collectPageDates>;
    try {
      // Heading ids `{#visa}` are Docusaurus syntax, not MDX expressions: escaped as Docusaurus does.
      marked = collectPageDates(mdx.parse(escapeMarkdownHeadingIds(content)), catalogue);
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    // What the header says and the age its «старше года» counts (src/components/Verified).
    const age = factsAge(
      facts,
      checked,
      built,
      marked.dates,
      pageChanges(frontMatter).map((c) => c.date),
    )!;
    const sources = pageSources(frontMatter);
    const edited = lastEdited(file, repoRoot);
    entries.push({
      kind: 'page',
      id: routeOf(path.relative(docsDir, filePath).split(path.sep).join('/'), frontMatter.slug),
      title,
      file,
      facts: formatFactsAge(age),
      factsIso: age.span ? age.span.to : toIsoMonth(age.notAfter),
      ...(dates.checked ? { checked: toIsoMonth(dates.checked) } : {}),
      age: age.age,
      stale: age.stale,
      links: externalLinks(content),
      ...(sources.length ? { sources } : {}),
      ...(marked.places.length ? { places: marked.places } : {}),
      ...(edited ? { edited } : {}),
    });
  }
  return entries;
}

/**
 * A place with a dated price is dated by it; one without is dated by the page(s) that show its
 * card (the oldest of them: the report errs towards re-checking). Only a place that no page
 * shows (it is on /map alone) falls back to its source's date, as an upper bound.
 */
export function placeEntries(
  places: readonly (PlaceLike & { file?: string })[],
  built: string,
  pages: readonly Entry[] = [],
): Entry[] {
  return places.map((place) => {
    const own = placeFactsDate(place);
    const showing = pages.filter((p) => p.kind === 'page' && p.places?.includes(place.id));
    let date: string;
    let facts: string;
    let upTo = false;
    let datedBy: string[] | undefined;
    if (own) {
      date = own.date;
      facts = formatFactsDate(own);
    } else if (showing.length > 0) {
      const oldest = showing.reduce((a, b) => (b.factsIso < a.factsIso ? b : a));
      date = oldest.factsIso;
      facts = `${oldest.facts}, по странице ${oldest.id}`;
      datedBy = showing.map((p) => p.id);
    } else {
      date = place.sourceDate;
      upTo = true;
      facts = `${formatFactsAge({ span: null, notAfter: parseYearMonth(date)! })} (только на /map)`;
    }
    // A price known only by its year counts from January: the report errs towards re-checking.
    const month = date.length === 4 ? `${date}-01` : date;
    const dates = freshness(month, place.checked, built)!;
    return {
      kind: 'place' as const,
      id: place.id,
      title: place.name,
      file: place.file ?? 'data/places',
      facts,
      factsIso: date,
      ...(upTo ? { upTo } : {}),
      ...(datedBy ? { datedBy } : {}),
      ...(dates.checked ? { checked: toIsoMonth(dates.checked) } : {}),
      age: dates.age,
      stale: dates.stale,
    };
  });
}

/** Oldest first; among equals pages before places, then by id, so the output is stable. */
export function buildReport(entries: Entry[], built: string, olderThan?: number): Report {
  const due = olderThan === undefined ? entries : entries.filter((e) => e.age > olderThan);
  const sorted = [...due].sort(
    (a, b) => b.age - a.age || (a.kind === b.kind ? 0 : a.kind === 'page' ? -1 : 1) || a.id.localeCompare(b.id),
  );
  return { buildMonth: built, staleAfterMonths: STALE_AFTER_MONTHS, entries: sorted };
}

/** The plain terminal table, links of each page indented under it. */
export function formatTable(report: Report): string {
  const head = ['Мес.', 'Сведения', 'Проверено', 'Правка', 'Что', 'Файл'];
  const rows = report.entries.map((e) => [
    String(e.age),
    e.facts,
    e.checked ? formatYearMonth(parseYearMonth(e.checked)!) : '—',
    e.edited ?? '—',
    `${e.kind === 'page' ? 'страница' : 'место'} ${e.id}${e.kind === 'place' ? ` («${e.title}»)` : ''}`,
    e.file,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]))
      .join('  ')
      .trimEnd();
  const out = [
    `Сборка: ${report.buildMonth}; устаревшим считается то, что старше ${report.staleAfterMonths} мес. (поля ${FACTS_FIELD} и ${CHECKED_FIELD}); «Правка» — последний коммит файла, не дата сведений.`,
    line(head),
    line(widths.map((w) => '-'.repeat(w))),
  ];
  report.entries.forEach((e, i) => {
    out.push(line(rows[i]));
    // Where to re-check first (the page's `sources`), then every other link the page cites.
    const official = new Set((e.sources ?? []).map((s) => s.url));
    for (const s of e.sources ?? []) out.push(`      ${s.url} — ${s.label}`);
    for (const url of e.links ?? []) if (!official.has(url)) out.push(`      ${url}`);
  });
  if (report.entries.length === 0) out.push('Ничего не просрочено.');
  return out.join('\n');
}

/** `--json`, `--older-than 12`; anything else is an error naming the option. */
export function parseArgs(argv: readonly string[]): { json: boolean; olderThan?: number } {
  const options: { json: boolean; olderThan?: number } = { json: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--json') options.json = true;
    else if (arg === '--older-than' || arg.startsWith('--older-than=')) {
      const value = arg.includes('=') ? arg.split('=')[1] : argv[++i];
      if (!value || !/^\d+$/.test(value))
        throw new Error(`--older-than: ожидается число месяцев, например --older-than 12`);
      options.olderThan = Number(value);
    } else throw new Error(`неизвестный параметр «${arg}»; допустимы --json и --older-than N`);
  }
  return options;
}
