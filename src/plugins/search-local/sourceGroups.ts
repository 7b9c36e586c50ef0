/**
 * Which two-letter term groups the page may fetch before the meta file (issue #29 §3), decided
 * when the code is bundled, before the index exists (postBuild): the groups of every word in the
 * sources the index is built from (docs/, data/, config/). The page asks only for these
 * (`SAMGUIDE_SEARCH_GROUPS`, a bitmap over pairs of format.ts `GROUP_ALPHABET`, about 600 bytes in
 * base64 in the search bar's code), and postBuild writes a file for each, empty where the index has no
 * term of the group: so the page never asks for a file that is not there (a 404 would cost the
 * not-found page's bytes and a console error). A group the index has and the sources do not spell
 * (a word made by a component) is not fetched early: the term shards answer it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { GROUP_ALPHABET, groupBit, groupOf } from './format';
import { aliasTerm } from './latin';
import { tokenize } from './text';

const SOURCES = ['docs', 'data', 'config'];
const TEXT_FILE = /\.(mdx?|tsx?|json|ya?ml)$/;

function files(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(file);
    return TEXT_FILE.test(e.name) ? [file] : [];
  });
}

/** The groups of the words of `texts`, sorted. */
export function groupsOf(texts: Iterable<string>): string[] {
  const groups = new Set<string>();
  for (const text of texts) {
    for (const { value } of tokenize(text)) {
      // A Cyrillic word's sound-key alias too (earlyGroups.ts `typedGroups` asks for it).
      for (const group of [groupOf(value), groupOf(aliasTerm(value))]) if (groupBit(group) >= 0) groups.add(group);
    }
  }
  return [...groups].sort();
}

/** The groups of every word in the site's sources under `siteDir`. */
export function sourceGroups(siteDir: string): string[] {
  return groupsOf(SOURCES.flatMap((d) => files(path.join(siteDir, d))).map((f) => readFileSync(f, 'utf8')));
}

/** The groups as the page's bitmap, in base64. */
export function encodeGroups(groups: readonly string[]): string {
  const bits = new Uint8Array(Math.ceil(GROUP_ALPHABET.length ** 2 / 8));
  for (const group of groups) {
    const bit = groupBit(group);
    if (bit >= 0) bits[bit >> 3] |= 1 << (bit & 7);
  }
  return Buffer.from(bits).toString('base64');
}
