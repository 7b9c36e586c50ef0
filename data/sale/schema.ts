/**
 * The shape of a listing on /sale and its validation. The build runs
 * `parseListings` over data/sale/listings.ts (src/plugins/sale), so a mistake in a
 * pull request fails the build with a message that names the listing and the field.
 * Messages are in Russian: the people who add listings are the site's readers.
 */
// A namespace import: the config loader (jiti, interopDefault) hands named imports of zod in as undefined.
import * as z from 'zod';

/** Telegram's own rule for public usernames, without the leading «@». */
export const TELEGRAM_USERNAME = /^[A-Za-z0-9_]{5,32}$/;

/** Listing ids go into localStorage and file names: keep them short and Latin. */
export const LISTING_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Images live in static/img/sale/ and are named after the listing they were made for. */
export const IMAGE_PATH = /^img\/sale\/([a-z0-9-]+)\.(?:jpe?g|png|webp)$/;

/** A string field: «missing» and «wrong type» read differently to a contributor. */
const text = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'обязательное поле' : 'нужна строка в кавычках') });

const sum = (what: string) =>
  z
    .int({
      error: (issue) =>
        issue.input === undefined ? 'обязательное поле' : `${what} — целое число в сумах, без пробелов и копеек`,
    })
    .positive({ error: `${what} должна быть больше нуля` });

/** `today` (yyyy-mm-dd) rejects dates in the future: a typo in the year would keep a listing up for good. */
export function listingSchema(today: string) {
  return z
    .strictObject({
      id: text().regex(LISTING_ID, { error: 'латинские строчные буквы, цифры и дефисы, например «stroller-yoyo»' }),
      title: text()
        .trim()
        .min(3, { error: 'название — от 3 символов' })
        .max(80, { error: 'название — не длиннее 80 символов' }),
      price: sum('Цена'),
      reducedPrice: sum('Сниженная цена').optional(),
      description: text()
        .trim()
        .min(1, { error: 'нужно короткое описание' })
        .max(300, { error: 'описание — не длиннее 300 символов' }),
      image: text()
        .regex(IMAGE_PATH, { error: 'путь вида «img/sale/<id>.jpg» (файл лежит в static/img/sale/)' })
        .optional(),
      date: text()
        .pipe(z.iso.date({ error: 'дата в виде ГГГГ-ММ-ДД, например «2026-03-01»' }))
        .refine((date) => date <= today, { error: `дата не может быть позже сегодняшней (${today})` }),
      sold: z.boolean({ error: 'sold: true, если вещь продана, иначе false' }),
      seller: text()
        .refine((s) => !s.startsWith('@'), { error: 'ник в Telegram без «@»', abort: true })
        .regex(TELEGRAM_USERNAME, { error: 'ник в Telegram — 5–32 латинские буквы, цифры или «_»' }),
      // The GitHub issue the listing came from (npm run listing): the sold and expiry pull requests find it by this.
      issue: z.int({ error: 'номер задачи на GitHub — целое число' }).positive().optional(),
    })
    .refine((l) => l.reducedPrice === undefined || l.reducedPrice < l.price, {
      error: 'сниженная цена должна быть меньше цены',
      path: ['reducedPrice'],
    })
    .refine((l) => l.image === undefined || imageBelongsTo(l.image, l.id), {
      error: 'имя файла картинки начинается с id объявления: «img/sale/<id>.jpg» или «img/sale/<id>-2.jpg»',
      path: ['image'],
    });
}

/** A validated listing: what the board renders. */
export type Listing = z.output<ReturnType<typeof listingSchema>>;

/** What a contributor writes in data/sale/listings.ts. */
export type ListingInput = z.input<ReturnType<typeof listingSchema>>;

function imageBelongsTo(image: string, id: string): boolean {
  const name = IMAGE_PATH.exec(image)?.[1] ?? '';
  return name === id || name.startsWith(`${id}-`);
}

/** Today's date in Samarkand: a listing dated this morning there must pass a build on a UTC machine. */
export function todayInSamarkand(now: Date = new Date()): string {
  // en-CA formats as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Samarkand' }).format(now);
}

/**
 * Validates every listing; throws one error that lists every problem found,
 * each naming the listing (its id, or its number when the id is missing) and the field.
 */
export function parseListings(data: unknown, { today, source }: { today: string; source: string }): Listing[] {
  if (!Array.isArray(data)) throw new Error(`${source}: ожидается массив объявлений`);
  const schema = listingSchema(today);
  const problems: string[] = [];
  const listings: Listing[] = [];
  const seen = new Set<string>();

  data.forEach((entry: unknown, index) => {
    const rawId = (entry as { id?: unknown } | null)?.id;
    const name = typeof rawId === 'string' && rawId ? `«${rawId}»` : `№${index + 1} (без id)`;
    const result = schema.safeParse(entry);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field =
          issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : issue.path.length ? issue.path.join('.') : '—';
        const message = issue.code === 'unrecognized_keys' ? 'лишнее поле (опечатка в названии?)' : issue.message;
        problems.push(`объявление ${name}, поле «${field}»: ${message}`);
      }
      return;
    }
    if (seen.has(result.data.id)) {
      problems.push(`объявление ${name}, поле «id»: такой id уже есть, id должен быть уникальным`);
      return;
    }
    seen.add(result.data.id);
    listings.push(result.data);
  });

  if (problems.length) throw new Error(`${source}: ошибки в объявлениях\n- ${problems.join('\n- ')}`);
  return listings;
}
