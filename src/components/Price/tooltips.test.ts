import { describe, expect, it } from 'vitest';
import { rateLine } from './tooltips';

describe('rateLine', () => {
  it('names the date as the rate’s, in words, unlike a price’s date tag', () => {
    expect(rateLine('03.04.2026')).toBe('по курсу ЦБ на 3\u00a0апреля 2026');
    expect(rateLine('14.11.2026')).toBe('по курсу ЦБ на 14\u00a0ноября 2026');
  });

  it('shows a date in another form as given', () => {
    expect(rateLine('2026-04-03')).toBe('по курсу ЦБ на 2026-04-03');
  });
});
