/** Latin ids from Russian and Uzbek titles: «Детская коляска» → «detskaya-kolyaska». */

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  // Uzbek Cyrillic.
  ў: 'o',
  қ: 'q',
  ғ: 'g',
  ҳ: 'h',
};

/** A kebab-case Latin slug of at most `max` characters, cut at a word; '' when nothing Latin is left. */
export function slugify(text: string, max = 40): string {
  // Cyrillic first: NFKD would turn «й» into «и» and a breve.
  const latin = [...text.normalize('NFC').toLowerCase()]
    .map((ch) => CYRILLIC[ch] ?? ch)
    .join('')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const words = latin.split(/[^a-z0-9]+/).filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > max) break;
    slug = next;
  }
  // A single word longer than `max`: cut it rather than return nothing.
  return slug || (words[0] ?? '').slice(0, max);
}

/** `base`, or `base-2`, `base-3`… — the first that is not taken. */
export function uniqueId(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
