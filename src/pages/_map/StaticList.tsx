/**
 * Every place of /map as static markup, grouped by category, each with links to Yandex Maps,
 * Google Maps and 2GIS: in the server HTML (readers without JavaScript, search engines, the
 * offline copy), and never hydrated place by place (#23 §2). The server renders the groups as
 * React elements; in the browser the same markup is set as HTML, whose children React neither
 * hydrates nor touches again, and listView.ts shows the reader's view of it with plain DOM work.
 */
import { memo, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import MapLinks from '@site/src/components/PlaceMap/MapLinks';
import type { CategoryView, PlaceView } from '@site/data/places/types';
import { groupByCategory } from './selection';
import { applyListView, type ListView } from './listView';
import { EARLY_STYLE_ID, groupViews } from './earlyView';
import styles from './styles.module.css';

export const LIST_ID = 'map-places';

type GroupsProps = {
  places: readonly PlaceView[];
  categories: readonly CategoryView[];
  /** The views each place is in, for the early script (earlyView.ts). */
  views: ReadonlyMap<string, readonly string[]>;
};

/** The groups as plain markup: no state, no context, no event handlers. */
function Groups({ places, categories, views }: GroupsProps) {
  return (
    <>
      {groupByCategory(places, categories).map((group) => {
        const keys = groupViews(group.places, views);
        return (
          <section
            key={group.category.id}
            data-group={group.category.id}
            data-keys={keys.all}
            data-any={keys.any}
            className={styles.group}
          >
            <h3>{group.trail}</h3>
            <ul>
              {group.places.map((place) => (
                <li
                  key={place.id}
                  data-place={place.id}
                  data-keys={keys.own.get(place.id)}
                  // The map draws it at that place's pin when both are shown (balloon.ts, placemarks).
                  data-inside={place.inside?.id}
                >
                  <strong>{place.name}</strong>
                  {place.address && <>, {place.address}</>}
                  {!place.address && place.inside && <>, {`${place.inside.preposition} ${place.inside.name}`}</>}
                  {!place.location && <span className={styles.noPin}> (нет точки на карте)</span>}{' '}
                  <MapLinks place={place} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}

/** The server's markup of the list, if this render hydrates it; '' after a client-side navigation. */
function serverMarkup(): string | null {
  if (typeof document === 'undefined') return null;
  return document.getElementById(LIST_ID)?.innerHTML ?? '';
}

type Props = GroupsProps & { view: ListView };

function StaticList({ places, categories, views, view }: Props) {
  const [html, setHtml] = useState(serverMarkup);

  // Reached by a client-side navigation: no server markup to keep, so render it once, off-screen.
  useEffect(() => {
    if (html !== '') return;
    let cancelled = false;
    // After React's own commit: flushSync cannot run inside an effect.
    queueMicrotask(() => {
      if (cancelled) return;
      const box = document.createElement('div');
      const root = createRoot(box);
      flushSync(() => root.render(<Groups places={places} categories={categories} views={views} />));
      const markup = box.innerHTML;
      root.unmount();
      setHtml(markup);
    });
    return () => {
      cancelled = true;
    };
  }, [html, places, categories, views]);

  // Before paint, so a shared link never flashes the whole list first.
  useIsomorphicLayoutEffect(() => {
    const root = document.getElementById(LIST_ID);
    if (!root || !html) return;
    applyListView(root, view, { nearList: styles.nearList!, distance: styles.distance! });
    // The early script's view is now the list's own: from here on only `hidden` shows a view.
    document.getElementById(EARLY_STYLE_ID)?.remove();
  }, [html, view]);

  if (html === null) {
    return (
      <section id={LIST_ID} className={styles.places}>
        <Groups places={places} categories={categories} views={views} />
      </section>
    );
  }
  return <section id={LIST_ID} className={styles.places} dangerouslySetInnerHTML={{ __html: html }} />;
}

export default memo(StaticList);
