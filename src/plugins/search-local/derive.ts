/**
 * Everyday verbs reach their noun headings (issue #29 §2): a reader types «купить квартиру», the
 * guide's heading says «Покупка жилья». A small rule set, not a dictionary: from the stem of a
 * verb's infinitive it derives the stems of the nouns Russian makes from it, and the search keeps
 * only those that are index terms. Irregular pairs («снять» → «аренда», «съём») and verbs whose
 * sense depends on the next word («снять квартиру» / «снять доллары») are `everydayWords` in
 * config/search.ts instead.
 */

/**
 * A verb as readers type it: the infinitive («купить», «зарегистрировать», «записаться», «помочь») or
 * the past («заплатил», «отключили», «заблокировали»).
 */
export function isVerb(word: string): boolean {
  return /^[а-яё]{3,}(ть|ться|ти|тись|чь|[аеиоуыя]л(а|о|и)?(ся|сь)?)$/.test(word);
}

// Prefixes that make a perfective verb whose noun has none: «за|регистрировать» → «регистрация».
const PREFIX = /^(пере|под|при|про|за|вы|по|от|на|о|с|у)(?=[а-яё]{3})/;

/**
 * Noun stems a verb's stem may have (lunr's Russian stems: «куп» for «купить»): «куп» → «покупк»
 * (покупка), «отправ» → «отправк», «получ» → «получен», «зарегистрирова» → «регистрац»,
 * «заказа» → «заказ», «арендова» → «аренд». Candidates only: most are no word at all.
 */
export function nounStems(verbStem: string): string[] {
  const roots = new Set<string>();
  const base = verbStem.replace(/(ирова|ова|ева)$/, '');
  // «заблокирова» → «блокировк» (блокировка)
  const ovk = verbStem.replace(/ова$/, 'овк');
  // «заказа» → «заказ»; not «прода» → «прод» (продукты): too short to be the noun.
  const bare = base.replace(/[аяеи]$/, '').length >= 5 ? base.replace(/[аяеи]$/, '') : base;
  for (const root of [verbStem, base, bare]) {
    roots.add(root);
    // A root of three letters left by a prefix is mostly another word: «у|дал» (удалить) is «дал».
    const unprefixed = root.replace(PREFIX, '');
    if (unprefixed !== root && unprefixed.length >= 4) roots.add(unprefixed);
  }
  const found = new Set<string>();
  if (ovk !== verbStem) {
    found.add(ovk);
    found.add(ovk.replace(PREFIX, ''));
  }
  // The noun may take «о» for the verb's prefix: «заплатить» → «оплата».
  const swapped = verbStem.replace(PREFIX, '');
  if (swapped !== verbStem) found.add(`о${swapped}`);
  for (const root of roots) {
    if (root.length < 3) continue;
    found.add(root);
    found.add(`${root}к`);
    found.add(`по${root}к`);
    // «получ» → «получен»; not «удал» → «удален»: after a short root, «-ён-» is mostly an
    // adjective of another sense («удалённая работа», issue #49 §1).
    if (root.length >= 5) found.add(`${root}ен`);
    if (/[мбпвф]$/.test(root)) found.add(`${root}лен`);
    if (verbStem.endsWith('ирова')) found.add(`${root}ац`);
  }
  found.delete(verbStem);
  return [...found];
}

const CONSONANT = 'бвгджзклмнпрстфхцчшщ';
/**
 * The same noun with and without its fleeting vowel, which the stemmer keeps apart: «котла» (stem
 * «котл») and «котёл» («котел»), «рынка» and «рынок», «отца» and «отец». Candidates only, kept
 * where they are index terms.
 */
export function fleetingVowelStems(stem: string): string[] {
  const found: string[] = [];
  const m = new RegExp(`^(.*[${CONSONANT}])([лкцнр])$`).exec(stem);
  if (m && m[1].length >= 2) found.push(`${m[1]}е${m[2]}`, `${m[1]}о${m[2]}`);
  const v = new RegExp(`^(.*[${CONSONANT}])[ео]([лкцнр])$`).exec(stem);
  if (v && v[1].length >= 2) found.push(`${v[1]}${v[2]}`);
  return found;
}
