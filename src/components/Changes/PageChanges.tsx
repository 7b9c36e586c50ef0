/**
 * One line under a page's date line (issue #30 §5): «Изменения: 1 августа 2025, по сообщениям СМИ — …», the newest of the
 * page's changes in the last RECENT_CHANGE_MONTHS months, linking to its entry on /changes; with the
 * number of changes when there are more. One line on a phone: the sentence is cut with an ellipsis
 * on screen, and read whole by a screen reader. Nothing when the page has no recent change.
 */
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { changeId, formatChangeWhen, pageChanges, recentChanges } from '@site/config/changes';
import { parseYearMonth } from '@site/src/lib/month';
import styles from './styles.module.css';

export default function PageChanges() {
  const { siteConfig } = useDocusaurusContext();
  const { frontMatter, metadata } = useDoc();
  const built = parseYearMonth(siteConfig.customFields?.buildMonth);
  if (!built) return null;
  const recent = recentChanges(pageChanges(frontMatter as Record<string, unknown>), built);
  if (recent.length === 0) return null;
  const newest = recent[0];
  const page = metadata.permalink.length > 1 ? metadata.permalink.replace(/\/$/, '') : metadata.permalink;
  return (
    // search-ignore: like the date line above it; the entries are found on /changes (config/search.ts).
    <p className={clsx('search-ignore', styles.pageLine)} data-page-changes={recent.length}>
      {recent.length > 1 ? `Изменения (${recent.length}): ` : 'Изменения: '}
      <Link to={`/changes#${changeId(page, newest)}`}>
        <time dateTime={newest.date}>{formatChangeWhen(newest)}</time> — {newest.text}
      </Link>
    </p>
  );
}
