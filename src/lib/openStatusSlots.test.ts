import { describe, expect, it } from 'vitest';
import { parseHours } from '@site/data/places/hours';
import { fillOpenStatus } from './openStatusSlots';
import { OPEN_HOURS_ATTRIBUTE } from './openStatusAttribute';

/** Just enough of an element for the filler (the unit tests run without a DOM). */
function slot(hours: string) {
  const attributes = new Map([[OPEN_HOURS_ATTRIBUTE, hours]]);
  return {
    textContent: '',
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    removeAttribute: (name: string) => void attributes.delete(name),
  };
}

function page(...slots: ReturnType<typeof slot>[]) {
  return { querySelectorAll: () => slots } as unknown as ParentNode;
}

const weekdays = JSON.stringify(parseHours([{ days: '1-6', time: '08:00-15:00' }]));
const withNote = JSON.stringify(parseHours([{ time: '08:00-15:00', note: 'по записи' }]));

describe('open-status slots', () => {
  it('says open or closed in Samarkand time, and updates when the hour passes', () => {
    const card = slot(weekdays);
    expect(fillOpenStatus(page(card), new Date('2026-06-08T10:00:00+05:00'))).toBe(1);
    expect(card.getAttribute('data-status')).toBe('open');
    expect(card.textContent).toBe('Открыто сейчас');
    fillOpenStatus(page(card), new Date('2026-06-08T16:00:00+05:00'));
    expect(card.getAttribute('data-status')).toBe('closed');
    expect(card.textContent).toBe('Закрыто');
  });

  it('says nothing when a row with a note applies, or the hours are unreadable', () => {
    const noted = slot(withNote);
    const broken = slot('{');
    fillOpenStatus(page(noted, broken), new Date('2026-06-08T10:00:00+05:00'));
    for (const s of [noted, broken]) {
      expect(s.getAttribute('data-status')).toBeNull();
      expect(s.textContent).toBe('');
    }
  });

  it('reports a page without slots, so that no timer runs', () => {
    expect(fillOpenStatus(page(), new Date())).toBe(0);
  });
});
