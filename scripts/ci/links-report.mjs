#!/usr/bin/env node
/**
 * The body of the weekly issue «Проверка ссылок и актуальности» (.github/workflows/links.yml):
 * dead links from lychee's JSON output, each with its page and the text readers click, and the
 * facts overdue for a re-check from `npm run freshness -- --json --older-than 12`.
 *
 * Usage: node scripts/ci/links-report.mjs --lychee lychee/out.json --freshness freshness.json
 *          --build build [--run-url URL] --out report.md
 * Writes `findings=N` to $GITHUB_OUTPUT when run in Actions.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const TITLE = 'Проверка ссылок и актуальности';
/** GitHub refuses issue bodies over 65 536 characters. */
const MAX_BODY = 60_000;

/**
 * Dead links from lychee's JSON report. Newer lychee calls the map `error_map`, older `fail_map`;
 * a status is an object ({ text, code }) or, in old versions, a string.
 */
export function deadLinks(report) {
  const map = report?.error_map ?? report?.fail_map ?? {};
  return Object.entries(map).flatMap(([file, items]) =>
    (items ?? []).map((item) => {
      const s = item.status;
      const status =
        typeof s === 'string' ? s : [s?.code, s?.text].filter((x) => x !== undefined && x !== '').join(' ') || '?';
      return { file, url: item.url, status };
    }),
  );
}

/** `build/samarkand/visa.html` → `/samarkand/visa`; `build/index.html` → `/`. */
export function routeOf(file, buildDir) {
  const rel = path.relative(buildDir, path.resolve(file)).split(path.sep).join('/');
  const route = `/${rel.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

const ENTITIES = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
};
const decode = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+\d*);/gi, (m, e) => {
    if (e[0] === '#')
      return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : Number(e.slice(1)));
    return ENTITIES[e.toLowerCase()] ?? m;
  });

const sameUrl = (a, b) => {
  try {
    return new URL(a).href === new URL(b).href;
  } catch {
    return a === b;
  }
};

/**
 * The text of the first <a> pointing at `url` in a page of the built site. The production HTML
 * is minified and drops attribute quotes, so href may be "x", 'x' or bare x. The hidden
 * screen-reader hint («откроется в новой вкладке») is not part of what readers see.
 */
export function linkText(html, url) {
  for (const [, attrs, inner] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/gi)) {
    const m = /\shref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(` ${attrs}`);
    const href = m && decode(m[1] ?? m[2] ?? m[3]);
    if (!href || !sameUrl(href, url)) continue;
    const text = decode(
      inner.replace(/<span\b[^>]*\bsamguide-sr-only\b[^>]*>[\s\S]*?<\/span>/gi, '').replace(/<[^>]+>/g, ''),
    )
      .replace(/\s+/g, ' ')
      .trim();
    return text || undefined;
  }
  return undefined;
}

const cell = (s) => String(s).replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim() || '—';

/** The issue body, Markdown, in Russian. */
export function issueBody({ dead, overdue, date, runUrl, staleAfterMonths = 12 }) {
  const lines = [
    `Еженедельная проверка от ${date}${runUrl ? ` ([запуск](${runUrl}))` : ''}. Это сообщение обновляется при каждой проверке и закрывается само, когда всё в порядке.`,
    '',
    `## Неработающие ссылки: ${dead.length}`,
    '',
  ];
  if (dead.length) {
    lines.push('| Страница | Текст ссылки | Ссылка | Статус |', '| --- | --- | --- | --- |');
    for (const d of dead)
      lines.push(`| ${cell(d.page)} | ${cell(d.text ?? '—')} | ${cell(d.url)} | ${cell(d.status)} |`);
  } else lines.push('Все внешние ссылки открываются.');
  lines.push('', `## Сведения старше ${staleAfterMonths} месяцев: ${overdue.length}`, '');
  if (overdue.length) {
    lines.push('| Месяцев | Сведения на | Проверено | Что | Файл |', '| --- | --- | --- | --- | --- |');
    for (const e of overdue) {
      const what = e.kind === 'page' ? `страница ${e.id}` : `место ${e.id} («${e.title}»)`;
      lines.push(`| ${e.age} | ${cell(e.facts)} | ${cell(e.checked ?? '—')} | ${cell(what)} | ${cell(e.file)} |`);
    }
  } else lines.push('Просроченных сведений нет.');
  lines.push(
    '',
    'Как работать с этим отчётом — CONTRIBUTING.md, раздел «Как поддерживать справочник в актуальном состоянии».',
  );
  let body = lines.join('\n');
  if (body.length > MAX_BODY) {
    const cut = body.lastIndexOf('\n', MAX_BODY);
    body = `${body.slice(0, cut)}\n\n…список обрезан: полный отчёт — в журнале запуска.`;
  }
  return body;
}

function option(argv, name) {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const [lycheeFile, freshnessFile, buildDir, out] = ['lychee', 'freshness', 'build', 'out'].map((n) =>
    option(argv, n),
  );
  if (!lycheeFile || !freshnessFile || !buildDir || !out) {
    console.error('Нужны --lychee, --freshness, --build и --out (см. начало scripts/ci/links-report.mjs).');
    process.exit(2);
  }
  // No lychee output means the checker itself failed: say so rather than report «all links fine».
  if (!existsSync(lycheeFile)) {
    console.error(`Нет отчёта lychee (${lycheeFile}): проверка ссылок не состоялась, смотрите журнал шага.`);
    process.exit(1);
  }
  const freshness = JSON.parse(readFileSync(freshnessFile, 'utf8'));
  const dead = deadLinks(JSON.parse(readFileSync(lycheeFile, 'utf8'))).map((d) => {
    const file = path.resolve(d.file);
    const html = existsSync(file) ? readFileSync(file, 'utf8') : '';
    return { ...d, page: routeOf(file, path.resolve(buildDir)), text: linkText(html, d.url) };
  });
  const body = issueBody({
    dead,
    overdue: freshness.entries,
    date: new Date().toISOString().slice(0, 10),
    runUrl: option(argv, 'run-url'),
    staleAfterMonths: freshness.staleAfterMonths,
  });
  writeFileSync(out, `${body}\n`);
  const findings = dead.length + freshness.entries.length;
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `findings=${findings}\n`);
  console.log(`${TITLE}: неработающих ссылок — ${dead.length}, просроченных сведений — ${freshness.entries.length}.`);
}
