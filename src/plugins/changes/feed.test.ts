import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { changeId, type PageChange } from '../../../config/changes';
import { atomDate, changesFeed } from './feed';

const change = (
  date: string,
  page: string,
  anchor: string,
  text: string,
  pageTitle: string,
  status?: PageChange['status'],
): PageChange => ({
  date,
  ...(status ? { status } : {}),
  page,
  anchor,
  text,
  pageTitle,
  id: changeId(page, { date, anchor, text }),
});

const record = [
  change(
    '2025-05',
    '/services/post',
    'limits',
    'Курьерский лимит — 200 долларов в месяц & не больше 30 кг.',
    'Почта',
    'не позднее',
  ),
  change(
    '2025-08-01',
    '/samarkand/visa',
    'fee',
    'Пошлина <за регистрацию> пересчитана по «новой» БРВ.',
    'Виза',
    'по сообщениям СМИ',
  ),
  change('2025', '/services/communication', 'phone', 'Телефон декларируют.', 'Связь'),
];
const SITE = 'https://example.org/guide/';

function parse(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  return new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' }).parse(xml) as {
    feed: Record<string, unknown> & { entry: Record<string, unknown>[] };
  };
}

describe('the Atom feed of changes', () => {
  it('is well-formed Atom with the elements a feed reader requires', () => {
    const { feed } = parse(changesFeed(record, { siteUrl: SITE, title: 'Справочник' }));
    expect(feed['@xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(feed.id).toBe('https://example.org/guide/changes');
    expect(feed.title).toBe('Справочник');
    expect(feed.updated).toBe('2025-08-01T00:00:00Z');
    expect(feed.author).toEqual({ name: 'Справочник' });
    const links = feed.link as Record<string, string>[];
    expect(links.find((l) => l['@rel'] === 'self')?.['@href']).toBe('https://example.org/guide/changes.xml');
    for (const entry of feed.entry) {
      expect(Object.keys(entry)).toEqual(expect.arrayContaining(['id', 'title', 'link', 'updated', 'summary']));
      expect(String(entry.updated)).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    }
  });

  it('lists the entries newest first, each linking to its section, with the text escaped', () => {
    const { feed } = parse(changesFeed(record, { siteUrl: SITE, title: 'Справочник' }));
    expect(feed.entry.map((e) => (e.link as Record<string, string>)['@href'])).toEqual([
      'https://example.org/guide/samarkand/visa#fee',
      'https://example.org/guide/services/post#limits',
      'https://example.org/guide/services/communication#phone',
    ]);
    expect(feed.entry[0].title).toBe(
      'Виза (1\u00a0августа 2025, по сообщениям СМИ): Пошлина <за регистрацию> пересчитана по «новой» БРВ.',
    );
    expect(feed.entry[1].summary).toBe('Курьерский лимит — 200 долларов в месяц & не больше 30 кг.');
    expect(feed.entry[0].id).toBe('https://example.org/guide/changes#samarkand-visa-fee-2025-08-01');
  });

  it('is the same for the same record (no build time in it), and valid when empty', () => {
    const a = changesFeed(record, { siteUrl: SITE, title: 'С' });
    expect(changesFeed([...record].reverse(), { siteUrl: SITE, title: 'С' })).toBe(a);
    expect(XMLValidator.validate(changesFeed([], { siteUrl: SITE, title: 'С' }))).toBe(true);
    expect(atomDate('2025')).toBe('2025-01-01T00:00:00Z');
  });

  it('names a record’s date in its title as the record knows it, never a day it does not know', () => {
    const { feed } = parse(changesFeed(record, { siteUrl: SITE, title: 'Справочник' }));
    expect(feed.entry[1].title).toBe(
      'Почта (не позднее мая 2025): Курьерский лимит — 200 долларов в месяц & не больше 30 кг.',
    );
    expect(feed.entry[2].title).toBe('Связь (2025\u00a0год): Телефон декларируют.');
    expect(feed.entry[2].updated).toBe('2025-01-01T00:00:00Z');
  });
});
