/**
 * /map: the whole catalogue on a Yandex map with a category sidebar. The
 * route and its data come from src/plugins/places (this folder is not routed
 * by the pages plugin). The selection is the URL hash (selection.ts); each
 * view's hash is a real anchor at the top of the map, so links such as
 * `/map#cafe/uzbek-food` pass the build's broken-anchor check and land on the map.
 */
import { useCallback, useMemo, useState } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { useLocation } from '@docusaurus/router';
import YandexMap from '@site/src/components/YandexMap';
import MainMenu from '@site/src/components/MainMenu';
import type { MapData } from '@site/data/places/types';
import CategoryMenu from './CategoryMenu';
import PlaceIndex from './PlaceIndex';
import { anchorIds, keyFromHash, selectionFor } from './selection';
import styles from './styles.module.css';

const DESCRIPTION =
  'Карта Самарканда для релокантов: кафе, магазины, рынки, клиники, банки, сады, школы и районы-ориентиры со ссылками на Яндекс Карты, Google Maps и 2ГИС.';

export default function MapPage({ data }: { data: MapData }) {
  const { siteConfig } = useDocusaurusContext();
  const chatUrl = siteConfig.customFields?.telegramChatUrl as string | undefined;
  const { hash } = useLocation();
  // The server renders «all places»; the hash is applied after hydration.
  const isBrowser = useIsBrowser();
  const key = isBrowser ? keyFromHash(hash, data) : '';
  const selection = useMemo(() => selectionFor(data, key), [data, key]);
  const [failed, setFailed] = useState(false);
  const onFail = useCallback(() => setFailed(true), []);

  const ids = anchorIds(data);
  const brokenLinks = useBrokenLinks();
  ids.forEach((id) => brokenLinks.collectAnchor(id));

  const skeleton = <div className={styles.skeleton}>Загружаем карту…</div>;

  return (
    <Layout title="Карта Самарканда" description={DESCRIPTION}>
      <MainMenu />
      <main className={styles.layout}>
        <div className={styles.side}>
          <header className={styles.head}>
            <Heading as="h1" className={styles.title}>
              Карта Самарканда
            </Heading>
            <p className={styles.intro}>
              Кафе, магазины, рынки, клиники, банки, сады и школы, а ещё районы-ориентиры, как их называют местные.
              Карта не полная: на ней только места, которые собрали авторы справочника.
              {chatUrl && (
                <>
                  {' '}
                  Знаете, чего не хватает, — напишите в <a href={chatUrl}>чат релокантов</a>.
                </>
              )}
            </p>
          </header>
          <CategoryMenu data={data} selected={selection.key} />
        </div>

        <div className={styles.mapArea}>
          {/* Targets for /map#<view>: scrolling to any of them brings the map into view. */}
          <div className={styles.anchors} aria-hidden="true">
            {ids.map((id) => (
              <span key={id} id={id} />
            ))}
          </div>
          {failed ? (
            <div className={styles.failed}>
              <div className={clsx('alert alert--warning', styles.notice)} role="status">
                Карта не загрузилась: возможно, нет связи или Яндекс Карты недоступны. Все места — ниже списком, со
                ссылками на Яндекс Карты, Google Maps и 2ГИС.
              </div>
            </div>
          ) : (
            <BrowserOnly fallback={skeleton}>
              {() => <YandexMap places={selection.places} onFail={onFail} className={styles.map} />}
            </BrowserOnly>
          )}
        </div>

        <PlaceIndex selection={selection} categories={data.categories} />
      </main>
    </Layout>
  );
}
