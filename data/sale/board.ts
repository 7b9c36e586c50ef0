/**
 * The board's logic as pure functions, so that the unit tests cover it without a browser.
 * Dates are calendar dates (yyyy-mm-dd) compared as such: time zones never shift a listing's age.
 */
import type { Listing } from './schema';
import { MONTHS_GENITIVE } from '../../src/lib/month';

/** A listing this many days old is still shown; one day older and it is hidden. */
export const MAX_AGE_DAYS = 60;

/** localStorage key of the selected listing ids. */
export const SELECTION_KEY = 'samguide:sale:selected';

const NBSP = '\u00a0';

/** 82400 → «82 400 сум», with non-breaking spaces so the price never wraps. */
export function formatSum(sum: number): string {
  return `${String(sum).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP)}${NBSP}сум`;
}

/** What the buyer pays: the reduced price if the seller has set one. */
export function currentPrice(listing: Pick<Listing, 'price' | 'reducedPrice'>): number {
  return listing.reducedPrice ?? listing.price;
}

/** «2026-03-01» → «1 марта 2026». By hand: Intl output differs between Node and browsers and would break hydration. */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d}${NBSP}${MONTHS_GENITIVE[m - 1]} ${y}`;
}

/** The reader's local calendar date: a listing's age is counted in the reader's days. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function dayNumber(iso: string): number {
  const [y, m, d] = iso.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

/** Whole days from `date` to `today`. */
export function ageInDays(date: string, today: string): number {
  return dayNumber(today) - dayNumber(date);
}

export function isExpired(date: string, today: string): boolean {
  return ageInDays(date, today) > MAX_AGE_DAYS;
}

/** Items for sale first, newest first; sold ones at the end, also newest first. */
export function sortListings(listings: readonly Listing[]): Listing[] {
  return [...listings].sort(
    (a, b) => Number(a.sold) - Number(b.sold) || b.date.localeCompare(a.date) || a.id.localeCompare(b.id),
  );
}

/**
 * What the board shows. Without `today` (the server render and the first client render)
 * nothing is hidden, so both render the same HTML; after mount the client passes its date.
 */
export function visibleListings(listings: readonly Listing[], today: string | null): Listing[] {
  return sortListings(today ? listings.filter((l) => !isExpired(l.date, today)) : listings);
}

export function isSelectable(listing: Listing): boolean {
  return !listing.sold;
}

export type SellerGroup = { seller: string; items: Listing[] };

/** One message per seller: groups keep the order in which their sellers first appear. */
export function groupBySeller(items: readonly Listing[]): SellerGroup[] {
  const groups = new Map<string, Listing[]>();
  for (const item of items) {
    const group = groups.get(item.seller);
    if (group) group.push(item);
    else groups.set(item.seller, [item]);
  }
  return [...groups].map(([seller, list]) => ({ seller, items: list }));
}

export function composeMessage(items: readonly Listing[]): string {
  const lines = items.map((item) => `— ${item.title} — ${formatSum(currentPrice(item))}`);
  return ['Здравствуйте! Хочу купить:', ...lines].join('\n');
}

/** Opens a chat with the seller with the message typed in (t.me supports `?text=` for user links). */
export function telegramLink(seller: string, items: readonly Listing[]): string {
  return `https://t.me/${seller}?text=${encodeURIComponent(composeMessage(items))}`;
}

/** 1 вещь, 2 вещи, 5 вещей, 21 вещь. */
export function countItems(n: number): string {
  const mod10 = n % 10;
  const mod100 = n % 100;
  const word =
    mod10 === 1 && mod100 !== 11 ? 'вещь' : mod10 >= 2 && mod10 <= 4 && (mod100 < 12 || mod100 > 14) ? 'вещи' : 'вещей';
  return `${n}${NBSP}${word}`;
}

/** Reads the stored selection; storage may be unavailable (private mode) or hold anything. */
export function loadSelection(storage: Pick<Storage, 'getItem'> | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(SELECTION_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

export function saveSelection(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, ids: readonly string[]) {
  try {
    if (ids.length) storage?.setItem(SELECTION_KEY, JSON.stringify(ids));
    else storage?.removeItem(SELECTION_KEY);
  } catch {
    // A full or blocked storage only costs the reader the selection after a reload.
  }
}

/** Keeps only ids of listings that can still be bought, in board order. */
export function pruneSelection(ids: readonly string[], shown: readonly Listing[]): string[] {
  const wanted = new Set(ids);
  return shown.filter((l) => isSelectable(l) && wanted.has(l.id)).map((l) => l.id);
}
