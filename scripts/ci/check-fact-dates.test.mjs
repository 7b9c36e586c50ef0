import { describe, expect, it } from 'vitest';
import { checkFactDates, parseDiff } from './check-fact-dates.mjs';

const diff = (path, hunks) => [`diff --git a/${path} b/${path}`, `--- a/${path}`, `+++ b/${path}`, ...hunks].join('\n');

describe('check-fact-dates', () => {
  it('reads the added lines with their line numbers', () => {
    const files = parseDiff(diff('docs/a.mdx', ['@@ -10,0 +11,2 @@', '+раз', '+два', '@@ -20 +22 @@', '-old', '+три']));
    expect(files).toEqual([
      {
        path: 'docs/a.mdx',
        added: [
          { line: 11, text: 'раз' },
          { line: 12, text: 'два' },
          { line: 22, text: 'три' },
        ],
      },
    ]);
  });

  it('fails a changed price on a page whose date stayed the same, naming file, line and the fix', () => {
    const problems = checkFactDates(
      diff('docs/samarkand/visa.mdx', [
        '@@ -40 +40 @@',
        '-Пошлина — <Brv value="0,2" />.',
        '+Пошлина — <Brv value="0,25" />.',
      ]),
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^docs\/samarkand\/visa\.mdx:40: изменена сумма .* Обновите facts_date/);
  });

  it('does not take an amount for a year', () => {
    for (const line of ['+Проезд стоит <Price sum="2000" />.', '+Проезд — 2025 сум.', '+Штраф — <Brv value="2024" />.'])
      expect(checkFactDates(diff('docs/services/transport.mdx', ['@@ -44 +44 @@', line]))).toHaveLength(1);
  });

  it.each([
    [
      'the page’s facts_date changes too',
      ['@@ -5 +5 @@', '-facts_date: 2025-05', '+facts_date: 2026-11', '@@ -40 +40 @@', '+Такси — от 15 000 сум.'],
    ],
    ['the line carries its own date', ['@@ -40 +40 @@', '+Такси — от 15 000 сум (на ноябрь 2026 года).']],
    ['no amount changed', ['@@ -40 +40 @@', '+Регистрация — в течение 15 дней.']],
  ])('passes when %s', (_, hunks) => {
    expect(checkFactDates(diff('docs/services/transport.mdx', hunks))).toEqual([]);
  });

  it('asks for asOf on a catalogue price', () => {
    const hunks = ['@@ -90 +90 @@', "+    prices: [{ label: 'Стоимость', sum: 2600000 }],"];
    expect(checkFactDates(diff('data/places/children.ts', hunks))[0]).toMatch(
      /^data\/places\/children\.ts:90: у цены нет даты/,
    );
    const dated = ['@@ -90 +90 @@', "+    prices: [{ label: 'Стоимость', sum: 2600000, asOf: '2026-11' }],"];
    expect(checkFactDates(diff('data/places/children.ts', dated))).toEqual([]);
  });

  it('ignores deleted files and other folders', () => {
    expect(checkFactDates(['--- a/docs/x.mdx', '+++ /dev/null', '@@ -1 +0,0 @@', '-100 сум'].join('\n'))).toEqual([]);
    expect(checkFactDates(diff('src/components/Price/index.tsx', ['@@ -1 +1 @@', '+<Price sum="1" />']))).toEqual([]);
  });
});
