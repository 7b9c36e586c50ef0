/**
 * The readers' change record (issue #30), from the lines in the pages' front matter
 * (config/changes.ts, collected by src/plugins/changes):
 * <ChangesList /> on /changes: newest first, one group per month, each line linking to its section.
 * The home page's line is <LatestChanges /> (src/components/LatestChanges). The generated module
 * lands in the chunks of these two pages only.
 */
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import Heading from '@theme/Heading';
import changes from '@generated/samguide-changes/default/changes.json';
import { byMonth, formatChangeMonth, formatChangeWhen, type PageChange } from '@site/config/changes';
import styles from './styles.module.css';

const sectionUrl = (c: PageChange) => `${c.page}#${c.anchor}`;

export default function ChangesList() {
  // Each entry is a link target (the pages' «Изменения» line, the home page, the feed): tell
  // Docusaurus's anchor check that these ids exist, as its own headings do.
  const brokenLinks = useBrokenLinks();
  for (const c of changes) brokenLinks.collectAnchor(c.id);
  if (changes.length === 0) return <p>Изменений пока нет.</p>;
  return (
    <>
      {byMonth(changes).map((group) => (
        <section key={group.month} aria-labelledby={`m-${group.month}`}>
          <Heading as="h2" id={`m-${group.month}`}>
            {formatChangeMonth(group.month)}
          </Heading>
          <ul className={styles.list}>
            {group.changes.map((c) => (
              <li key={c.id} id={c.id} className={styles.item}>
                <time dateTime={c.date} className={styles.date} data-status={c.status}>
                  {formatChangeWhen(c)}
                </time>{' '}
                <Link to={sectionUrl(c)}>{c.pageTitle}</Link>: {c.text}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
