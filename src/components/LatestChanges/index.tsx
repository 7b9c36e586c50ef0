/**
 * The home page's line about the change record (issue #30 §2): the latest few changes, each a link
 * to its entry on /changes, then «все изменения».
 */
import Link from '@docusaurus/Link';
import changes from '@generated/samguide-changes/default/changes.json';
import { formatChangeDate, HOME_CHANGES } from '@site/config/changes';

export default function LatestChanges() {
  const latest = changes.slice(0, HOME_CHANGES);
  if (latest.length === 0) return null;
  return (
    // search-ignore: the entries are found on /changes, not as a snippet of the home page.
    <p className="search-ignore" data-latest-changes="">
      <strong>Что изменилось:</strong>{' '}
      {latest.map((c) => (
        <span key={c.id}>
          <Link to={`/changes#${c.id}`}>{c.text.replace(/\.$/, '')}</Link> ({formatChangeDate(c.date)}){'; '}
        </span>
      ))}
      <Link to="/changes">все изменения</Link>.
    </p>
  );
}
