/**
 * The Atom feed of the change record (/changes.xml, issue #30 §3): the same entries as /changes, so
 * that the relocants' Telegram chat, or any reader, can follow it with a feed bot. Dates only, no
 * build time: the same record gives the same feed, byte for byte.
 */
import type { PageChange } from '../../../config/changes';
import { formatChangeWhen, sortChanges } from '../../../config/changes';

export type FeedOptions = {
  /** «https://example.org/» — the site's URL with its base path, ending in «/». */
  siteUrl: string;
  title: string;
  /** Entries in the feed, newest first. */
  limit?: number;
};

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** «2025», «2025-08» or «2025-08-01» → an RFC 3339 timestamp at midnight UTC (the first day where unknown). */
export const atomDate = (date: string) => `${`${date}-01-01`.slice(0, 10)}T00:00:00Z`;

export function changesFeed(changes: readonly PageChange[], { siteUrl, title, limit = 50 }: FeedOptions): string {
  const entries = sortChanges(changes).slice(0, limit);
  const url = (path: string) => new URL(path.replace(/^\//, ''), siteUrl).href;
  const page = url('changes');
  const updated = entries[0] ? atomDate(entries[0].date) : '2025-01-01T00:00:00Z';
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ru">',
    `  <title>${escapeXml(title)}</title>`,
    `  <subtitle>Что изменилось в сведениях справочника: пошлины, лимиты, правила, адреса</subtitle>`,
    `  <id>${escapeXml(page)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url('changes.xml'))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(page)}"/>`,
    `  <updated>${updated}</updated>`,
    `  <author><name>${escapeXml(title)}</name></author>`,
    ...entries.flatMap((c) => [
      '  <entry>',
      `    <id>${escapeXml(`${page}#${c.id}`)}</id>`,
      // The title carries the date as the record knows it («2025 год», «не позднее мая 2025»): a feed
      // reader shows <updated>, which has to name a day, as if it were the day of the change.
      `    <title>${escapeXml(`${c.pageTitle} (${formatChangeWhen(c)}): ${c.text}`)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url(`${c.page}#${c.anchor}`))}"/>`,
      `    <updated>${atomDate(c.date)}</updated>`,
      `    <summary>${escapeXml(c.text)}</summary>`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ];
  return lines.join('\n');
}
