/**
 * <PlaceMap category="osh" /> in a page: an inline map of a category or tag.
 * The maps API loads only when the reader asks for the map (a button), never
 * on page load: readers on mobile data and pages without a map pay nothing.
 * If the API fails, the places are listed with links to the map services.
 * The `data` prop is filled in at build time by src/remark/places.ts.
 */
import { lazy, Suspense, useState } from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import Link from '@docusaurus/Link';
import { ruPlural } from '@site/src/lib/plural';
import { typeset } from '@site/src/components/Place/format';
import type { PlaceMapData } from '@site/data/places/types';
import MapLinks from './MapLinks';
import styles from './styles.module.css';

const YandexMap = lazy(() => import('@site/src/components/YandexMap'));

type Props = {
  category: string;
  nested?: boolean;
  tagged?: boolean;
  /** Inlined by the remark plugin. */
  data?: PlaceMapData;
};

export default function PlaceMap({ category, data }: Props) {
  const [shown, setShown] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!data)
    throw new Error(
      `<PlaceMap category="${category}">: no data. Use it in a docs page, where the build resolves the category.`,
    );
  const count = data.places.length;
  const skeleton = <div className={styles.skeleton}>Загружаем карту…</div>;

  return (
    <figure className={styles.figure} data-category={category}>
      {count > 0 && (
        <div className={styles.frame}>
          {failed ? (
            <div className={styles.fallback} role="status">
              <p>
                Карта не загрузилась: возможно, нет связи или Яндекс Карты недоступны. Откройте места в картах по
                ссылкам:
              </p>
              <ul>
                {data.places.map((place) => (
                  <li key={place.id}>
                    <strong>{place.name}</strong>
                    {place.address && <>, {typeset(place.address)}</>}
                    {!place.address && place.inside && <>, {`${place.inside.preposition} ${place.inside.name}`}</>}{' '}
                    <MapLinks place={place} />
                  </li>
                ))}
              </ul>
            </div>
          ) : shown ? (
            <BrowserOnly fallback={skeleton}>
              {() => (
                <Suspense fallback={skeleton}>
                  <YandexMap places={data.places} onFail={() => setFailed(true)} className={styles.map} />
                </Suspense>
              )}
            </BrowserOnly>
          ) : (
            <div className={styles.placeholder}>
              <button type="button" className="button button--primary" onClick={() => setShown(true)}>
                Показать на карте
              </button>
              <p>Карта загрузится с сервиса Яндекс Карты.</p>
            </div>
          )}
        </div>
      )}
      <figcaption className={styles.caption}>
        {data.label}:{' '}
        {count > 0
          ? `${count} ${ruPlural(count, ['место', 'места', 'мест'])} на карте`
          : 'для этих мест нет точек на карте'}
        {data.unpinned > 0 && count > 0 && `, ещё ${data.unpinned} без точки`}.
        {data.mapHash !== null && (
          <>
            {' '}
            <Link to={`/map#${data.mapHash}`}>Открыть на большой карте</Link>
          </>
        )}
      </figcaption>
    </figure>
  );
}
