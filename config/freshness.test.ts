import { describe, expect, it } from 'vitest';
import {
  buildMonth,
  factsAge,
  formatFactsAge,
  formatOtherDates,
  freshness,
  otherDates,
  pageDateFields,
  pageSources,
  sourcesProblems,
  STALE_AFTER_MONTHS,
} from './freshness';

describe('buildMonth', () => {
  it('is the month in Samarkand, not in UTC', () => {
    // 31 Oct 2026, 20:30 UTC is already 1 November in Samarkand (UTC+5).
    expect(buildMonth({}, new Date(Date.UTC(2026, 9, 31, 20, 30)))).toBe('2026-11');
    expect(buildMonth({}, new Date(Date.UTC(2026, 9, 31, 18, 30)))).toBe('2026-10');
  });

  it('can be pinned for reproducible builds', () => {
    expect(buildMonth({ SAMGUIDE_BUILD_DATE: '2026-11-14' })).toBe('2026-11');
    expect(buildMonth({ SAMGUIDE_BUILD_DATE: '2027-02' })).toBe('2027-02');
  });

  it('warns after a year', () => {
    expect(STALE_AFTER_MONTHS).toBe(12);
  });
});

describe('freshness', () => {
  it('counts from the date of the facts when nobody re-checked them', () => {
    expect(freshness('2025-05', undefined, '2026-11')).toEqual({
      facts: { year: 2025, month: 5 },
      age: 18,
      stale: true,
    });
    expect(freshness('2025-11', undefined, '2026-11')).toMatchObject({ age: 12, stale: false });
  });

  it('counts from a real re-check when there was one', () => {
    expect(freshness('2023-10', '2026-09', '2026-11')).toMatchObject({
      facts: { year: 2023, month: 10 },
      checked: { year: 2026, month: 9 },
      age: 2,
      stale: false,
    });
  });

  it('takes what YAML gives: a month string or a Date for a full date', () => {
    expect(freshness(new Date('2025-05-10T00:00:00Z'), null, '2026-11')).toMatchObject({ age: 18 });
  });

  it('has nothing to say without a valid facts date', () => {
    expect(freshness(undefined, '2026-01', '2026-11')).toBeNull();
    expect(freshness('май 2025', undefined, '2026-11')).toBeNull();
  });

  it('reads the two front matter fields', () => {
    expect(pageDateFields({ facts_date: '2025-05', checked: '2026-01', last_verified: 'x' })).toEqual({
      facts: '2025-05',
      checked: '2026-01',
    });
  });
});

describe('the span of the other dates in a page', () => {
  it('leaves out the page’s own month and gives the oldest and the newest', () => {
    expect(otherDates('2025-05', ['2023-11', '2025-05', '2026-01', '2025-08'])).toEqual({
      from: '2023-11',
      to: '2026-01',
    });
    expect(otherDates('2025-05', ['2025-05'])).toBeNull();
    expect(otherDates('2025-05', undefined)).toBeNull();
    // Junk never reaches the header.
    expect(otherDates('2025-05', ['2025-13', 'май', 7, '2026-01'])).toEqual({ from: '2026-01', to: '2026-01' });
  });

  it('words it as the header does', () => {
    expect(formatOtherDates({ from: '2023-11', to: '2026-01' })).toBe(
      'отдельные — от ноября 2023 до января 2026, даты указаны в тексте',
    );
    expect(formatOtherDates({ from: '2026-01', to: '2026-01' })).toBe(
      'отдельные — на январь 2026, даты указаны в тексте',
    );
    expect(formatOtherDates({ from: '2023', to: '2024-09' })).toBe(
      'отдельные — от 2023 года до сентября 2024, даты указаны в тексте',
    );
    expect(formatOtherDates({ from: '2023', to: '2023' })).toBe('отдельные — на 2023 год, даты указаны в тексте');
  });

  it('reads only well-formed sources', () => {
    expect(pageSources({ sources: [{ label: 'Портал', url: 'https://my.gov.uz' }, { url: 'x' }, 'y'] })).toEqual([
      { label: 'Портал', url: 'https://my.gov.uz' },
    ]);
    expect(pageSources({})).toEqual([]);
    expect(sourcesProblems([{ label: 'Портал', url: 'https://my.gov.uz' }])).toEqual([]);
  });
});

describe('factsAge: what the page header says (issue #47 §1)', () => {
  const words = (facts: string, text: unknown, news: unknown = []) =>
    formatFactsAge(factsAge(facts, undefined, '2026-11', text, news)!);

  it('states the span of the text’s dates, never the sources’ edit month', () => {
    expect(words('2025-05', ['2022', '2023-11', '2024-09'])).toBe('Сведения 2022–2024\u00a0годов');
    expect(words('2025-05', ['2023-02', '2023-11'])).toBe('Сведения 2023\u00a0года');
    expect(words('2025-05', ['2023'])).toBe('Сведения 2023\u00a0года');
    expect(words('2025-05', ['2024-05'])).toBe('Сведения на май 2024\u00a0года');
  });

  it('says «не позднее» the edit month when the text dates nothing', () => {
    expect(words('2025-05', undefined)).toBe('Сведения не позднее мая 2025\u00a0года');
    expect(factsAge('2025-05', undefined, '2026-11', [])).toMatchObject({ span: null, age: 18, stale: true });
  });

  it('names the news newer than the rest as news, and counts the age from the rest', () => {
    const visa = factsAge(
      '2025-05',
      undefined,
      '2026-11',
      ['2021-03', '2024', '2025-08', '2026-01'],
      ['2025-08-01', '2026-01-01'],
    );
    expect(visa).toMatchObject({ span: { from: '2021-03', to: '2024' }, newsTo: '2026-01', stale: true });
    expect(formatFactsAge(visa!)).toBe('Сведения 2021–2024\u00a0годов и новости до января 2026');
    // News no newer than the facts add nothing; a year-only record is a year.
    expect(words('2025-05', ['2024', '2025-10'], ['2025-05'])).toBe('Сведения 2024–2025\u00a0годов');
    expect(words('2025-05', ['2024-03'], ['2025'])).toBe('Сведения на март 2024\u00a0года и новости 2025\u00a0года');
    expect(words('2025-05', undefined, ['2026-01-01'])).toBe(
      'Сведения не позднее мая 2025\u00a0года и новости до января 2026',
    );
  });

  it('counts a year alone in the text as news when a change of that year names it', () => {
    expect(words('2025-05', ['2023', '2025', '2026', '2026-01'], ['2026-01-01'])).toBe(
      'Сведения 2023–2025\u00a0годов и новости до января 2026',
    );
  });

  it('lets a real re-check reset the age', () => {
    expect(factsAge('2024-10', '2026-09', '2026-11', ['2024-10'])).toMatchObject({ age: 2, stale: false });
  });
});
