/**
 * The pure parts of bench-typing.mjs (unit-tested in typing.test.mjs): which physical key types a
 * letter, the options, and how the page's record of one run becomes its figures.
 */

/** Phone-style questions a reader types (issue #49's own examples); each is typed whole, key by key. */
export const TYPING_QUERIES = [
  'сколько дней на регистрацию',
  'автобус до ташкента самый дешовый',
  'перевести деньги в россию с узкарты',
  'сдать кровь в воскресенье',
];
/** Issue #49's goal: from the last key to the first suggestion of the whole question. */
export const TYPING_GOAL_MS = 150;
/** A reader's pace on a phone: one key every 100 ms. */
export const KEY_INTERVAL_MS = 100;

// The Russian ЙЦУКЕН layout on a standard keyboard: the physical key (KeyboardEvent.code) of each letter.
const RUSSIAN_ROWS = [
  [
    'йцукенгшщзхъ',
    ['KeyQ', 'KeyW', 'KeyE', 'KeyR', 'KeyT', 'KeyY', 'KeyU', 'KeyI', 'KeyO', 'KeyP', 'BracketLeft', 'BracketRight'],
  ],
  ['фывапролджэ', ['KeyA', 'KeyS', 'KeyD', 'KeyF', 'KeyG', 'KeyH', 'KeyJ', 'KeyK', 'KeyL', 'Semicolon', 'Quote']],
  ['ячсмитьбю', ['KeyZ', 'KeyX', 'KeyC', 'KeyV', 'KeyB', 'KeyN', 'KeyM', 'Comma', 'Period']],
  ['ё', ['Backquote']],
];
const CODE_OF = new Map(RUSSIAN_ROWS.flatMap(([letters, codes]) => [...letters].map((l, i) => [l, codes[i]])));
/** Windows virtual key codes of the keys that are not a letter or a digit of their own. */
const VIRTUAL_KEY = {
  BracketLeft: 219,
  BracketRight: 221,
  Semicolon: 186,
  Quote: 222,
  Comma: 188,
  Period: 190,
  Backquote: 192,
  Space: 32,
};
const SHIFT = 8;

/**
 * The CDP `Input.dispatchKeyEvent` fields of the key that types `char` (Russian or Latin letters,
 * digits, space): a real key press, with keydown, keypress and input, as a keyboard sends it.
 * Playwright's own typing inserts a letter outside the US layout as text, with no keydown.
 * Any other character is sent as text on an unnamed key (key code 0), as phone keyboards do.
 */
export function keyFor(char) {
  if ([...char].length !== 1) throw new Error(`keyFor: one character, not ${JSON.stringify(char)}`);
  const lower = char.toLowerCase();
  const upper = lower !== char;
  let code = CODE_OF.get(lower);
  if (!code && /^[a-z]$/.test(lower)) code = `Key${lower.toUpperCase()}`;
  if (!code && /^[0-9]$/.test(char)) code = `Digit${char}`;
  if (!code && char === ' ') code = 'Space';
  const keyCode = !code ? 0 : (VIRTUAL_KEY[code] ?? code.slice(-1).charCodeAt(0));
  return {
    key: char,
    code: code ?? '',
    text: char,
    unmodifiedText: upper ? lower : char,
    windowsVirtualKeyCode: keyCode,
    nativeVirtualKeyCode: keyCode,
    modifiers: upper ? SHIFT : 0,
  };
}

/** The command line: `[--dir build] [--runs 5] [--query "…"]… [--interval 100] [--against d] [--search-10x] [--dir-10x d] [--json]`. */
export function parseTypingArgs(argv) {
  const options = {
    dir: 'build',
    runs: 5,
    queries: [],
    interval: KEY_INTERVAL_MS,
    against: undefined,
    tenfold: false,
    dir10x: undefined,
    json: false,
  };
  const numberAfter = (name, value) => {
    const n = Number(value);
    if (value === undefined || !Number.isInteger(n) || n < 0)
      throw new Error(`bench-typing: --${name} takes a whole number, not ${JSON.stringify(value)}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      if (argv[i + 1] === undefined) throw new Error(`bench-typing: ${arg} needs a value`);
      return argv[++i];
    };
    if (arg === '--dir') options.dir = value();
    else if (arg === '--runs') options.runs = numberAfter('runs', value());
    else if (arg === '--query') options.queries.push(value());
    else if (arg === '--interval') options.interval = numberAfter('interval', value());
    else if (arg === '--against') options.against = value();
    else if (arg === '--search-10x') options.tenfold = true;
    else if (arg === '--dir-10x') {
      options.dir10x = value();
      options.tenfold = true;
    } else if (arg === '--json') options.json = true;
    else throw new Error(`bench-typing: unknown option ${arg}`);
  }
  if (options.runs < 1) throw new Error('bench-typing: --runs must be at least 1');
  if (options.queries.length === 0) options.queries = [...TYPING_QUERIES];
  return options;
}

/**
 * One run's figures from the page's record (bench-typing.mjs `recordTyping`):
 *   keys   every keydown: `at` its event time (the press), `handled` when the page's handler ran,
 *          `shown` whether a suggestion row was on screen then;
 *   inputs every input event: `at`, the box's `value` after it;
 *   rows   every drawing of suggestion rows: `inserted` (in the DOM), `painted` (after the frame that
 *          shows them), `value` (the box's value then).
 * The answer is the first drawing after the input that made the box hold the whole query, while it
 * held it: the autocomplete drops an answer to any other query (autocomplete.js dataset `update`),
 * so a row drawn after that input belongs to the whole query. Times are from the last key's press,
 * in three phases: `lagMs` until the page handled it (its main thread busy with earlier keys and
 * answers), then until the rows are in the DOM (`insertedMs`: the worker, any download, the answer's
 * rendering), then until the frame that shows them is drawn (`ms`). `drawings`: how many times rows
 * were drawn from the first key on (each costs the main thread).
 */
export function readTyping(record, query) {
  const { keys, inputs, rows } = record;
  if (keys.length === 0) throw new Error('readTyping: no keydown was seen (was the box focused?)');
  const lastKey = keys.at(-1);
  const whole = inputs.findLast((e) => e.value === query);
  if (!whole) throw new Error(`readTyping: the box never held «${query}»`);
  const answer = rows.find((r) => r.inserted >= whole.at && r.value === query);
  if (!answer) throw new Error(`readTyping: no suggestion row for «${query}»`);
  const gaps = keys.slice(1).map((k, i) => k.at - keys[i].at);
  return {
    ms: answer.painted - lastKey.at,
    insertedMs: answer.inserted - lastKey.at,
    lagMs: (lastKey.handled ?? lastKey.at) - lastKey.at,
    drawings: rows.filter((r) => r.inserted >= keys[0].at && r.inserted <= answer.inserted).length,
    shownBefore: lastKey.shown,
    keys: keys.length,
    keyGapMs: gaps.length ? gaps.reduce((a, b) => a + b, 0) / gaps.length : 0,
  };
}
