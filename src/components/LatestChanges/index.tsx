/**
 * The home page's line about the change record (issue #30 §2): the pages of the latest few changes,
 * each a link to its entry on /changes, with their dates, then «все изменения». Page titles, not the
 * sentences: the line stays a line or two on a phone, and /changes has the sentences.
 */
import Link from '@docusaurus/Link';
import changes from '@generated/samguide-changes/default/changes.json';
import { formatChangeWhen, HOME_CHANGES } from '@site/config/changes';

export default function LatestChanges() {
  const latest = changes.slice(0, HOME_CHANGES);
  if (latest.length === 0) return null;
  // One date for all when they share it: «Что изменилось 1 января 2026: виза, работа».
  const oneDate = latest.every((c) => formatChangeWhen(c) === formatChangeWhen(latest[0]));
  return (
    // search-ignore: the entries are found on /changes, not as a snippet of the home page.
    <p className="search-ignore" data-latest-changes="">
      <strong>Что изменилось{oneDate && ` ${formatChangeWhen(latest[0])}`}:</strong>{' '}
      {latest.map((c, i) => (
        <span key={c.id}>
          <Link to={`/changes#${c.id}`}>{c.pageTitle}</Link>
          {!oneDate && ` (${formatChangeWhen(c)})`}
          {i < latest.length - 1 ? ', ' : ' · '}
        </span>
      ))}
      <Link to="/changes">все изменения</Link>
    </p>
  );
}
