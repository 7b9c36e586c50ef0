import { describe, expect, it } from 'vitest';
import {
  byMonth,
  changeId,
  changesCount,
  formatChangeDate,
  formatChangeMonth,
  formatChangeWhen,
  parseChange,
  recentChanges,
  sortChanges,
  type PageChange,
} from './changes';

const change = (date: string, page = '/samarkand/visa', anchor = 'fee'): PageChange => ({
  date,
  anchor,
  text: 'Пошлина пересчитана.',
  page,
  pageTitle: 'Виза',
  id: changeId(page, { date, anchor, text: '' }),
});

describe('a line of the change record', () => {
  it('reads the date, the anchor and the sentence', () => {
    expect(parseChange('2025-08-01 #registration Госпошлина пересчитана по новой БРВ.')).toEqual({
      date: '2025-08-01',
      anchor: 'registration',
      text: 'Госпошлина пересчитана по новой БРВ.',
    });
    expect(parseChange('2025-05 #courier Лимит  для\nкурьерских посылок снижен.')).toMatchObject({
      date: '2025-05',
      text: 'Лимит для курьерских посылок снижен.',
    });
    expect(parseChange('2025 #mobile Телефон декларируют на таможне.')).toMatchObject({ date: '2025' });
  });

  it('reads the facts’ qualifier in brackets after the anchor', () => {
    expect(parseChange('2025-08-01 #fee (по сообщениям СМИ) Пошлина пересчитана.')).toEqual({
      date: '2025-08-01',
      anchor: 'fee',
      status: 'по сообщениям СМИ',
      text: 'Пошлина пересчитана.',
    });
    expect(parseChange('2025-05 #limits (не позднее) Лимит снижен.')).toMatchObject({ status: 'не позднее' });
    // Brackets later in the sentence are text.
    expect(parseChange('2025 #fee Пошлина (0,2 БРВ) пересчитана.')).not.toHaveProperty('status');
  });

  it('writes the qualifier with the date, as every place that shows a change does', () => {
    expect(formatChangeWhen({ date: '2025-08-01', status: 'по сообщениям СМИ' })).toBe(
      '1\u00a0августа 2025, по сообщениям СМИ',
    );
    expect(formatChangeWhen({ date: '2025-08-01', status: 'расчёт по БРВ' })).toBe(
      '1\u00a0августа 2025, расчёт по БРВ',
    );
    expect(formatChangeWhen({ date: '2025-05', status: 'не позднее' })).toBe('не позднее мая 2025');
    expect(formatChangeWhen({ date: '2025', status: 'не позднее' })).toBe('не позднее 2025\u00a0года');
    expect(formatChangeWhen({ date: '2025' })).toBe('2025\u00a0год');
  });

  it.each([
    [new Date('2025-08-01'), 'одна дата'],
    [42, 'ожидается строка'],
    ['2025-08-01 registration Текст.', 'не распознана'],
    ['2025-08-01 #registration', 'не распознана'],
    ['01.08.2025 #registration Текст.', 'не распознана'],
    ['2025-02-29 #registration Текст.', 'не существует'],
    ['2025-00 #registration Текст.', 'не существует'],
    [`2025-08-01 #registration ${'а'.repeat(201)}`, 'длиннее 200'],
    ['2025-08-01 #registration (по слухам) Текст.', 'не из списка'],
    ['2025-08-01 #registration (не позднее) Текст.', 'не у дня'],
  ])('refuses %s with a reason', (raw, reason) => {
    const result = parseChange(raw);
    expect(result).toHaveProperty('error');
    expect((result as { error: string }).error).toContain(reason);
  });
});

describe('dates for readers', () => {
  it('writes a day, a month and a year alone in Russian', () => {
    expect(formatChangeDate('2025-08-01')).toBe('1\u00a0августа 2025');
    expect(formatChangeDate('2025-05')).toBe('май 2025');
    expect(formatChangeDate('2025')).toBe('2025\u00a0год');
    expect(formatChangeMonth('2026-01-01')).toBe('Январь 2026');
    expect(changesCount(1)).toBe('1\u00a0изменение');
    expect(changesCount(3)).toBe('3\u00a0изменения');
    expect(changesCount(11)).toBe('11\u00a0изменений');
    expect(changesCount(22)).toBe('22\u00a0изменения');
  });
});

describe('the record in order', () => {
  const record = [change('2025-05'), change('2026-01-01', '/occupation', 'tax'), change('2025-08-01'), change('2025')];

  it('is newest first, a month or a year alone after the days of that month or year', () => {
    expect(sortChanges(record).map((c) => c.date)).toEqual(['2026-01-01', '2025-08-01', '2025-05', '2025']);
  });

  it('groups by month', () => {
    expect(byMonth(record).map((g) => [g.month, g.changes.length])).toEqual([
      ['2026-01', 1],
      ['2025-08', 1],
      ['2025-05', 1],
      ['2025', 1],
    ]);
  });

  it('keeps the last twelve months for a page’s header line', () => {
    expect(recentChanges(record, { year: 2026, month: 11 }).map((c) => c.date)).toEqual(['2026-01-01']);
    expect(recentChanges(record, { year: 2026, month: 7 }).map((c) => c.date)).toEqual(['2026-01-01', '2025-08-01']);
  });

  it('gives each line an id that survives a new build', () => {
    expect(change('2025-08-01').id).toBe('samarkand-visa-fee-2025-08-01');
    expect(change('2025-08-01', '/', 'first-week').id).toBe('home-first-week-2025-08-01');
  });
});
