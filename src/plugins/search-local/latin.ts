/**
 * Queries typed in Latin letters or on the wrong keyboard (issue #20 §1, §2). Pure functions, run
 * by the search worker on the reader's query only; the index stays Cyrillic (plus the Latin names
 * the pages show, such as the Uzbek names on signs).
 *
 * A Latin word is read as Cyrillic in the ways readers spell it: by Russian transliteration habits
 * (korzinka, schetchik, registratsiya) and by the Uzbek Latin alphabet (sh, ch, o', g', x, q, yo,
 * ya: «Siyob» → «сиёб»). Where a letter has several readings (x: «х» in Uzbek, «кс» in Russian
 * habit; y: «й», «ы» or «и»), every combination is tried, up to a cap.
 */

// Longest first: a digraph wins over its letters. The first reading of each is the likelier one.
const RULES: [latin: string, cyrillic: string[]][] = [
  ['shch', ['щ']],
  ['sch', ['щ', 'сч']],
  ["o'", ['у', 'о']],
  ["g'", ['г']],
  ['sh', ['ш']],
  ['ch', ['ч']],
  ['zh', ['ж']],
  ['kh', ['х']],
  ['ts', ['ц', 'тс']],
  ['yo', ['ё', 'йо']],
  ['yu', ['ю']],
  ['ya', ['я']],
  ['ye', ['е']],
  ['a', ['а']],
  ['b', ['б']],
  ['c', ['ц', 'к', 'с']],
  ['d', ['д']],
  ['e', ['е', 'э']],
  ['f', ['ф']],
  ['g', ['г']],
  ['h', ['х']],
  ['i', ['и']],
  ['j', ['ж', 'дж', 'й']],
  ['k', ['к']],
  ['l', ['л']],
  ['m', ['м']],
  ['n', ['н']],
  ['o', ['о']],
  ['p', ['п']],
  ['q', ['к']],
  ['r', ['р']],
  ['s', ['с']],
  ['t', ['т']],
  ['u', ['у']],
  ['v', ['в']],
  ['w', ['в']],
  ['x', ['х', 'кс']],
  ['y', ['й', 'ы', 'и']],
  ['z', ['з']],
  ["'", ['', 'ь']],
];

/** Uzbek and typographic apostrophes (oʻ, gʻ, o’, o`) as the plain one. */
export function plainApostrophes(word: string): string {
  return word.replace(/[ʻʼ’‘`]/g, "'");
}

export function isLatinWord(word: string): boolean {
  return /^[a-z']+$/i.test(plainApostrophes(word)) && /[a-z]/i.test(word);
}

/**
 * Cyrillic readings of a Latin word, likeliest first, at most `max`; «ё» is written «е», as the
 * index writes it. Not a Latin word: none.
 */
export function cyrillicReadings(word: string, max = 24): string[] {
  const w = plainApostrophes(word.toLowerCase());
  if (!isLatinWord(w)) return [];
  let partial = [''];
  let i = 0;
  while (i < w.length) {
    const rule = RULES.find(([latin]) => w.startsWith(latin, i))!;
    const [latin, readings] = rule;
    // At the start of a word «e» is mostly «э» (eko, elektr), elsewhere «е».
    const choices = latin === 'e' && i === 0 ? ['э', 'е'] : readings;
    const next: string[] = [];
    for (const p of partial) for (const c of choices) if (next.length < max) next.push(p + c);
    partial = next;
    i += latin.length;
  }
  return [...new Set(partial.map((p) => p.replace(/ё/g, 'е')))].filter((p) => p.length > 0);
}

// The two layouts key by key: ЙЦУКЕН letters on the QWERTY keys.
const QWERTY = "`qwertyuiop[]asdfghjkl;'zxcvbnm,.";
const JCUKEN = 'ёйцукенгшщзхъфывапролджэячсмитьбю';
const toCyrillic = new Map([...QWERTY].map((c, i) => [c, JCUKEN[i]]));
const toLatin = new Map([...JCUKEN].map((c, i) => [c, QWERTY[i]]));

/**
 * The query as it would read had it been typed on the other layout: «dbpf» → «виза», «шьуш» →
 * «imei». Letters decide the direction (the majority); a query of neither gives ''.
 */
export function switchLayout(input: string): string {
  const lower = input.toLowerCase();
  const latin = (lower.match(/[a-z]/g) ?? []).length;
  const cyrillic = (lower.match(/[а-яё]/g) ?? []).length;
  if (latin === 0 && cyrillic === 0) return '';
  const map = latin >= cyrillic ? toCyrillic : toLatin;
  // Punctuation keys of QWERTY are letters in ЙЦУКЕН, but only where a word goes on or the query
  // ends («,tp» → «без»; «dbpf, …» keeps its comma).
  const inWord = /[a-z[\];',.`]/;
  return [...lower]
    .map((c, i, all) => {
      const letter = map !== toCyrillic || /[a-z]/.test(c) || inWord.test(all[i + 1] ?? '') || i === all.length - 1;
      return letter ? (map.get(c) ?? c) : c;
    })
    .join('');
}

/*
 * The other way round (issue #29 §2): a reader types a Latin name in Cyrillic, as it sounds
 * («озон», «вайлдберриз», «икеа», «яндекс го»). At build time each Latin word of the guide is read
 * the way a Russian reader would write it (`latinAsCyrillic`), and its sound key (`soundKey`) becomes
 * an index term of its own (`aliasTerm`), carrying the Latin word's postings (buildIndex.ts). A
 * Cyrillic query word that is no index term is looked up by its own sound key. The key forgives what
 * readers spell differently: vowels (all one letter, runs as one: «вайлд» = «wild»), doubled
 * letters, з/с/ц at the end, soft and hard signs, and a final vowel («билайн» = «Beeline»).
 */

// Longest first; English spellings of names as Russian speakers read them, Uzbek Latin as written.
const READ_AS: [latin: string, cyrillic: string][] = [
  ['shch', 'щ'],
  ['sch', 'ш'],
  ['tch', 'ч'],
  ['sh', 'ш'],
  ['ch', 'ч'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ts', 'ц'],
  ['ph', 'ф'],
  ['th', 'т'],
  ['ck', 'к'],
  ['qu', 'кв'],
  ['ee', 'и'],
  ['oo', 'у'],
  ['ea', 'и'],
  ['yo', 'ё'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ye', 'е'],
  ['ce', 'се'],
  ['ci', 'си'],
  ['cy', 'си'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'к'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'дж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'к'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'кс'],
  ['y', 'й'],
  ['z', 'з'],
];

/** A Latin word as a Russian reader writes it in Cyrillic: «ozon» → «озон», «yandex» → «яндекс». '' if not Latin. */
export function latinAsCyrillic(word: string): string {
  const w = word.toLowerCase();
  if (!/^[a-z]+$/.test(w)) return '';
  let out = '';
  for (let i = 0; i < w.length; ) {
    const [latin, cyrillic] = READ_AS.find(([l]) => w.startsWith(l, i))!;
    out += cyrillic;
    i += latin.length;
  }
  return out;
}

const VOWELS = /[аеёиоуыэюяй]/;

/**
 * How a Cyrillic word sounds, coarsely: «вайлдберриз» and «вилдберриес» (Wildberries) → «валдбарас».
 * '' for a word with other letters.
 */
export function soundKey(word: string): string {
  const w = word.toLowerCase();
  if (!/^[а-яё]+$/.test(w)) return '';
  let key = '';
  const letters = w.replace(/[ьъ]/g, '');
  [...letters].forEach((c, i) => {
    // з, с and ц only at the end: English plurals («berries» said «берриз»)
    const s = VOWELS.test(c) ? 'а' : i === letters.length - 1 && (c === 'з' || c === 'ц') ? 'с' : c;
    if (!key.endsWith(s)) key += s;
  });
  return key.length > 2 ? key.replace(/а$/, '') : key;
}

/** Alias terms sort apart from the words of the index and never equal one. */
export const ALIAS_MARK = '~';

/** The index term under which a Cyrillic spelling finds Latin names that sound like it; '' if none. */
export function aliasTerm(cyrillicWord: string): string {
  const key = soundKey(cyrillicWord);
  return key ? ALIAS_MARK + key : '';
}
