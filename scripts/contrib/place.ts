/**
 * `npm run place -- FILE`: the body of a «Новое место на карту» issue (.github/ISSUE_TEMPLATE/new-place.yml)
 * → a catalogue entry appended to the right data/places/<group>.ts, checked by the catalogue's own
 * validation (data/places/validate.ts). The reader gets Russian messages naming the form's fields;
 * what only a maintainer can do (a point on the map, the hours in the catalogue's format) goes into
 * `notes`, and a pull request without a point is opened as a draft.
 *
 * Pure: the CLI (cli.mjs) reads the files, formats with Prettier and writes.
 */
import { categories, GROUPS, type CategoryId, type GroupId } from '../../data/places/categories';
import type { PlaceFile, PlaceInput } from '../../data/places/define';
import { LINK_RULES, linkProblem, type LinkKind } from '../../data/places/links';
import { PHONE_PATTERN, SHORT_NUMBER_PATTERN, validatePlaces } from '../../data/places/validate';
import { parsePhone } from '../../src/lib/phone';
import { oneLine, readIssueBody } from './issueBody';
import { inSamarkand, mapService, pointFromMapLink, roundPoint } from './mapLink';
import { slugify, uniqueId } from './slug';
import { FORM_LABELS } from '../../src/lib/issueForms';

/** The labels of new-place.yml, shared with the site's prefilled links and messages (scripts/contrib/forms.test.ts compares them with the form). */
export const PLACE_LABELS = FORM_LABELS.place;

export const UNKNOWN_CATEGORY = 'Не знаю';

const MONTH_STEMS = ['янв', 'фев', 'мар', 'апр', 'ма', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'];

/** «ноябрь 2026», «в ноябре 2026 г.», «11.2026», «2026-11», «15.11.2026» → «2026-11-01»; null if unreadable. */
export function parseSeen(text: string): string | null {
  const s = text.trim().toLowerCase();
  let year: number | undefined;
  let month: number | undefined;
  const words = /([а-яё]+)\s+(\d{4})/.exec(s);
  if (words) {
    // «ма» (май, мая, мае) must not catch «март»: the longer stems are tried first.
    const index = MONTH_STEMS.map((stem, i) => [stem, i] as const)
      .sort((a, b) => b[0].length - a[0].length)
      .find(([stem]) => words[1].startsWith(stem) && !(stem === 'ма' && words[1].startsWith('мар')))?.[1];
    if (index !== undefined) [year, month] = [Number(words[2]), index + 1];
  }
  const numeric = /^(?:\d{1,2}\.)?(\d{1,2})\.(\d{4})/.exec(s) ?? /^(\d{4})-(\d{1,2})/.exec(s);
  if (!words && numeric) {
    [year, month] = s.includes('-')
      ? [Number(numeric[1]), Number(numeric[2])]
      : [Number(numeric[2]), Number(numeric[1])];
  }
  if (!year || !month || month < 1 || month > 12 || year < 2000) return null;
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** The catalogue's typography: «ёлочки» for straight quotes, an em dash for a spaced hyphen. */
export function typeset(text: string): string {
  return text
    .replace(/"([^"]*)"/g, '«$1»')
    .replace(/"/g, '')
    .replace(/\s+[-–]\s+/g, ' — ');
}

function linkKind(url: URL): LinkKind {
  const service = mapService(url);
  if (service) return service;
  const host = url.hostname;
  if (LINK_RULES.instagram.hosts.includes(host)) return 'instagram';
  if (LINK_RULES.telegram.hosts.includes(host)) return 'telegram';
  if (LINK_RULES.facebook.hosts.includes(host)) return 'facebook';
  if (LINK_RULES.vkontakte.hosts.includes(host)) return 'vkontakte';
  if (host === 'youtu.be' || url.pathname === '/watch') return LINK_RULES.video.hosts.includes(host) ? 'video' : 'web';
  if (LINK_RULES.youtube.hosts.includes(host)) return 'youtube';
  return 'web';
}

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/g;

export type PlaceOptions = {
  /** yyyy-mm-dd. */
  today: string;
  issue: number;
  /** Every id in the catalogue. */
  taken: ReadonlySet<string>;
};

export type PlaceResult =
  | {
      ok: true;
      group: GroupId;
      entry: PlaceInput;
      /** What the maintainer must add before merging; non-empty → the pull request is a draft. */
      todo: string[];
      /** What the maintainer should check. */
      check: string[];
    }
  | { ok: false; problems: string[] };

export function convertPlace(body: string, { today, issue, taken }: PlaceOptions): PlaceResult {
  const { values, repeated } = readIssueBody(body, Object.values(PLACE_LABELS));
  const problems = repeated.map((label) => `${label}: поле встречается в тексте дважды — оставьте одно`);
  const todo: string[] = [];
  const check: string[] = [];
  const answer = (key: keyof typeof PLACE_LABELS) => values.get(PLACE_LABELS[key]) ?? '';

  const name = typeset(oneLine(answer('name')));
  if (!name) problems.push('Название: обязательное поле — как место называется на вывеске или на карте');
  else if (name.length > 80) problems.push(`Название: не длиннее 80 символов (сейчас ${name.length})`);

  const categoryText = oneLine(answer('category'));
  const group = GROUPS.find((g) => categories[g].label === categoryText);
  if (!group && categoryText !== UNKNOWN_CATEGORY)
    problems.push(
      `Раздел: выберите один из вариантов списка — ${[...GROUPS.map((g) => `«${categories[g].label}»`), `«${UNKNOWN_CATEGORY}»`].join(', ')}`,
    );
  if (!group && categoryText === UNKNOWN_CATEGORY)
    todo.push(
      'Раздел: автор не знал, куда отнести место. Сейчас оно в «Город» (data/places/city.ts) — перенесите запись в файл нужного раздела и поставьте там category.',
    );
  else if (group)
    check.push(
      `Раздел: category — весь раздел «${categories[group].label}» (${group}); если подходит подраздел, укажите его (список — в начале файла).`,
    );

  // Where: map links give links and a point; the rest of the text is the address.
  const whereText = oneLine(answer('where'));
  if (!whereText)
    problems.push('Адрес или ссылка на карту: обязательное поле — адрес, ориентир или ссылка на место на карте');
  const links: Partial<Record<LinkKind, string[]>> = {};
  const points: [number, number][] = [];
  const addLink = (raw: string) => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return;
    }
    const kind = linkKind(url);
    const bad = linkProblem(kind, url.toString());
    if (bad) {
      check.push(`Ссылка ${JSON.stringify(raw)} не вошла в запись: ${bad.problem}.`);
      return;
    }
    const list = (links[kind] ??= []);
    if (!list.includes(url.toString())) list.push(url.toString());
    const point = pointFromMapLink(url.toString());
    if (point) points.push(roundPoint(point));
  };
  for (const m of whereText.matchAll(URL_PATTERN)) addLink(m[0]);
  const address = typeset(oneLine(whereText.replace(URL_PATTERN, ' ')).replace(/^[,;:\s—-]+|[,;:\s—-]+$/g, ''));
  for (const m of answer('links').matchAll(URL_PATTERN)) addLink(m[0]);
  if (oneLine(answer('links').replace(URL_PATTERN, ' ')))
    check.push('В поле «Сайт и соцсети» есть текст кроме ссылок — посмотрите его в заявке.');

  let location: [number, number] | undefined;
  const inside = points.filter(inSamarkand);
  if (inside.length) location = inside[0];
  else if (points.length)
    todo.push(
      `Координаты: точка из ссылки [${points[0].join(', ')}] не в Самарканде. Проверьте место и впишите location: [широта, долгота] (широта около 39,6) — или уберите ссылку, если место в другом городе.`,
    );
  else
    todo.push(
      'Координаты: в ссылке из заявки их нет. Откройте место на Яндекс Картах, нажмите на точку, скопируйте координаты и впишите location: [широта, долгота] (широта около 39,6). Если точку найти не удалось, уберите location: карточка останется без метки на карте.',
    );

  const phones: string[] = [];
  for (const part of oneLine(answer('phone'))
    .split(/[,;]|\s{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)) {
    const phone = parsePhone(part) ?? parsePhone(`+${part}`);
    const display = phone?.display;
    if (!display || !(PHONE_PATTERN.test(display) || SHORT_NUMBER_PATTERN.test(display)))
      problems.push(`Телефон: «${part}» — напишите номер целиком с кодом страны, например +998 66 233-12-12`);
    else if (!phones.includes(display)) phones.push(display);
  }

  const hours = oneLine(answer('hours'));
  if (hours)
    check.push(`Часы работы: перенесите в hours в формате data/places/hours.ts, в заявке: ${JSON.stringify(hours)}.`);

  let description = typeset(oneLine(answer('description')));
  if (description && !/[.!?…»)]$/.test(description)) description += '.';
  if (description.length > 500)
    problems.push(`Чем полезно: пара фактов, не длиннее 500 символов (сейчас ${description.length})`);

  const seenText = oneLine(answer('seen'));
  const sourceDate = parseSeen(seenText);
  if (!seenText) problems.push('Когда вы это видели: обязательное поле — месяц и год, например «ноябрь 2026»');
  else if (!sourceDate)
    problems.push('Когда вы это видели: напишите месяц и год, например «ноябрь 2026» или «11.2026»');
  else if (sourceDate > today) problems.push('Когда вы это видели: этот месяц ещё не наступил — проверьте год');

  const source = oneLine(answer('source'));
  if (source) check.push(`Откуда сведения, по словам автора: ${JSON.stringify(source)}.`);

  if (problems.length) return { ok: false, problems };

  const targetGroup: GroupId = group ?? 'city';
  const entry: PlaceInput = {
    id: uniqueId(slugify(name) || `place-${issue}`, taken),
    name,
    category: targetGroup as CategoryId,
    ...(description ? { description } : {}),
    ...(address ? { address } : {}),
    ...(location ? { location } : {}),
    ...(phones.length ? { phones } : {}),
    ...(Object.keys(links).length
      ? { links: Object.fromEntries(Object.entries(links).map(([k, v]) => [k, v.length === 1 ? v[0] : v])) }
      : {}),
    sourceDate: sourceDate!,
  };

  // The catalogue's own checks: what fails here would fail the build of the pull request.
  const file: PlaceFile = { file: `data/places/${targetGroup}.ts`, group: targetGroup, places: [entry] };
  const issues = validatePlaces([file], { today: new Date(`${today}T23:59:59Z`) });
  if (issues.length)
    return {
      ok: false,
      problems: issues.map((i) => `${fieldLabel(i.field)}: не прошло проверку справочника (${i.problem})`),
    };
  return { ok: true, group: targetGroup, entry, todo, check };
}

function fieldLabel(field: string): string {
  const key = field.split(/[.[]/)[0];
  const map: Record<string, string> = {
    name: PLACE_LABELS.name,
    description: PLACE_LABELS.description,
    address: PLACE_LABELS.where,
    location: PLACE_LABELS.where,
    phones: PLACE_LABELS.phone,
    links: PLACE_LABELS.links,
    sourceDate: PLACE_LABELS.seen,
  };
  return map[key] ?? field;
}

/**
 * The group file with the entry appended at the end of its list, values written by
 * JSON.stringify (the CLI then runs Prettier, which turns them into the file's style).
 */
export function appendEntry(source: string, entry: PlaceInput, issue: number): string {
  const end = /\n\]\);\s*$/.exec(source);
  if (!end) throw new Error('не найден конец списка мест «]);» в файле раздела');
  const fields = Object.entries(entry).map(([key, value]) => `    ${key}: ${JSON.stringify(value)},`);
  const block = [`  // From issue #${issue}.`, '  {', ...fields, '  },'].join('\n');
  const kept = source.slice(0, end.index).replace(/\s*$/, '');
  const before = kept.endsWith('[') || kept.endsWith(',') ? kept : `${kept},`;
  return `${before}\n${block}\n]);\n`;
}
