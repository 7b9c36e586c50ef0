import { describe, expect, it } from 'vitest';
import { typedGroups } from './earlyGroups';
import { tokenize } from '../text';
import { groupFile, groupOf } from '../format';
import { aliasTerm } from '../latin';

describe('the term groups of what is typed (issue #29 §3)', () => {
  it('are the first two letters of each word as the index normalises it', () => {
    expect(typedGroups('виза')).toEqual(['ви', '~в']);
    expect(typedGroups('Ёлка и Korzinka')).toEqual(['ел', '~а', 'ko']);
    expect(typedGroups("Goʻri Amir, O'zbekiston")).toEqual(['go', 'am', 'oz']);
    expect(typedGroups('в')).toEqual([]);
  });

  it('agree with the index’s own tokenizer', () => {
    for (const text of ['Самарканд: где поесть плов?', "Ulug'bek madrasasi", 'SIM-карта 103']) {
      const words = tokenize(text).filter((t) => t.value.length >= 2 && !/\s/.test(t.value));
      expect(typedGroups(text).filter((g) => !g.startsWith('~'))).toEqual([
        ...new Set(words.map((t) => groupOf(t.value))),
      ]);
    }
  });

  it('include the group of a Cyrillic word’s sound-key alias, where the worker seeks Latin names', () => {
    for (const word of ['озон', 'вайлдберриз', 'икеа', 'яндекс']) {
      expect(typedGroups(word)).toContain(groupOf(aliasTerm(word)));
    }
    expect(typedGroups('Korzinka 103').some((g) => g.startsWith('~'))).toBe(false);
  });

  it('name their files by code points, in ASCII', () => {
    expect(groupFile('ви')).toBe('search-groups/tu-u0.json');
    expect(groupFile('ko')).toMatch(/^search-groups\/[0-9a-z-]+\.json$/);
  });
});
