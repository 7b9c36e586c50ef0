/**
 * /map: the whole catalogue on a Yandex map, with a category chooser, «Рядом с» (a landmark or
 * the reader's position), «Открыто сейчас» and the list of places. The route and its data come
 * from src/plugins/places (this folder is not routed by the pages plugin). The view is the URL
 * hash (selection.ts); each category's hash is a real anchor at the chooser (at the map on a wide
 * screen), and each place's (`/map#ziyoda`) its row, so such links pass the build's broken-anchor
 * check and land on the chooser with the places right below it, or on the place.
 *
 * Only the chooser, the buttons and the map are React; the list is static markup
 * (StaticList.tsx) shown and sorted by plain DOM work.
 *
 * The map loads with the page only on a wide screen, where the server HTML already holds its
 * place beside the list. On a phone or tablet it waits for «Показать на карте»: the first screen
 * is the chooser and the list, nothing shifts when the map cannot load, and mobile data is not
 * spent on the maps API unasked.
 */
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useHistory, useLocation } from '@docusaurus/router';
import { useWindowSize } from '@docusaurus/theme-common';
import MainMenu from '@site/src/components/MainMenu';
import { withBase } from '@site/data/places/address';
import type { MapData } from '@site/data/places/types';
import Controls, { type NearbyState } from './Controls';
import StaticList from './StaticList';
import { byDistance, locationError, openNow } from './nearby';
import { earlyViewScript, placeViews } from './earlyView';
import { landmarksOf, type Landmark } from './landmarks';
import { anchorIds, hashForView, listTitle, selectionFor, viewFromHash, type MapView } from './selection';
import styles from './styles.module.css';

const YandexMap = lazy(() => import('@site/src/components/YandexMap'));

const MAP_ID = 'map-box';

const DESCRIPTION =
  'Карта Самарканда для релокантов: кафе, магазины, рынки, клиники, банки, сады, школы и районы-ориентиры со ссылками на Яндекс Карты, Google Maps и 2ГИС.';

/** How long the phone may look for its position. */
const LOCATE_TIMEOUT_MS = 15_000;

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The minute now, refreshed each minute while `on` (for «Открыто сейчас»). */
function useMinute(on: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!on) return undefined;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, [on]);
  return now;
}

export default function MapPage({ data }: { data: MapData }) {
  const { siteConfig } = useDocusaurusContext();
  const chatUrl = siteConfig.customFields?.telegramChatUrl as string | undefined;
  const { hash, pathname, search } = useLocation();
  const history = useHistory();
  // The server renders «all places» (no hash there); hydration already has the hash's category,
  // which earlyView.ts put into the server markup before the first paint. The rest of the view
  // («Рядом с», «Открыто сейчас», the opened place) applies right after hydration: the server
  // markup has none of it, and React must hydrate what the server rendered.
  const hydrated = useIsBrowser();
  const linked = useMemo(() => viewFromHash(hash, data), [hash, data]);
  const view: MapView = hydrated ? linked : { key: linked.key, open: false };
  const key = view.key;
  const selection = useMemo(() => selectionFor(data, key), [data, key]);
  const [failed, setFailed] = useState(false);
  const onFail = useCallback(() => setFailed(true), []);
  // Known only after hydration ('ssr' before): the same 996 px breakpoint as the CSS.
  const wide = useWindowSize() === 'desktop';
  const [opened, setOpened] = useState(false);
  const showMap = wide || opened;
  const mapBox = useRef<HTMLDivElement>(null);
  // Opened by a tap: bring the whole map into view (it opens below the button).
  useEffect(() => {
    if (opened) mapBox.current?.scrollIntoView({ block: 'nearest' });
  }, [opened]);
  const openOnly = view.open;
  const now = useMinute(openOnly);
  const [me, setMe] = useState<NearbyState>({ state: 'off' });
  const landmarks = useMemo(() => landmarksOf(data.places), [data.places]);
  const landmark = landmarks.find((l) => l.id === view.near);
  // The reader's own position, once had, wins over a landmark of the link.
  const from = me.state === 'on' ? me.at : landmark?.at;

  const shown = useMemo(
    () => (openOnly ? openNow(selection.places, now) : selection.places),
    [openOnly, selection, now],
  );
  const order = useMemo(() => (from ? byDistance(data.places, from) : null), [data.places, from]);
  const focused = useMemo(() => data.places.find((p) => p.id === view.place), [data.places, view.place]);
  const listView = useMemo(
    () => ({ shown: new Set(shown.map((p) => p.id)), nearby: order, opened: view.place }),
    [shown, order, view.place],
  );

  /** A new category is a step back/forward walks through; the other choices replace the address. */
  const go = useCallback(
    (next: MapView, step: boolean) => {
      const to = `${pathname}${search}${hashForView(next)}`;
      if (step) history.push(to);
      else history.replace(to);
    },
    [history, pathname, search],
  );
  const onSelect = useCallback(
    (next: string) => go({ key: next, near: view.near, open: view.open }, true),
    [go, view.near, view.open],
  );
  const onOpenOnly = useCallback(
    (on: boolean) => go({ key, near: view.near, open: on, place: view.place }, false),
    [go, key, view.near, view.place],
  );
  const onNear = useCallback(
    (next: Landmark | null) => {
      setMe({ state: 'off' });
      go({ key, near: next?.id, open: view.open }, false);
    },
    [go, key, view.open],
  );

  // Asks for the position only when the reader picks «Моё местоположение»; without it the list stays as it was.
  const onMe = useCallback(() => {
    if (view.near) go({ key, open: view.open }, false);
    if (!('geolocation' in navigator)) {
      setMe({ state: 'failed', message: locationError('unsupported') });
      return;
    }
    setMe({ state: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => setMe({ state: 'on', at: [position.coords.latitude, position.coords.longitude] }),
      (error) => setMe({ state: 'failed', message: locationError(error.code) }),
      { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000 },
    );
  }, [go, key, view.near, view.open]);

  // The opened place of a link: its row in view, once the list shows the link's view.
  useEffect(() => {
    if (view.place) document.getElementById(view.place)?.scrollIntoView({ block: 'start' });
  }, [view.place, hydrated]);

  const brokenLinks = useBrokenLinks();
  anchorIds(data).forEach((id) => brokenLinks.collectAnchor(id));
  // The rows: a place's own address when no page has its card (`/map#ziyoda`).
  data.places.forEach((p) => brokenLinks.collectAnchor(p.id));
  // Targets for /map#<view>, as static markup: nothing for React to hydrate.
  const anchors = useMemo(
    () =>
      anchorIds(data)
        .map((id) => `<span id="${escapeAttr(id)}"></span>`)
        .join(''),
    [data],
  );
  const views = useMemo(() => placeViews(data), [data]);
  const addresses = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(data.addresses).map(([id, route]) => [id, withBase(siteConfig.baseUrl, route)]),
      ),
    [data.addresses, siteConfig.baseUrl],
  );
  const early = useMemo(() => earlyViewScript(data), [data]);

  const n = shown.length;
  const skeleton = <div className={styles.skeleton}>Загружаем карту…</div>;
  return (
    <Layout title="Карта Самарканда" description={DESCRIPTION}>
      <MainMenu />
      <main className={styles.layout}>
        <header className={styles.head}>
          <Heading as="h1" className={styles.title}>
            Карта Самарканда
          </Heading>
          <p className={styles.intro}>
            Кафе, магазины, рынки, клиники, банки, сады и школы, а ещё районы-ориентиры, как их называют местные. Карта
            не полная: на ней только места, которые собрали авторы справочника.
            {chatUrl && (
              <>
                {' '}
                Знаете, чего не хватает, — напишите в <a href={chatUrl}>чат релокантов</a>.
              </>
            )}
          </p>
        </header>

        <div className={styles.anchors} aria-hidden="true" dangerouslySetInnerHTML={{ __html: anchors }} />

        <Controls
          data={data}
          selected={selection.key}
          onSelect={onSelect}
          landmarks={landmarks}
          near={me.state === 'off' || me.state === 'failed' ? landmark : undefined}
          onNear={onNear}
          me={me}
          onMe={onMe}
          openOnly={openOnly}
          onOpenOnly={onOpenOnly}
        />

        <div className={styles.toggle}>
          <button
            type="button"
            className={styles.toggleButton}
            aria-expanded={opened}
            aria-controls={MAP_ID}
            onClick={() => setOpened(!opened)}
          >
            {opened ? 'Скрыть карту' : 'Показать на карте'}
          </button>
        </div>

        <div
          id={MAP_ID}
          ref={mapBox}
          className={clsx(styles.mapArea, opened && styles.mapOpened, failed && styles.mapFailed)}
        >
          {failed ? (
            <div className={clsx('alert alert--warning', styles.notice)} role="status">
              Карта не загрузилась: нет связи или Яндекс Карты недоступны. Все места есть в списке, со ссылками на
              карты.
            </div>
          ) : showMap ? (
            <BrowserOnly fallback={skeleton}>
              {() => (
                <Suspense fallback={skeleton}>
                  <YandexMap places={shown} focus={focused} onFail={onFail} className={styles.map} />
                </Suspense>
              )}
            </BrowserOnly>
          ) : (
            skeleton
          )}
        </div>

        <div className={styles.index}>
          {/* Set by the early script before hydration; should they ever differ, React's text wins quietly. */}
          <h2 id="map-list-title" className={styles.listTitle} suppressHydrationWarning>
            {listTitle(selection.label, n, openOnly)}
          </h2>
          {n === 0 && openOnly && <p>Сейчас ни одно из этих мест не открыто — или часы его работы неизвестны.</p>}
          <script dangerouslySetInnerHTML={{ __html: early }} />
          <StaticList
            places={data.places}
            categories={data.categories}
            views={views}
            addresses={addresses}
            view={listView}
          />
        </div>
      </main>
    </Layout>
  );
}
