import { describe, expect, it } from 'vitest';
import { snippet, SNIPPET_LENGTH } from './results';

const text =
  'Граждане многих стран, в том числе России, могут жить в Узбекистане без визы и без ограничения срока, но каждые полгода нужно выезжать, чтобы сбросить срок пребывания по закону.';

describe('snippet', () => {
  it('keeps a short text whole', () => {
    expect(snippet('Виза не нужна.', [[0, 4]])).toEqual({ text: 'Виза не нужна.', positions: [[0, 4]] });
  });
  it('deep in a long sentence: whole words on either side of the match, with «…» where text is left out', () => {
    const long = `${text.replace(/\.$/, '')}, а визу для поездок в соседние страны оформляют заранее и в посольстве.`;
    const at = long.indexOf('визу');
    const cut = snippet(long, [[at, 4]]);
    expect(cut.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(cut.text).toMatch(/^…[А-Яа-яё]/);
    // Whole words only: each word of the snippet is a word of the text.
    const bare = (w: string) => w.replace(/[,.…]/g, '');
    const words = new Set(long.split(/\s+/).map(bare));
    const inner = cut.text.split(/\s+/).map(bare);
    expect(inner.every((w) => words.has(w))).toBe(true);
    // At least three words before the match and after it.
    const [before, after] = cut.text.split('визу');
    expect(before.trim().split(/\s+/).length).toBeGreaterThanOrEqual(3);
    expect(after.trim().split(/\s+/).length).toBeGreaterThanOrEqual(3);
    // The position points at the match inside the snippet.
    const [[start, length]] = cut.positions;
    expect(cut.text.slice(start, start + length)).toBe('визу');
  });
  it('a readable sentence, not a clause cut out of one (issue #49 §2)', () => {
    const three =
      'Лаборатория работает каждый день с 7:00 до 19:00, цены средние. Кровь из вены берут умело, очередей обычно нет. Анализы сдают и в клиниках.';
    const cut = snippet(three, [[three.indexOf('Кровь'), 5]], 60);
    expect(cut.text).toBe('Кровь из вены берут умело, очередей обычно нет.');
    expect(cut.positions).toEqual([[0, 5]]);
  });
  it('does not take an abbreviation for the end of a sentence', () => {
    const card =
      'Магазин у вокзала, ул. Рудаки, 175: продукты и бытовая химия, работает круглосуточно, по выходным тоже открыт.';
    const cut = snippet(card, [[card.indexOf('Рудаки'), 6]], 60);
    expect(cut.text.startsWith('Магазин у вокзала')).toBe(true);
  });
  it('starts at the text when the match is near its start', () => {
    const cut = snippet(text, [[0, 8]]);
    expect(cut.text.startsWith('Граждане')).toBe(true);
    expect(cut.positions).toEqual([[0, 8]]);
  });
});
