/**
 * The places of the current selection as a list under the map, grouped by
 * category, each with links to Yandex Maps, Google Maps and 2GIS. Server-
 * rendered, so the page is useful before the map loads and if it never does.
 */
import MapLinks from '@site/src/components/PlaceMap/MapLinks';
import { ruPlural } from '@site/src/lib/plural';
import type { CategoryView } from '@site/data/places/types';
import { groupByCategory, type Selection } from './selection';
import styles from './styles.module.css';

export default function PlaceIndex({
  selection,
  categories,
}: {
  selection: Selection;
  categories: readonly CategoryView[];
}) {
  const groups = groupByCategory(selection.places, categories);
  const n = selection.places.length;
  return (
    <section className={styles.index} aria-labelledby="map-list-title">
      <h2 id="map-list-title">
        {selection.label}: {n} {ruPlural(n, ['место', 'места', 'мест'])} списком
      </h2>
      {groups.map((group) => (
        <section key={group.category.id} className={styles.group}>
          <h3>{group.trail}</h3>
          <ul>
            {group.places.map((place) => (
              <li key={place.id}>
                <strong>{place.name}</strong>
                {place.address && <>, {place.address}</>}
                {!place.location && <span className={styles.noPin}> (нет точки на карте)</span>}{' '}
                <MapLinks place={place} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
