/** «Яндекс Карты · Google Maps · 2ГИС» for a place: the way in when the map itself is unavailable. */
import LinkIcon, { linkKind } from '@site/src/components/LinkIcon';
import { LINK_LABELS, MAP_LINK_KINDS } from '@site/data/places/links';
import type { PlaceView } from '@site/data/places/types';
import styles from './styles.module.css';

export default function MapLinks({ place }: { place: PlaceView }) {
  const links = place.links.filter((l) => MAP_LINK_KINDS.includes(l.kind));
  if (links.length === 0) return null;
  return (
    <span className={styles.mapLinks}>
      {links.map((link) => (
        <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
          <LinkIcon kind={linkKind(link.url)} />
          {LINK_LABELS[link.kind]}
        </a>
      ))}
    </span>
  );
}
