import { describe, expect, test } from 'vitest';
import { formatAsOf, formatChecked, formatFactsDate, linkLabel, typeset } from './format';
import { placeFactsDate } from '@site/data/places/factsDate';

describe('place formatting', () => {
  test('checked dates at the site’s month precision', () => {
    expect(formatChecked('2026-06-11')).toBe('июнь 2026');
    expect(formatChecked('2024-09-23')).toBe('сентябрь 2024');
  });

  test('a card dates its facts by its latest dated price, and has no date without one (never the source’s)', () => {
    const base = { sourceDate: '2026-06-11' };
    expect(placeFactsDate({ ...base, prices: undefined })).toBeNull();
    expect(placeFactsDate({ ...base, prices: [{}] })).toBeNull();
    expect(placeFactsDate({ ...base, prices: [{ asOf: '2023' }, { asOf: '2024-09-23' }, {}] })).toEqual({
      date: '2024-09-23',
    });
    expect(formatFactsDate(null)).toBe('');
  });

  test('the report form names the card’s date in the page header’s words, never «Сведения на 2023 год»', () => {
    expect(formatFactsDate({ date: '2024-09-23' })).toBe('Сведения на сентябрь 2024\u00a0года');
    expect(formatFactsDate({ date: '2024-09' })).toBe('Сведения на сентябрь 2024\u00a0года');
    expect(formatFactsDate({ date: '2023' })).toBe('Сведения 2023\u00a0года');
  });

  test('when a price was known', () => {
    // Non-breaking spaces: the date never wraps inside its brackets.
    expect(formatAsOf('2023')).toBe('на\u00a02023\u00a0год');
    expect(formatAsOf('2024-09')).toBe('на\u00a0сентябрь\u00a02024\u00a0года');
    expect(formatAsOf('2024-09-23')).toBe('на\u00a023\u00a0сентября\u00a02024\u00a0года');
  });

  test('two links of a kind are told apart by their handles', () => {
    const links = [
      { kind: 'telegram' as const, url: 'https://t.me/kiwisamarkand' },
      { kind: 'telegram' as const, url: 'https://t.me/kiwi_samarkand' },
      { kind: 'web' as const, url: 'https://kiwi.uz/' },
    ];
    expect(linkLabel(links[0], links)).toBe('Telegram @kiwisamarkand');
    expect(linkLabel(links[2], links)).toBe('Сайт');
  });

  test('non-breaking spaces after numbers and before dashes', () => {
    expect(typeset('Тандыр расходится за 10–15 минут, группы до 18 детей.')).toBe(
      'Тандыр расходится за 10–15\u00a0минут, группы до 18\u00a0детей.',
    );
    expect(typeset('Плов-центр — без выходных')).toBe('Плов-центр\u00a0— без выходных');
    expect(typeset('ул. Рудаки, 54')).toBe('ул. Рудаки, 54');
  });
});
