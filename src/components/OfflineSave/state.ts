/**
 * Pure logic of the offline copy: what the reader is told (size, progress, date) and what is
 * remembered in the browser. No DOM here, so it is unit-tested (state.test.ts).
 */
import { MONTHS_GENITIVE } from '@site/src/lib/month';

/**
 * What is remembered between visits. "saving": a save was started and has not been confirmed yet.
 * A saved copy also remembers which entries of the change record (/changes.json) the reader's copy
 * held (`changesSeen`), and, after an update, the date of the copy it replaced (`previousSavedAt`):
 * the first page of the new copy says how many changes are new (issue #30 §4).
 */
export type SavedRecord = { status: 'saved'; savedAt: string; changesSeen?: string[]; previousSavedAt?: string };
export type OfflineRecord = { status: 'saving' } | SavedRecord;

export type OfflineState =
  | { kind: 'unsupported' }
  | { kind: 'idle' }
  | { kind: 'saving'; saved: number; total: number }
  | { kind: 'saved'; savedAt: string }
  | { kind: 'failed'; reason: 'quota' | 'install' | 'network' };

/** The description of the copy written by src/plugins/offline (offline-copy.json). */
export type OfflineCopy = { pages: string[]; files: number; bytes: number; rawBytes: number };

export function parseRecord(text: string | null): OfflineRecord | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<{
      status: string;
      savedAt: string;
      changesSeen: unknown;
      previousSavedAt: unknown;
    }>;
    if (value.status === 'saving') return { status: 'saving' };
    if (value.status === 'saved' && isDate(value.savedAt)) {
      const record: SavedRecord = { status: 'saved', savedAt: value.savedAt };
      if (Array.isArray(value.changesSeen) && value.changesSeen.every((id) => typeof id === 'string')) {
        record.changesSeen = value.changesSeen as string[];
      }
      if (isDate(value.previousSavedAt)) record.previousSavedAt = value.previousSavedAt;
      return record;
    }
  } catch {
    // A broken value counts as nothing saved.
  }
  return null;
}

const isDate = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** One entry of /changes.json (src/plugins/changes). */
export type ChangeStamp = { id: string; date: string };

export function isChangeList(value: unknown): value is ChangeStamp[] {
  return (
    Array.isArray(value) &&
    value.every((c) => !!c && typeof (c as ChangeStamp).id === 'string' && typeof (c as ChangeStamp).date === 'string')
  );
}

/**
 * The changes in the copy now being read that the reader's earlier copy did not have. Nothing to say
 * the first time a copy is compared (it has no list yet): that list is only remembered.
 */
export function newChanges(current: readonly ChangeStamp[], seen: readonly string[] | undefined): ChangeStamp[] {
  if (!seen) return [];
  const known = new Set(seen);
  return current.filter((c) => !known.has(c.id));
}

export function isOfflineCopy(value: unknown): value is OfflineCopy {
  const v = value as Partial<OfflineCopy> | null;
  return (
    !!v &&
    Array.isArray(v.pages) &&
    v.pages.every((p) => typeof p === 'string') &&
    typeof v.files === 'number' &&
    typeof v.bytes === 'number' &&
    typeof v.rawBytes === 'number'
  );
}

const NBSP = '\u00a0';

/** 2 140 000 → «2,1 МБ»; under a megabyte → «640 КБ». Decimal units, as phones show storage. */
export function formatSize(bytes: number): string {
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))}${NBSP}КБ`;
  return `${(bytes / 1_000_000).toFixed(1).replace('.', ',')}${NBSP}МБ`;
}

/** «страницы» after «из 21», «страниц» after «из 35» (genitive after «из»). */
function pagesAfterOf(n: number): string {
  return n % 10 === 1 && n % 100 !== 11 ? 'страницы' : 'страниц';
}

export function formatProgress(saved: number, total: number): string {
  return `Сохранено ${saved} из ${total}${NBSP}${pagesAfterOf(total)}`;
}

/** ISO date → «8 марта 2026», in the reader's time zone. */
export function formatSavedDate(iso: string): string {
  const d = new Date(iso);
  return `${d.getDate()}${NBSP}${MONTHS_GENITIVE[d.getMonth()]} ${d.getFullYear()}`;
}

/**
 * How many of the copy's pages are in the worker's cache. Cache keys are the saved URLs, possibly
 * with Workbox's `?__WB_REVISION__=…`; the home page is saved as …/index.html.
 */
export function countSavedPages(pages: readonly string[], cachedUrls: readonly string[]): number {
  const cached = new Set(cachedUrls.map((u) => new URL(u).pathname.replace(/\/index\.html$/, '/')));
  return pages.filter((p) => cached.has(p)).length;
}

/**
 * Whether the browser has room for the copy. The cache stores files uncompressed; a margin is kept
 * for the browser's own bookkeeping. Unknown quota (old browsers): try and let the save fail cleanly.
 */
export function hasRoomFor(rawBytes: number, estimate: { quota?: number; usage?: number } | undefined): boolean {
  if (!estimate?.quota) return true;
  return estimate.quota - (estimate.usage ?? 0) >= rawBytes * 1.2;
}

/** The message for a failed save. */
export function failureMessage(reason: 'quota' | 'install' | 'network'): string {
  switch (reason) {
    case 'quota':
      return 'Не хватает места: браузер не может сохранить справочник. Освободите память устройства и попробуйте снова.';
    case 'network':
      return 'Не удалось загрузить справочник: связь прервалась. Ничего не сохранено — попробуйте снова, когда интернет будет стабильнее.';
    case 'install':
      return 'Справочник не сохранился: браузер отказал в сохранении или на устройстве закончилось место. Ничего не сохранено — освободите память и попробуйте снова.';
  }
}
