/**
 * `npm run listing -- FILE`: the body of a «Продаю вещь» issue (.github/ISSUE_TEMPLATE/sale.yml)
 * → one listing in data/sale/listings/<id>.json, checked by the same zod schema as the build
 * (data/sale/schema.ts). Every problem is reported in Russian with the form's field label, so the
 * workflow can post them to the seller as they are.
 *
 * Everything here is pure and takes its inputs (today, the ids taken, the photo fetcher) as
 * arguments; cli.mjs does the reading and writing.
 */
import { listingSchema, TELEGRAM_USERNAME, type Listing } from '../../data/sale/schema';
import { oneLine, readIssueBody, tickedBoxes } from './issueBody';
import { downloadPhoto, photoUrls, PhotoError, resizePhoto, type PhotoFetcher } from './photo';
import { slugify, uniqueId } from './slug';

/** The form's labels, as GitHub writes them into the body. scripts/contrib/forms.test.ts compares them with sale.yml. */
export const SALE_LABELS = {
  title: 'Что продаёте',
  price: 'Цена, сум',
  reducedPrice: 'Сниженная цена, сум',
  description: 'Описание',
  seller: 'Ваш ник в Telegram',
  photo: 'Фотография',
  consent: 'Согласие',
} as const;

/** How a problem names the field: the label without the unit. */
const FIELD_NAMES: Record<string, string> = {
  title: 'Что продаёте',
  price: 'Цена',
  reducedPrice: 'Сниженная цена',
  description: 'Описание',
  seller: 'Ник в Telegram',
  image: 'Фотография',
  photo: 'Фотография',
  consent: 'Согласие',
  date: 'Дата',
  id: 'Что продаёте',
};

const PRICE_EXAMPLE = 'нужно целое число в сумах, например 450000 или 450 000';

/** «450 000», «450000 сум», «1 200 000 so'm» → the number; null for anything else (dollars, decimals, words). */
export function parseSum(text: string): number | null {
  const m = /^(\d{1,3}(?:[ \u00a0\u202f]?\d{3})*|\d+)(?:\s*(?:сум|сўм|sum|so['’‘`]?m|uzs))?\.?$/i.exec(text.trim());
  if (!m) return null;
  const n = Number(m[1].replace(/\D/g, ''));
  return Number.isSafeInteger(n) ? n : null;
}

/** «@anna_sells», «anna_sells», «https://t.me/anna_sells» → «anna_sells»; null if it is not a Telegram username. */
export function parseNick(text: string): string | null {
  const nick = text
    .trim()
    .replace(/^(?:https?:\/\/)?t\.me\//i, '')
    .replace(/^@/, '');
  return TELEGRAM_USERNAME.test(nick) ? nick : null;
}

export type ListingOptions = {
  /** yyyy-mm-dd in Samarkand. */
  today: string;
  /** The issue the listing comes from (recorded in the listing for the sold and expiry pull requests). */
  issue?: number;
  /** Listings already published: ids are unique, and an edited issue keeps its listing's id and date. */
  existing: readonly { id: string; issue?: number; date: string }[];
  /** Downloads the photo; tests pass their own, the CLI passes `httpFetcher`. */
  fetcher: PhotoFetcher;
};

export type ListingResult = { ok: true; listing: Listing; photo?: Buffer } | { ok: false; problems: string[] };

export async function convertListing(body: string, options: ListingOptions): Promise<ListingResult> {
  const labels = Object.values(SALE_LABELS);
  const { values, repeated } = readIssueBody(body, labels);
  const problems: string[] = repeated.map((label) => `${label}: поле встречается в тексте дважды — оставьте одно`);
  // Fields whose problem is already reported: the schema would only repeat it less helpfully.
  const reported = new Set<string>();
  const fail = (field: string, message: string) => {
    problems.push(`${FIELD_NAMES[field]}: ${message}`);
    reported.add(field);
  };
  const answer = (key: keyof typeof SALE_LABELS) => values.get(SALE_LABELS[key]) ?? '';

  const title = oneLine(answer('title'));
  const description = oneLine(answer('description'));

  const priceText = oneLine(answer('price'));
  const price = parseSum(priceText);
  if (!priceText) fail('price', `обязательное поле — ${PRICE_EXAMPLE}`);
  else if (price === null) fail('price', PRICE_EXAMPLE);
  else if (price === 0) fail('price', 'цена должна быть больше нуля');

  const reducedText = oneLine(answer('reducedPrice'));
  const reducedPrice = reducedText ? parseSum(reducedText) : undefined;
  if (reducedPrice === null) fail('reducedPrice', `${PRICE_EXAMPLE}; если цену не снижали, оставьте поле пустым`);
  else if (reducedPrice !== undefined && price !== null && reducedPrice >= price)
    fail('reducedPrice', 'она должна быть меньше цены; если цену не снижали, оставьте поле пустым');

  const nickText = oneLine(answer('seller'));
  const seller = parseNick(nickText);
  if (!nickText)
    fail('seller', 'обязательное поле — напишите ник, по которому вас найдут в Telegram, например @anna_sells');
  else if (seller === null)
    fail('seller', 'ник — 5–32 латинские буквы, цифры или «_», можно с «@» в начале, например @anna_sells');

  if (tickedBoxes(answer('consent')).length === 0)
    fail('consent', 'отметьте галочку: без неё объявление опубликовать нельзя');

  // The id and date: kept from the listing this issue already has, else new.
  const own = options.issue === undefined ? undefined : options.existing.find((l) => l.issue === options.issue);
  const taken = new Set(options.existing.filter((l) => l !== own).map((l) => l.id));
  const id = own?.id ?? uniqueId(slugify(title) || 'item', taken);
  const date = own?.date ?? options.today;

  let photo: Buffer | undefined;
  const photoText = answer('photo');
  if (photoText) {
    const urls = photoUrls(photoText);
    if (urls.length === 0) fail('photo', 'не нашли фото — перетащите файл прямо в поле или оставьте его пустым');
    else if (urls.length > 1) fail('photo', 'оставьте одно фото');
    else {
      try {
        photo = await resizePhoto(await downloadPhoto(urls[0], options.fetcher));
      } catch (error) {
        fail('photo', error instanceof PhotoError ? error.message : 'не удалось скачать фото — попробуйте ещё раз');
      }
    }
  }

  const candidate = {
    id,
    title,
    price: price ?? undefined,
    ...(reducedPrice !== undefined && reducedPrice !== null ? { reducedPrice } : {}),
    description,
    ...(photo ? { image: `img/sale/${id}.jpg` } : {}),
    date,
    sold: false,
    seller: seller ?? undefined,
    ...(options.issue === undefined ? {} : { issue: options.issue }),
  };
  const parsed = listingSchema(options.today).safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      if (reported.has(field)) continue;
      reported.add(field);
      problems.push(`${FIELD_NAMES[field] ?? field}: ${issue.message}`);
    }
  }
  if (problems.length || !parsed.success) return { ok: false, problems };
  return { ok: true, listing: parsed.data, ...(photo ? { photo } : {}) };
}

/** The file's text: JSON, so that the reader's text can never become code. */
export function listingJson(listing: Listing): string {
  return `${JSON.stringify(listing, null, 2)}\n`;
}

/** The listing marked sold, or null when it already is. */
export function markSold(listing: Listing): Listing | null {
  return listing.sold ? null : { ...listing, sold: true };
}
