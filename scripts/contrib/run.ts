/**
 * The commands behind `npm run listing`, `listing:sold`, `listing:expire` and `place`
 * (cli.mjs loads this file with jiti). Each returns its exit code and the lines to print:
 * on success the last line is the path of the file written (or removed); on failure every
 * problem, in Russian. The workflows (.github/workflows/listing.yml, place.yml) rely on that.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import { isExpired } from '../../data/sale/board';
import { LISTINGS_DIR, readListingFiles } from '../../data/sale/files';
import { todayInSamarkand, type Listing } from '../../data/sale/schema';
import { convertListing, listingJson, markSold } from './listing';
import { bulletList, escapeMarkdown } from './markdown';
import { convertPlace } from './place';
import type { PhotoFetcher } from './photo';

export type Io = {
  root: string;
  today: string;
  fetcher: PhotoFetcher;
  /** Formats a TypeScript file's text as the repository's Prettier config does. */
  format: (text: string, file: string) => Promise<string>;
};

export type Args = { file?: string; issue?: number; comment?: string; prBody?: string; today?: string; root?: string };
export type Outcome = { code: 0 | 1; lines: string[] };

export function parseArgs(argv: readonly string[]): Args {
  const args: Args = {};
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (flag === '--issue') args.issue = Number(value);
    else if (flag === '--comment') args.comment = value;
    else if (flag === '--pr-body') args.prBody = value;
    else if (flag === '--today') args.today = value;
    else if (flag === '--root') args.root = value;
    else if (!flag.startsWith('--') && args.file === undefined) {
      args.file = flag;
      continue;
    } else throw new Error(`неизвестный аргумент «${flag}»`);
    i++;
  }
  if (args.issue !== undefined && !(Number.isSafeInteger(args.issue) && args.issue > 0))
    throw new Error('--issue: нужен номер задачи, целое число');
  if (args.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(args.today)) throw new Error('--today: дата ГГГГ-ММ-ДД');
  return args;
}

/** Today in Samarkand, unless a test fixes it (--today, or SAMGUIDE_TODAY). */
export function resolveToday(args: Args, env: NodeJS.ProcessEnv = process.env): string {
  return args.today ?? env.SAMGUIDE_TODAY ?? todayInSamarkand();
}

/** `name=value` lines for the next workflow steps (GITHUB_OUTPUT), when run in Actions. */
function output(values: Record<string, string>) {
  const file = process.env.GITHUB_OUTPUT;
  if (file)
    appendFileSync(
      file,
      Object.entries(values)
        .map(([k, v]) => `${k}=${v}\n`)
        .join(''),
    );
}

function write(io: Io, file: string, text: string | Buffer) {
  const full = path.join(io.root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
}

const FIX_COMMENT = (problems: string[]) =>
  [
    'Спасибо! Чтобы опубликовать это, поправьте, пожалуйста:',
    '',
    bulletList(problems),
    '',
    'Нажмите «…» → «Edit» над текстом задачи и исправьте ответы: после сохранения мы проверим их ещё раз.',
    '',
  ].join('\n');

function readBody(args: Args): string {
  if (!args.file) throw new Error('укажите файл с текстом задачи: npm run listing -- FILE');
  return readFileSync(path.resolve(args.file), 'utf8');
}

function listingsOf(io: Io): { file: string; listing: Listing }[] {
  return readListingFiles(io.root).map(({ file, data }) => ({ file, listing: data as Listing }));
}

export async function runListing(args: Args, io: Io): Promise<Outcome> {
  const body = readBody(args);
  const existing = listingsOf(io).map((l) => l.listing);
  const result = await convertListing(body, { today: io.today, issue: args.issue, existing, fetcher: io.fetcher });
  if (!result.ok) {
    if (args.comment) writeFileSync(args.comment, FIX_COMMENT(result.problems));
    return { code: 1, lines: result.problems };
  }
  const { listing, photo } = result;
  const lines: string[] = [];
  if (photo) {
    write(io, `static/${listing.image}`, photo);
    lines.push(`static/${listing.image}`);
  }
  const file = `${LISTINGS_DIR}/${listing.id}.json`;
  write(io, file, listingJson(listing));
  if (args.prBody) {
    writeFileSync(
      args.prBody,
      [
        args.issue ? `Объявление из #${args.issue}.` : 'Объявление с формы «Продаю вещь».',
        '',
        `Файл: \`${file}\`${photo ? `, фото: \`static/${listing.image}\`` : ''}. Проверьте текст и фото и слейте, чтобы объявление появилось на странице /sale.`,
        '',
      ].join('\n'),
    );
  }
  output({ path: file, id: listing.id });
  return { code: 0, lines: [...lines, file] };
}

export async function runSold(args: Args, io: Io): Promise<Outcome> {
  if (!args.issue) throw new Error('укажите номер задачи: npm run listing:sold -- --issue N');
  const found = listingsOf(io).find((l) => l.listing.issue === args.issue);
  if (!found) return { code: 1, lines: [`Объявления из задачи #${args.issue} в ${LISTINGS_DIR}/ нет.`] };
  const sold = markSold(found.listing);
  if (!sold) return { code: 1, lines: [`Объявление «${found.listing.id}» уже отмечено как проданное.`] };
  write(io, found.file, listingJson(sold));
  output({ path: found.file, id: sold.id });
  return { code: 0, lines: [found.file] };
}

/** Deletes listings (and their photos) past MAX_AGE_DAYS; prints each removed file. Exit 0 even when none. */
export async function runExpire(_args: Args, io: Io): Promise<Outcome> {
  const removed: string[] = [];
  for (const { file, listing } of listingsOf(io)) {
    if (!isExpired(listing.date, io.today)) continue;
    rmSync(path.join(io.root, file));
    removed.push(file);
    if (listing.image && existsSync(path.join(io.root, 'static', listing.image))) {
      rmSync(path.join(io.root, 'static', listing.image));
      removed.push(`static/${listing.image}`);
    }
  }
  output({ removed: String(removed.length) });
  return { code: 0, lines: removed };
}

export async function runPlace(args: Args, io: Io): Promise<Outcome> {
  const body = readBody(args);
  if (args.issue !== undefined) {
    // An issue edited after its place was merged: the catalogue is not changed twice.
    const marker = `// From issue #${args.issue}.`;
    const done = (await import('../../data/places/categories')).GROUPS.map((g) => `data/places/${g}.ts`).find((f) =>
      readFileSync(path.join(io.root, f), 'utf8').includes(marker),
    );
    if (done)
      return { code: 0, lines: [`Место из задачи #${args.issue} уже в справочнике: правки вносятся вручную.`, done] };
  }
  // Loaded here: the catalogue is big, and the listing commands do not need it.
  const { placeFiles } = await import('../../data/places/index');
  const taken = new Set(placeFiles.flatMap((f) => f.places.map((p) => p.id)));
  const result = convertPlace(body, { today: io.today, issue: args.issue ?? 0, taken });
  if (!result.ok) {
    if (args.comment) writeFileSync(args.comment, FIX_COMMENT(result.problems));
    return { code: 1, lines: result.problems };
  }
  const { appendEntry } = await import('./place');
  const file = `data/places/${result.group}.ts`;
  const source = readFileSync(path.join(io.root, file), 'utf8');
  write(io, file, await io.format(appendEntry(source, result.entry, args.issue ?? 0), path.join(io.root, file)));
  const draft = result.todo.length > 0;
  if (args.prBody) {
    writeFileSync(
      args.prBody,
      [
        args.issue
          ? `Место из #${args.issue}: ${escapeMarkdown(result.entry.name)}.`
          : `Место: ${escapeMarkdown(result.entry.name)}.`,
        '',
        `Запись \`${result.entry.id}\` добавлена в конец \`${file}\`.`,
        ...(draft ? ['', '**Перед слиянием нужно добавить** (пока это черновик):', '', bulletList(result.todo)] : []),
        ...(result.check.length ? ['', '**Проверьте:**', '', bulletList(result.check)] : []),
        '',
        'Когда всё готово, удалите из записи комментарий с номером задачи — или оставьте его как ссылку на источник.',
        '',
      ].join('\n'),
    );
  }
  output({ path: file, id: result.entry.id, draft: String(draft) });
  return { code: 0, lines: [...(draft ? result.todo : []), file] };
}

export const COMMANDS = { listing: runListing, sold: runSold, expire: runExpire, place: runPlace } as const;
