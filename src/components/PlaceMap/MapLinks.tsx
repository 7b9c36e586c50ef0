/**
 * «Яндекс Карты · Google Maps · 2ГИС» for a place: the way in when the map itself is unavailable.
 * The icon is the link's own ::before, as on a Markdown link (src/css/blocks.css), not a <LinkIcon>
 * element: /map lists every place, and one decorative <span> per link was some 380 elements for the
 * browser to style and lay out (issue #31).
 */
import { linkKind } from '@site/src/components/LinkIcon';
import { EXTERNAL_LINK_CLASS } from '@site/src/lib/externalLinks';
import { LINK_LABELS, MAP_LINK_KINDS } from '@site/data/places/links';
import type { PlaceView } from '@site/data/places/types';
import styles from './styles.module.css';

export default function MapLinks({ place }: { place: PlaceView }) {
  const links = place.links.filter((l) => MAP_LINK_KINDS.includes(l.kind));
  if (links.length === 0) return null;
  return (
    <span className={styles.mapLinks}>
      {links.map((link) => (
        <a
          key={link.url}
          href={link.url}
          target="_blank"
          rel="noopener noreferrer"
          className={EXTERNAL_LINK_CLASS}
          data-link-kind={linkKind(link.url)}
        >
          {LINK_LABELS[link.kind]}
        </a>
      ))}
    </span>
  );
}
