import { describe, expect, it } from 'vitest';
import { encodeGroups, groupsOf, sourceGroups } from './sourceGroups';
import { groupList } from './client/earlyGroups';
import { splitIndex } from './splitIndex';
import { buildSearchIndex } from './buildIndex';
import { createStemmer } from './text';
import { searchTuning } from '@site/config/search';
import { guidePages, guideSections } from './__fixtures__/guide';
import { groupFile, type TermGroup } from './format';

describe('the term groups the page may fetch early (issue #29 §3)', () => {
  it('are the groups of the words in the sources, as the index normalises them', () => {
    // With the groups of the Cyrillic words' sound-key aliases (latin.ts `aliasTerm`): «~в», «~а».
    expect(groupsOf(['Виза и Ёлка, Korzinka 103', 'ўзбек ß'])).toEqual(['10', 'ko', '~а', '~в', 'ви', 'ел']);
  });

  it('travel as a small bitmap that says yes exactly to them', () => {
    const groups = sourceGroups(process.cwd());
    expect(groups.length).toBeGreaterThan(300);
    expect(groups).toEqual(expect.arrayContaining(['ви', 'ре', 'ko']));
    const encoded = encodeGroups(groups);
    expect(encoded.length).toBeLessThan(800);
    const has = groupList(encoded);
    for (const g of groups) expect(has(g), g).toBe(true);
    for (const g of ['ъъ', 'qx', 'ыы', 'ўз', 'v']) expect(has(g), g).toBe(false);
  });

  it('each get a file, empty where the index has no term of the group', () => {
    const stem = createStemmer(searchTuning.wholeWords);
    const order = new Map(guidePages.map((p, i) => [p.url, i]));
    const sections = [...guideSections].sort((a, b) => order.get(a.url)! - order.get(b.url)!);
    const { meta, files } = splitIndex(buildSearchIndex(guidePages, sections, stem), { groups: ['ви', 'ъъ'] });
    expect((JSON.parse(files.get(groupFile('ви'))!) as TermGroup).terms.length).toBeGreaterThan(0);
    expect(JSON.parse(files.get(groupFile('ъъ'))!)).toEqual({ b: meta.b, g: 'ъъ', terms: [], post: [] });
  });
});
