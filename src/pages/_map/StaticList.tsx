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
import Price from '@site/src/components/Price';
import DateTag from '@site/src/components/DateTag';
import ShareButton from '@site/src/components/ShareButton';
import OpenStatus from '@site/src/components/Place/OpenStatus';
import HoursTag from '@site/src/components/Place/HoursTag';
import type { HoursDate } from '@site/data/places/hoursDate';
import { priceDate } from '@site/data/places/factsDate';
import { formatHours } from '@site/data/places/hours';
import { MAP_ROUTE } from '@site/data/places/address';
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
  /** Each place's address inside the guide (MapData.addresses), base URL included. */
  addresses: Readonly<Record<string, string>>;
};

/** «пн–сб: 8:00–20:00, вс: выходной»: the week on one line (the card has a line a day). */
const hoursLine = (place: PlaceView) =>
  formatHours(place.hours!)
    .map((line) => `${line.days}: ${line.time}`)
    .join(', ');

/**
 * The one date of the hours of a group's places, or undefined when they differ. Said once, in the
 * group's heading (issue #47 §2): a tag in each of ~50 rows would cost ~100 elements of /map's budget
 * (tests/e2e/main-thread.spec.ts), and a category's places come from one source file, one date.
 */
export function groupHoursDate(places: readonly PlaceView[]): HoursDate | undefined {
  const dates = places.flatMap((p) => (p.hours && p.hoursDate ? [p.hoursDate] : []));
  const first = dates[0];
  return first && dates.every((d) => d.asOf === first.asOf && d.notAfter === first.notAfter) ? first : undefined;
}

/**
 * One place of the list (issue #48 §2): its name, where it is, its hours with «Открыто сейчас» or
 * «Закрыто» (filled by src/clientModules/openStatus.ts), its first price, then its address in the
 * guide, the map services and «Поделиться». Static: nothing here is hydrated.
 */
function Row({ place, address, hoursTag }: { place: PlaceView; address: string; hoursTag: boolean }) {
  const price = place.prices?.[0];
  return (
    <>
      <strong>{place.name}</strong>
      {place.address && <>, {place.address}</>}
      {!place.address && place.inside && <>, {`${place.inside.preposition} ${place.inside.name}`}</>}
      {!place.location && <span className={styles.noPin}> (нет точки на карте)</span>}
      {place.hours && (
        <span className={styles.rowLine}>
          {!place.hoursUnconfirmed && (
            <span className={styles.statusBox}>
              <OpenStatus rules={place.hours} />
            </span>
          )}
          {hoursLine(place)}
          {hoursTag && place.hoursDate && (
            <>
              {' '}
              <HoursTag date={place.hoursDate} />
            </>
          )}
          {place.hoursUnconfirmed && <span className={styles.unconfirmed}> (часы не подтверждены)</span>}
        </span>
      )}
      {price && (
        <span className={styles.rowLine}>
          {`${price.label}: `}
          <Price sum={price.sum} to={price.to} />
          <DateTag {...priceDate(place, price)} />
        </span>
      )}
      <span className={styles.rowLinks}>
        {/* A place no page has a card for: its address is this very row (data/places/address.ts). */}
        <a href={address}>{address.endsWith(`${MAP_ROUTE}#${place.id}`) ? 'ссылка на место' : 'в справочнике'}</a>
        <MapLinks place={place} />
        <ShareButton url={address} name={place.name} />
      </span>
    </>
  );
}

/** The groups as plain markup: no state, no context, no event handlers. */
function Groups({ places, categories, views, addresses }: GroupsProps) {
  return (
    <>
      {groupByCategory(places, categories).map((group) => {
        const keys = groupViews(group.places, views);
        const hoursDate = groupHoursDate(group.places);
        const hoursInRows = !hoursDate && group.places.some((p) => p.hours);
        return (
          <section
            key={group.category.id}
            data-group={group.category.id}
            data-keys={keys.all}
            data-any={keys.any}
            className={styles.group}
          >
            <h3>
              {group.trail}
              {hoursDate && (
                <>
                  {' '}
                  <HoursTag date={hoursDate} />
                </>
              )}
            </h3>
            <ul>
              {group.places.map((place) => (
                <li
                  key={place.id}
                  // The place's own address when no page has its card (data/places/address.ts): `/map#<id>`.
                  id={place.id}
                  data-place={place.id}
                  data-keys={keys.own.get(place.id)}
                  // The map draws it at that place's pin when both are shown (balloon.ts, placemarks).
                  data-inside={place.inside?.id}
                >
                  <Row place={place} address={addresses[place.id]!} hoursTag={hoursInRows} />
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

function StaticList({ places, categories, views, addresses, view }: Props) {
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
      flushSync(() =>
        root.render(<Groups places={places} categories={categories} views={views} addresses={addresses} />),
      );
      const markup = box.innerHTML;
      root.unmount();
      setHtml(markup);
    });
    return () => {
      cancelled = true;
    };
  }, [html, places, categories, views, addresses]);

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
        <Groups places={places} categories={categories} views={views} addresses={addresses} />
      </section>
    );
  }
  return <section id={LIST_ID} className={styles.places} dangerouslySetInnerHTML={{ __html: html }} />;
}

export default memo(StaticList);
