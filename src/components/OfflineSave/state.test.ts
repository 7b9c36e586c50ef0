import { describe, expect, it } from 'vitest';
import {
  countSavedPages,
  failureMessage,
  formatProgress,
  formatSavedDate,
  formatSize,
  hasRoomFor,
  isChangeList,
  isOfflineCopy,
  newChanges,
  parseRecord,
} from './state';

const NBSP = '\u00a0';

describe('formatSize', () => {
  it('speaks megabytes with a decimal comma and kilobytes under a megabyte', () => {
    expect(formatSize(1_463_008)).toBe(`1,5${NBSP}МБ`);
    expect(formatSize(2_500_000)).toBe(`2,5${NBSP}МБ`);
    expect(formatSize(640_400)).toBe(`640${NBSP}КБ`);
    expect(formatSize(10)).toBe(`1${NBSP}КБ`);
  });
});

describe('formatProgress', () => {
  it('uses the genitive after «из»', () => {
    expect(formatProgress(12, 35)).toBe(`Сохранено 12 из 35${NBSP}страниц`);
    expect(formatProgress(3, 21)).toBe(`Сохранено 3 из 21${NBSP}страницы`);
    expect(formatProgress(0, 11)).toBe(`Сохранено 0 из 11${NBSP}страниц`);
    expect(formatProgress(1, 1)).toBe(`Сохранено 1 из 1${NBSP}страницы`);
  });
});

describe('formatSavedDate', () => {
  it('writes the day, the month in words and the year', () => {
    expect(formatSavedDate(new Date(2026, 2, 8, 12).toISOString())).toBe(`8${NBSP}марта 2026`);
    expect(formatSavedDate(new Date(2026, 11, 31, 12).toISOString())).toBe(`31${NBSP}декабря 2026`);
  });
});

describe('parseRecord', () => {
  it('accepts only a complete record as saved', () => {
    expect(parseRecord('{"status":"saved","savedAt":"2026-03-08T10:00:00.000Z"}')).toEqual({
      status: 'saved',
      savedAt: '2026-03-08T10:00:00.000Z',
    });
    expect(parseRecord('{"status":"saving"}')).toEqual({ status: 'saving' });
    expect(parseRecord('{"status":"saved"}')).toBeNull();
    expect(parseRecord('{"status":"saved","savedAt":"yesterday"}')).toBeNull();
    expect(parseRecord('not json')).toBeNull();
    expect(parseRecord(null)).toBeNull();
  });
});

describe('isOfflineCopy', () => {
  it('checks the shape of offline-copy.json', () => {
    expect(isOfflineCopy({ pages: ['/'], files: 3, bytes: 10, rawBytes: 30 })).toBe(true);
    expect(isOfflineCopy({ pages: '/', files: 3, bytes: 10, rawBytes: 30 })).toBe(false);
    expect(isOfflineCopy({ pages: ['/'], files: 3 })).toBe(false);
    expect(isOfflineCopy(null)).toBe(false);
  });
});

describe('countSavedPages', () => {
  const pages = ['/', '/samarkand/visa', '/map'];
  it('counts each page once, whatever the revision parameter', () => {
    expect(
      countSavedPages(pages, [
        'http://127.0.0.1:4231/index.html?__WB_REVISION__=1',
        'http://127.0.0.1:4231/samarkand/visa?__WB_REVISION__=2',
        'http://127.0.0.1:4231/samarkand/visa?__WB_REVISION__=3',
        'http://127.0.0.1:4231/assets/js/main.1.js',
      ]),
    ).toBe(2);
    expect(countSavedPages(pages, [])).toBe(0);
  });

  it('works under a project-page base URL', () => {
    expect(
      countSavedPages(['/samguide/', '/samguide/map'], ['https://x.github.io/samguide/index.html?__WB_REVISION__=1']),
    ).toBe(1);
  });
});

describe('hasRoomFor', () => {
  it('wants the stored size plus a margin, and tries when the quota is unknown', () => {
    expect(hasRoomFor(5_000_000, { quota: 100_000_000, usage: 1_000 })).toBe(true);
    expect(hasRoomFor(5_000_000, { quota: 6_000_000, usage: 1_000_000 })).toBe(false);
    expect(hasRoomFor(5_000_000, undefined)).toBe(true);
    expect(hasRoomFor(5_000_000, {})).toBe(true);
  });
});

describe('failureMessage', () => {
  it('is Russian and never claims the copy was saved', () => {
    for (const reason of ['quota', 'install', 'network'] as const) {
      expect(failureMessage(reason)).toMatch(/^[А-ЯЁ]/);
      expect(failureMessage(reason)).not.toMatch(/сохранён[^и]/);
    }
  });
});

describe('parseRecord: what a saved copy remembers of the change record (issue #30 §4)', () => {
  const saved = { status: 'saved', savedAt: '2026-10-03T10:00:00.000Z' };
  it('keeps the list of entries the copy held and the date of the copy it replaced', () => {
    const text = JSON.stringify({ ...saved, changesSeen: ['a', 'b'], previousSavedAt: '2026-09-01T08:00:00.000Z' });
    expect(parseRecord(text)).toEqual({
      ...saved,
      changesSeen: ['a', 'b'],
      previousSavedAt: '2026-09-01T08:00:00.000Z',
    });
    // An empty list is a list: the copy held no entries, so every entry of the next one is new.
    expect(parseRecord(JSON.stringify({ ...saved, changesSeen: [] }))).toEqual({ ...saved, changesSeen: [] });
  });

  it('drops a malformed list or date, and keeps the copy itself', () => {
    for (const bad of [{ changesSeen: 'a' }, { changesSeen: ['a', 1] }, { changesSeen: null }]) {
      expect(parseRecord(JSON.stringify({ ...saved, ...bad }))).toEqual(saved);
    }
    expect(parseRecord(JSON.stringify({ ...saved, previousSavedAt: 'yesterday' }))).toEqual(saved);
    expect(parseRecord(JSON.stringify({ ...saved, previousSavedAt: 42 }))).toEqual(saved);
    // «saving» never carries them.
    expect(parseRecord(JSON.stringify({ status: 'saving', changesSeen: ['a'] }))).toEqual({ status: 'saving' });
  });
});

describe('isChangeList', () => {
  it('checks the shape of changes.json', () => {
    expect(isChangeList([])).toBe(true);
    expect(isChangeList([{ id: 'samarkand-visa-fee-2025-08-01', date: '2025-08-01' }])).toBe(true);
    expect(isChangeList([{ id: 'x', date: '2025' }, { id: 'y' }])).toBe(false);
    expect(isChangeList([{ id: 1, date: '2025' }])).toBe(false);
    expect(isChangeList([null])).toBe(false);
    expect(isChangeList({ id: 'x', date: '2025' })).toBe(false);
    expect(isChangeList(null)).toBe(false);
  });
});

describe('newChanges', () => {
  const list = [
    { id: 'occupation-taxes-2026-2026-01-01', date: '2026-01-01' },
    { id: 'samarkand-visa-fee-2025-08-01', date: '2025-08-01' },
    { id: 'services-post-customs-limits-2025-05', date: '2025-05' },
  ];
  it('is the entries the earlier copy did not hold, in the order of the list', () => {
    expect(newChanges(list, ['samarkand-visa-fee-2025-08-01'])).toEqual([list[0], list[2]]);
    expect(
      newChanges(
        list,
        list.map((c) => c.id),
      ),
    ).toEqual([]);
    // An entry since removed from the record is not news.
    expect(newChanges(list.slice(1), [...list.map((c) => c.id), 'gone-2024'])).toEqual([]);
    expect(newChanges(list, [])).toEqual(list);
  });

  it('is nothing the first time a copy is compared: its list is only remembered', () => {
    expect(newChanges(list, undefined)).toEqual([]);
  });
});
