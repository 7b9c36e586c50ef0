/**
 * Remark plugin: checks what authors wrote into the building blocks and fails the build,
 * naming the file, line and value, when a phone, an amount, a БРВ value, a checklist id or a
 * facts or check month is malformed. A wrong number should never reach a reader.
 */
import path from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { parseSum } from '../lib/money';
import { parseBrvValue } from '../lib/brv';
import { PHONE_HINT, parsePhone } from '../lib/phone';
import { MONTH_STEMS, monthsBetween, parseYearMonth, type YearMonth } from '../lib/month';
import {
  buildMonth as currentBuildMonth,
  CHECKED_FIELD,
  FACTS_FIELD,
  isTextDate,
  pageDateFields,
  SOURCES_FIELD,
  sourcesProblems,
  TEXT_DATES_FIELD,
} from '../../config/freshness';
import { CHANGES_FIELD, changeMonth, parseChange } from '../../config/changes';
import { attribute, attributeNames, describe, isJsxElement, textOf, type JsxElement } from './jsxAttributes';

type Options = {
  buildMonth?: string;
  /** Guide pages must say which month their facts refer to (docusaurus.config.ts turns this on). */
  requireFactsDate?: boolean;
};

/** Front matter: the page's long descriptive title (src/theme/DocItem/Metadata reads the same name). */
export const SEO_TITLE_FIELD = 'seo_title';

const ALLOWED: Record<string, string[]> = {
  Price: ['sum', 'to', 'asOf', 'notAfter', 'unit'],
  Brv: ['value'],
  Phone: ['number'],
  Unconfirmed: [],
  Checklist: ['id'],
  Verified: ['date', 'checked', 'section', 'sectionTitle'],
  Dated: ['on', 'section', 'notAfter'],
};

const SUM_HINT = 'пишите сумму в сумах цифрами, тысячи можно отделять пробелом: «82400» или «82 400»';
const MONTH_HINT = 'ожидается год и месяц в виде «2025-05»';
const CHECKLIST_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export class BlockValidationError extends Error {
  override name = 'BlockValidationError';
}

export default function validateBlocks({ buildMonth = currentBuildMonth(), requireFactsDate = false }: Options = {}) {
  const now = parseYearMonth(buildMonth) as YearMonth;

  return (tree: Root, file: VFile) => {
    const problems: string[] = [];
    const where = position;

    const checkMonth = (value: unknown, fail: (message: string) => void) => {
      const ym = parseYearMonth(value);
      if (!ym) fail(`месяц «${String(value)}» не распознан; ${MONTH_HINT}`);
      else if (monthsBetween(now, ym) > 0)
        fail(`месяц «${String(value)}» ещё не наступил (месяц сборки: ${buildMonth})`);
    };

    const frontMatter = (file.data as { frontMatter?: Record<string, unknown> }).frontMatter;
    if (requireFactsDate && frontMatter?.[FACTS_FIELD] === undefined && frontMatter?.last_verified === undefined) {
      problems.push(
        `1:1  front matter ${FACTS_FIELD} — нет поля; напишите месяц, к которому относятся сведения страницы: «${FACTS_FIELD}: 2025-05»`,
      );
    }
    if (frontMatter) {
      const { facts, checked } = pageDateFields(frontMatter);
      const fm = (field: string) => (message: string) => problems.push(`1:1  front matter ${field} — ${message}`);
      if (frontMatter.last_verified !== undefined) {
        fm('last_verified')(
          `поле переименовано: дату, к которой относятся сведения, пишите в ${FACTS_FIELD}, а дату настоящей перепроверки — в ${CHECKED_FIELD}`,
        );
      }
      // `facts_date: false`: a page with no facts of its own (the change record, /changes).
      if (facts !== undefined && facts !== false) checkMonth(facts, fm(FACTS_FIELD));
      if (checked !== undefined) {
        if (facts === undefined) fm(CHECKED_FIELD)(`без ${FACTS_FIELD} отметка о проверке не показывается`);
        checkMonth(checked, fm(CHECKED_FIELD));
        const f = parseYearMonth(facts);
        const c = parseYearMonth(checked);
        if (f && c && monthsBetween(f, c) < 0)
          fm(CHECKED_FIELD)(`проверка (${String(checked)}) не может быть раньше даты сведений (${String(facts)})`);
      }
      if (frontMatter[TEXT_DATES_FIELD] !== undefined) {
        fm(TEXT_DATES_FIELD)(
          'это поле сборка заполняет сама из дат в тексте; уберите его и отметьте дату в тексте блоком <Dated on="2025-08">…</Dated>',
        );
      }
      for (const problem of sourcesProblems(frontMatter[SOURCES_FIELD])) fm(SOURCES_FIELD)(problem);
      // The long title for <title> and og:title (src/theme/DocItem/Metadata); `title` is the short h1.
      const seoTitle = frontMatter[SEO_TITLE_FIELD];
      if (seoTitle !== undefined && (typeof seoTitle !== 'string' || !seoTitle.trim()))
        fm(SEO_TITLE_FIELD)(
          `ожидается непустая строка — заголовок для поисковиков и превью ссылок, например «${SEO_TITLE_FIELD}: 'Виза и въезд в Узбекистан для россиян'»; без поля берётся title`,
        );
      checkChanges(frontMatter[CHANGES_FIELD], String(file.value), (message) => fm(CHANGES_FIELD)(message), now);
    }

    const checklistIds = new Set<string>();
    visit(tree, (node) => {
      if (!isJsxElement(node) || !node.name || !(node.name in ALLOWED)) return;
      const at = where(node);
      const tag = describe(node);
      const fail = (message: string) => problems.push(`${at}  ${tag} — ${message}`);

      for (const name of attributeNames(node)) {
        if (!ALLOWED[node.name].includes(name))
          fail(
            ALLOWED[node.name].length
              ? `неизвестный атрибут «${name}» (допустимы: ${ALLOWED[node.name].join(', ')})`
              : `неизвестный атрибут «${name}»: блок пишется без атрибутов`,
          );
      }

      switch (node.name) {
        case 'Price':
          checkPrice(node, fail);
          break;
        case 'Brv': {
          const value = attribute(node, 'value');
          if (value.kind === 'absent') fail('нет атрибута value, например value="0,2"');
          else if (value.kind === 'literal' && parseBrvValue(value.value) === null) {
            fail(
              `количество БРВ «${String(value.value)}» не распознано; ожидается положительное число: «0,2», «0.2» или «20»`,
            );
          }
          break;
        }
        case 'Phone': {
          const value = attribute(node, 'number');
          if (value.kind === 'absent') fail('нет атрибута number');
          else if (value.kind === 'literal' && parsePhone(value.value) === null) {
            fail(`номер «${String(value.value)}» не распознан; ${PHONE_HINT}`);
          }
          break;
        }
        case 'Checklist': {
          const id = attribute(node, 'id');
          if (id.kind !== 'literal' || typeof id.value !== 'string' || !CHECKLIST_ID.test(id.value)) {
            fail(
              'нужен атрибут id из латинских букв, цифр и дефисов, например id="registration": по нему запоминаются отметки',
            );
          } else if (checklistIds.has(id.value)) {
            fail(`id «${id.value}» уже есть на этой странице; у каждого списка свой id`);
          } else {
            checklistIds.add(id.value);
          }
          const lists = (node.children as RootContent[]).filter((c) => c.type === 'list');
          if (lists.length !== 1 || !lists[0].ordered) {
            fail('внутри должен быть ровно один нумерованный список (1. … 2. …), с пустыми строками до и после него');
          }
          break;
        }
        case 'Verified': {
          const date = attribute(node, 'date');
          if (date.kind === 'absent') fail(`нет атрибута date; ${MONTH_HINT}`);
          else if (date.kind === 'literal') checkMonth(date.value, fail);
          const checked = attribute(node, 'checked');
          if (checked.kind === 'literal') checkMonth(checked.value, (m) => fail(`checked: ${m}`));
          break;
        }
        case 'Dated':
          checkDated(node, fail, (value) => checkMonth(value, fail));
          break;
        case 'Unconfirmed':
          // The mark is its own words; text inside would never reach the reader.
          if (node.children.length > 0) fail('блок пишется без текста внутри: «<Unconfirmed />» сразу после сведений');
          break;
      }
    });

    if (problems.length > 0) {
      const rel = file.path ? path.relative(process.cwd(), file.path) : '(без имени)';
      throw new BlockValidationError(
        `Ошибки в строительных блоках страницы ${rel}:\n${problems.map((p) => `  ${rel}:${p}`).join('\n')}\nСинтаксис блоков описан в CONTRIBUTING.md.`,
      );
    }
  };
}

/** Anchors a reader can land on in a page's source (as Docusaurus passes it, `\{#id\}` escaped): headings' {#id}, <Anchor id>, place cards, checklists. */
export function anchorsOf(source: string): Set<string> {
  const ids = new Set<string>();
  for (const m of source.matchAll(/\\?\{#([A-Za-z0-9_-]+)\\?\}/g)) ids.add(m[1]);
  for (const m of source.matchAll(/<(?:Anchor|Place|Checklist)\b[^>]*?\bid=["']([^"']+)["']/g)) ids.add(m[1]);
  return ids;
}

/**
 * Front matter `changes` (config/changes.ts): each line well-formed, not dated after the build month,
 * pointing at an anchor this page has, and no two lines for the same section and day.
 */
function checkChanges(raw: unknown, source: string, fail: (message: string) => void, now: YearMonth) {
  if (raw === undefined) return;
  if (!Array.isArray(raw)) {
    fail(`ожидается список строк вида '2025-08-01 #registration Что изменилось.'`);
    return;
  }
  const anchors = anchorsOf(source);
  const seen = new Set<string>();
  raw.forEach((line, i) => {
    const at = (message: string) => fail(`строка ${i + 1}: ${message}`);
    const change = parseChange(line);
    if ('error' in change) return at(change.error);
    if (monthsBetween(now, changeMonth(change.date)) > 0) at(`дата ${change.date} ещё не наступила`);
    if (!anchors.has(change.anchor)) {
      at(`на странице нет якоря #${change.anchor}; укажите якорь раздела, например {#${[...anchors][0] ?? 'section'}}`);
    }
    const key = `${change.anchor}@${change.date}`;
    if (seen.has(key)) at(`второе изменение раздела #${change.anchor} с той же датой: объедините их в одну строку`);
    seen.add(key);
  });
}

/**
 * Docusaurus compiles the page without its front matter, so positions start after it.
 * Count the lines it removed (the block and the blank lines Docusaurus trims after it).
 */
/**
 * Where a node is, as «line:column» of the file the editor has open. Docusaurus 3.10 compiles the
 * whole file, front matter included (remark-frontmatter), so positions are already the file's own
 * lines: no offset to guess (issue #57 §4; the guess went wrong when an escaped `{#id}` heading
 * stood near the top).
 */
export function position(node: { position?: { start: { line: number; column: number } } }): string {
  return node.position ? `${node.position.start.line}:${node.position.start.column}` : '?';
}

/**
 * <Dated on="2025-08">на август 2025 года</Dated>: the month (or a year alone, «2023») must be
 * well-formed and not in the future, and the words inside must name that same month and year,
 * so that the date the header counts is the date the reader sees.
 */
function checkDated(node: JsxElement, fail: (message: string) => void, checkMonth: (value: string) => void) {
  const on = attribute(node, 'on');
  if (on.kind === 'absent') {
    fail('нет атрибута on; ожидается месяц «2025-08» или год «2023»');
    return;
  }
  if (on.kind !== 'literal') return;
  const value = String(on.value);
  if (!isTextDate(value)) {
    fail(`on: дата «${value}» не распознана; ожидается месяц «2025-08» или год «2023»`);
    return;
  }
  if (value.length > 4) checkMonth(value);
  else checkMonth(`${value}-01`);
  const text = textOf(node).toLowerCase();
  // `<Dated on="2023" section />` under a heading: the section's date, shown on the heading's line
  // (issue #54 §1); it has no words of its own.
  if (!text.trim() && attribute(node, 'section').kind !== 'absent') return;
  if (!text.trim()) {
    fail(
      'внутри нет текста: оберните в блок дату так, как её прочтёт читатель, «на август 2025 года», или датируйте весь раздел: <Dated on="2023" section /> под заголовком',
    );
    return;
  }
  const [year, month] = value.split('-').map(Number);
  if (!text.includes(String(year))) fail(`on="${value}", а в тексте «${textOf(node)}» нет ${year} года`);
  if (month && !new RegExp(MONTH_STEMS[month - 1]).test(text))
    fail(`on="${value}", а в тексте «${textOf(node)}» не назван этот месяц`);
}

function checkPrice(node: JsxElement, fail: (message: string) => void) {
  const sum = attribute(node, 'sum');
  const to = attribute(node, 'to');
  let from: number | null = null;
  if (sum.kind === 'absent') fail('нет атрибута sum');
  else if (sum.kind === 'literal') {
    from = parseSum(sum.value);
    if (from === null) fail(`сумма «${String(sum.value)}» не распознана; ${SUM_HINT}`);
  }
  if (to.kind === 'literal') {
    const until = parseSum(to.value);
    if (until === null) fail(`верхняя граница «${String(to.value)}» не распознана; ${SUM_HINT}`);
    else if (from !== null && until <= from) fail(`верхняя граница ${until} должна быть больше нижней ${from}`);
  }
}
