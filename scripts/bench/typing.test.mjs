import { describe, expect, it } from 'vitest';
import { keyFor, parseTypingArgs, readTyping, TYPING_QUERIES } from './typing.mjs';

describe('keyFor: the physical key that types a character', () => {
  it('a Russian letter is its key on the ЙЦУКЕН layout, with its text', () => {
    expect(keyFor('в')).toEqual({
      key: 'в',
      code: 'KeyD',
      text: 'в',
      unmodifiedText: 'в',
      windowsVirtualKeyCode: 68,
      nativeVirtualKeyCode: 68,
      modifiers: 0,
    });
    expect(keyFor('й').code).toBe('KeyQ');
    expect(keyFor('ю')).toMatchObject({ code: 'Period', windowsVirtualKeyCode: 190 });
    expect(keyFor('х')).toMatchObject({ code: 'BracketLeft', windowsVirtualKeyCode: 219 });
    expect(keyFor('ё')).toMatchObject({ code: 'Backquote', windowsVirtualKeyCode: 192 });
  });

  it('every letter of the alphabet has a key of its own', () => {
    const letters = [...'абвгдеёжзийклмнопрстуфхцчшщъыьэюя'];
    const codes = new Set(letters.map((l) => keyFor(l).code));
    expect(codes.size).toBe(letters.length);
    expect(codes.has('')).toBe(false);
  });

  it('a capital letter is the same key with Shift', () => {
    expect(keyFor('Т')).toMatchObject({ key: 'Т', code: 'KeyN', text: 'Т', unmodifiedText: 'т', modifiers: 8 });
  });

  it('Latin letters, digits and the space bar', () => {
    expect(keyFor('q')).toMatchObject({ code: 'KeyQ', windowsVirtualKeyCode: 81 });
    expect(keyFor('7')).toMatchObject({ code: 'Digit7', windowsVirtualKeyCode: 55 });
    expect(keyFor(' ')).toMatchObject({ code: 'Space', text: ' ', windowsVirtualKeyCode: 32 });
  });

  it('any other character is sent as its text on an unnamed key', () => {
    expect(keyFor('?')).toMatchObject({ key: '?', code: '', text: '?', windowsVirtualKeyCode: 0 });
  });

  it('takes one character', () => {
    expect(() => keyFor('ab')).toThrow(/one character/);
    expect(() => keyFor('')).toThrow(/one character/);
  });

  it('types every default question', () => {
    for (const q of TYPING_QUERIES) for (const c of q) expect(keyFor(c).code, c).not.toBe('');
  });
});

describe('parseTypingArgs', () => {
  it('defaults: build/, 5 runs, the default questions, a key every 100 ms, 1× only', () => {
    expect(parseTypingArgs([])).toEqual({
      dir: 'build',
      runs: 5,
      queries: TYPING_QUERIES,
      interval: 100,
      against: undefined,
      tenfold: false,
      dir10x: undefined,
      json: false,
    });
  });

  it('reads every option; --query may repeat and replaces the default questions', () => {
    const options = parseTypingArgs([
      ...['--dir', 'b', '--runs', '3', '--query', 'виза', '--query', 'без интернета'],
      ...['--interval', '150', '--against', 'old', '--dir-10x', '/tmp/x', '--json'],
    ]);
    expect(options).toEqual({
      dir: 'b',
      runs: 3,
      queries: ['виза', 'без интернета'],
      interval: 150,
      against: 'old',
      tenfold: true,
      dir10x: '/tmp/x',
      json: true,
    });
    expect(parseTypingArgs(['--search-10x']).tenfold).toBe(true);
  });

  it.each([
    [['--runs'], /--runs needs a value/],
    [['--runs', 'x'], /--runs takes a whole number/],
    [['--runs', '0'], /at least 1/],
    [['--interval', '-5'], /--interval takes a whole number/],
    [['--port', '1'], /unknown option --port/],
  ])('stops on %j', (argv, message) => {
    expect(() => parseTypingArgs(argv)).toThrow(message);
  });
});

describe('readTyping: one run from the page’s record', () => {
  const query = 'без интернета';
  // Keys at 0, 100 … ; the box holds the whole query after the last key's input at 1 210.
  const keys = [...query].map((_, i) => ({ at: i * 100, handled: i * 100 + 20, shown: i >= 5 }));
  const lastKey = keys.at(-1).at; // 1 200
  const inputs = [...query].map((_, i) => ({ at: i * 100 + 10, value: query.slice(0, i + 1) }));

  it('times the first rows drawn for the whole query from the last keydown', () => {
    const rows = [
      { inserted: 700, painted: 740, value: 'без ин' }, // an earlier prefix
      { inserted: lastKey + 90, painted: lastKey + 130, value: query },
      { inserted: lastKey + 300, painted: lastKey + 320, value: query }, // the redraw with snippets
    ];
    expect(readTyping({ keys, inputs, rows }, query)).toEqual({
      ms: 130,
      insertedMs: 90,
      lagMs: 20,
      drawings: 2,
      shownBefore: true,
      keys: query.length,
      keyGapMs: 100,
    });
  });

  it('does not count rows drawn before the box held the whole query', () => {
    const rows = [
      { inserted: lastKey + 5, painted: lastKey + 8, value: query.slice(0, -1) }, // drawn before the last input
      { inserted: lastKey + 200, painted: lastKey + 240, value: query },
    ];
    expect(readTyping({ keys, inputs, rows }, query).ms).toBe(240);
  });

  it('counts from the last time the box held the query (typed, erased, typed again)', () => {
    const again = [...inputs, { at: 1300, value: query.slice(0, -1) }, { at: 1400, value: query }];
    const rows = [
      { inserted: 1250, painted: 1260, value: query },
      { inserted: 1450, painted: 1480, value: query },
    ];
    const moreKeys = [...keys, { at: 1290, shown: true }, { at: 1390, shown: true }];
    expect(readTyping({ keys: moreKeys, inputs: again, rows }, query).ms).toBe(90);
  });

  it('says so when nothing was shown before the last key', () => {
    const quiet = keys.map((k) => ({ ...k, shown: false }));
    const rows = [{ inserted: lastKey + 100, painted: lastKey + 150, value: query }];
    expect(readTyping({ keys: quiet, inputs, rows }, query).shownBefore).toBe(false);
  });

  it('fails without keys, without the whole query in the box, or without its rows', () => {
    const rows = [{ inserted: lastKey + 100, painted: lastKey + 150, value: query }];
    expect(() => readTyping({ keys: [], inputs, rows }, query)).toThrow(/no keydown/);
    expect(() => readTyping({ keys, inputs: inputs.slice(0, -1), rows }, query)).toThrow(/never held/);
    expect(() => readTyping({ keys, inputs, rows: [] }, query)).toThrow(/no suggestion row/);
  });
});
