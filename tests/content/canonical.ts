/**
 * One fact, one wording (issue #22 §5): the canonical form of every number and name that the
 * guide repeats on several pages, in one place. tests/content/consistency.test.ts reads every
 * page of docs/ and fails, naming the file and line, where a fact is written another way.
 *
 * To change a fact: change it here and on every page the test names. Spellings of names that
 * are simply wrong are also in cspell.json `flagWords`, so that the spell check flags them
 * while you type.
 */

/** Spaces as they are written in MDX: a plain space, a non-breaking one, or `&nbsp;`. */
const S = '(?:[ \\u00a0]|&nbsp;)';

export interface CanonicalWording {
  id: string;
  /** What the pages must say, for the message. */
  canonical: string;
  /** Every mention of the fact, however it is written (global). */
  mention: RegExp;
  /** A mention passes only if its text matches this. */
  accept: RegExp;
  /** Only mentions in a sentence that matches this count (the fact's subject). */
  sentence?: RegExp;
  /** Why this wording, for the next editor. */
  why: string;
}

export const WORDINGS: CanonicalWording[] = [
  {
    id: 'amir-temur-street',
    canonical: 'улица Амира Темура',
    mention: /Амира\s+Т[иеё]мура/gu,
    accept: /^Амира\s+Темура$/u,
    why: 'the street is named after Amir Temur (Amir Temur ko‘chasi); facts/services/government.md «Amir Temur 152»',
  },
  {
    id: 'registration-deadline',
    canonical: 'не позднее 15-го дня после въезда',
    mention: new RegExp(
      `(?:не${S}позднее${S}|в${S}течение${S})?15(?:-го)?${S}дн(?:ей|я)(?:${S}с${S}момента|${S}после)(?:${S}пересечения${S}границы|${S}въезда)`,
      'giu',
    ),
    accept: new RegExp(`^не${S}позднее${S}15-го${S}дня${S}после${S}въезда$`, 'iu'),
    why: 'facts/samarkand/visa.md: «within 15 days of crossing the border; no later than the 15th day»',
  },
  {
    id: 'tashkent-train',
    canonical: '2 ч 10 мин (скоростной поезд до Ташкента)',
    mention: new RegExp(
      `(?:около|примерно)${S}(?:2|двух)${S}час\\p{L}*|2${S}(?:ч|час\\p{L}*)${S}10${S}мин\\p{L}*`,
      'giu',
    ),
    accept: new RegExp(`^2${S}ч${S}10${S}мин$`, 'u'),
    sentence: /поезд|Афросиаб/u,
    why: 'facts/services/transport.md «2 h 10 min (as of 2024)»; facts/samarkand/visa.md rounds it to «about 2 hours»',
  },
  {
    id: 'registration-fee',
    canonical: 'госпошлина за регистрацию — <Brv value="0.2" /> (сумма в сумах — из config/brv.ts)',
    mention: /<Price\s+sum="66\s?000"\s*\/>|66(?:[ \u00a0]|&nbsp;)000(?:[ \u00a0]|&nbsp;)сум/gu,
    accept: /$^/u,
    why: '66 000 сум is 0,2 × 330 000, the БРВ of 2023; the fee is 0,2 БРВ, and its sum follows config/brv.ts',
  },
  {
    id: 'eds-fee',
    canonical: 'пошлина за ЭЦП — <Brv value="0.07" />',
    mention: /<(?:Price|Brv)\s[^>]*\/>/gu,
    accept: /^<Brv\s+value="0[.,]07"\s*\/>$/u,
    sentence: /(?:ЭЦП|подпис\p{L}*)[^.]*пошлин|пошлин[^.]*(?:ЭЦП|подпис)/iu,
    why: 'facts/services/government.md: 7% of the БРВ, i.e. 0.07 БРВ',
  },
];

/**
 * Short numbers and what each is, as every page must name it next to the number (in the same
 * clause, before or after it). 104 and 1104 are different lines: 104 is the country-wide gas
 * emergency number (not confirmed officially), 1104 the short number of Samarkand's city gas
 * service «Горгаз» (facts/apartment/utilities.md).
 */
export const SHORT_NUMBERS: Record<string, { label: RegExp; name: string }> = {
  '101': { label: /пожарн/u, name: 'пожарная служба' },
  '102': { label: /полици/u, name: 'полиция' },
  '103': { label: /скор\p{L}* помощ/iu, name: 'скорая помощь' },
  '104': { label: /аварийн\p{L}* газов/iu, name: 'аварийная газовая служба' },
  '1104': { label: /городск\p{L}* газов\p{L}* служб|Горгаз/iu, name: 'городская газовая служба «Горгаз»' },
  '1154': { label: /электросет/iu, name: 'электросеть' },
};
