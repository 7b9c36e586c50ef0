import { describe, expect, it } from 'vitest';
import { snippet, SNIPPET_LENGTH } from './results';

const text =
  'Граждане многих стран, в том числе России, могут жить в Узбекистане без визы и без ограничения срока, но каждые полгода нужно выезжать, чтобы сбросить срок пребывания по закону.';

describe('snippet', () => {
  it('keeps a short text whole', () => {
    expect(snippet('Виза не нужна.', [[0, 4]])).toEqual({ text: 'Виза не нужна.', positions: [[0, 4]] });
  });
  it('shows whole words on either side of the match, with «…» where text is left out', () => {
    const at = text.indexOf('визы');
    const cut = snippet(text, [[at, 4]]);
    expect(cut.text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    expect(cut.text).toMatch(/^…[А-Яа-яё]/);
    expect(cut.text).toMatch(/[А-Яа-яё]…$/);
    // Whole words only: each word of the snippet is a word of the text.
    const bare = (w: string) => w.replace(/[,.]/g, '');
    const words = new Set(text.split(/\s+/).map(bare));
    const inner = cut.text.slice(1, -1).split(/\s+/).map(bare);
    expect(inner.every((w) => words.has(w))).toBe(true);
    // At least three words before the match and after it.
    const [before, after] = cut.text.split('визы');
    expect(before.trim().split(/\s+/).length).toBeGreaterThanOrEqual(3);
    expect(after.trim().split(/\s+/).length).toBeGreaterThanOrEqual(3);
    // The position points at the match inside the snippet.
    const [[start, length]] = cut.positions;
    expect(cut.text.slice(start, start + length)).toBe('визы');
  });
  it('starts at the text when the match is near its start', () => {
    const cut = snippet(text, [[0, 8]]);
    expect(cut.text.startsWith('Граждане')).toBe(true);
    expect(cut.positions).toEqual([[0, 8]]);
  });
});
