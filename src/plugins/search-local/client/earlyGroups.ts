/**
 * The term groups of what the reader types (issue #29 §3), worked out on the page without the
 * worker or the meta file: the first two letters of each word, normalised as the index's words are
 * (text.ts `tokenize`: lower case, «ё» → «е», the apostrophe of Uzbek oʻ and gʻ dropped), and of a
 * Cyrillic word the group of its sound-key alias («виза» → «~в»), under which the worker looks for
 * Latin names spelled in Cyrillic («вайлдберриз» → Wildberries): without it the first answer would
 * wait for that shard after the meta file. The worker also looks at the words' stems and Latin
 * readings; a stem begins with the word's own two letters, and whatever else a query needs comes
 * from the term shards once the meta file is in.
 */
import { groupBit, groupOf } from '../format';
import { aliasTerm } from '../latin';

const WORD = /(?:[\p{L}\p{N}\p{M}]|(?<=[oOgG])[ʻʼ'’‘`](?=\p{L}))+/gu;

export function typedGroups(input: string): string[] {
  const groups = new Set<string>();
  for (const [word] of input.matchAll(WORD)) {
    const value = word
      .toLowerCase()
      .replace(/ё/g, 'е')
      .replace(/[ʻʼ'’‘`]/g, '');
    if (value.length < 2) continue;
    groups.add(groupOf(value));
    const alias = aliasTerm(value);
    if (alias) groups.add(groupOf(alias));
  }
  return [...groups];
}

/** Reads `encodeGroups`'s bitmap (sourceGroups.ts): whether a group may be fetched early. */
export function groupList(base64: string): (group: string) => boolean {
  const bits = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return (group) => {
    const bit = groupBit(group);
    return bit >= 0 && (bits[bit >> 3] & (1 << (bit & 7))) !== 0;
  };
}
