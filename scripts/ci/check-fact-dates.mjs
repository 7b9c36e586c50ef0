#!/usr/bin/env node
/**
 * Pull-request check for editors: a changed price or fee must come with its date.
 *
 * The rule, kept simple on purpose (a diff cannot tell a new fact from a typo fix, but it can
 * tell whether a date was given): in a page of docs/, every added or changed line with an
 * amount — <Price>, <Brv>, or a number with «сум», «UZS», «БРВ», «$», «€», «₽» — needs either
 * the page's `facts_date` changed in the same pull request, or a year on that line itself
 * («на май 2025 года»). In the place catalogue (data/places/*.ts) every added or changed price
 * needs its own `asOf`.
 *
 * Usage: node scripts/ci/check-fact-dates.mjs origin/main   (exit 1 with a Russian message)
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const AMOUNT = /\d[\d\s\u00a0.,]*\s?(?:сум|UZS|БРВ|\$|€|₽)/gi;
const MONEY = new RegExp(`<Price\\b|<Brv\\b|${AMOUNT.source}`, 'i');
const YEAR = /\b20\d\d\b/;
/** A year named in the text, not an amount that happens to look like one (<Price sum="2000" />, «2025 сум»). */
const hasDate = (text) => YEAR.test(text.replace(/<[^>]*>/g, ' ').replace(AMOUNT, ' '));
const PLACE_PRICE = /\bsum:\s*\d/;

/** Files of a unified diff (`git diff -U0`): path and the added lines with their new line numbers. */
export function parseDiff(diff) {
  const files = [];
  let current;
  let line = 0;
  for (const raw of diff.split('\n')) {
    if (raw.startsWith('+++ ')) {
      const name = raw.slice(4).replace(/^b\//, '');
      current = name === '/dev/null' ? undefined : { path: name, added: [] };
      if (current) files.push(current);
    } else if (raw.startsWith('@@')) {
      line = Number(/\+(\d+)/.exec(raw)?.[1] ?? 0);
    } else if (current && raw.startsWith('+')) {
      current.added.push({ line, text: raw.slice(1) });
      line++;
    } else if (raw.startsWith(' ')) line++;
  }
  return files;
}

/** Problems, one readable Russian sentence each; an empty list means the dates are in order. */
export function checkFactDates(diff) {
  const problems = [];
  for (const file of parseDiff(diff)) {
    if (/^docs\/.+\.mdx?$/.test(file.path)) {
      const datedPage = file.added.some((l) => /^facts_date:\s*\S/.test(l.text));
      if (datedPage) continue;
      for (const { line, text } of file.added) {
        if (MONEY.test(text) && !hasDate(text))
          problems.push(
            `${file.path}:${line}: изменена сумма («${text.trim().slice(0, 80)}»), но не сказано, на какую дату она верна. ` +
              'Обновите facts_date во front matter страницы (месяц, на который верны новые сведения) ' +
              'или напишите дату рядом с суммой: «на май 2025 года».',
          );
      }
    } else if (/^data\/places\/[^/]+\.ts$/.test(file.path) && !file.path.endsWith('.test.ts')) {
      for (const { line, text } of file.added) {
        if (PLACE_PRICE.test(text) && !/\basOf:\s*'/.test(text))
          problems.push(
            `${file.path}:${line}: у цены нет даты. Добавьте asOf — когда цена была такой: '2026', '2026-11' или '2026-11-23'.`,
          );
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2];
  if (!base) {
    console.error('Укажите ветку, с которой сравнивать: node scripts/ci/check-fact-dates.mjs origin/main');
    process.exit(2);
  }
  const diff = execFileSync(
    'git',
    ['diff', '--unified=0', '--no-color', `${base}...HEAD`, '--', 'docs', 'data/places'],
    {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const problems = checkFactDates(diff);
  if (problems.length) {
    console.error(`Проверка дат сведений: замечаний — ${problems.length}.\n`);
    for (const p of problems) console.error(`- ${p}`);
    console.error(
      '\nПочему так: у каждой цены и пошлины в справочнике есть дата (CONTRIBUTING.md, «Как поддерживать справочник в актуальном состоянии»).',
    );
    process.exit(1);
  }
  console.log('Проверка дат сведений: у изменённых цен и пошлин даты на месте.');
}
