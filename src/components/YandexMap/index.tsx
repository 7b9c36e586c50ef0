/**
 * The Yandex map shared by /map and the inline <PlaceMap>: JS API 2.1 in
 * Russian, only the modules used, one placemark per place with its
 * category's preset icon, an escaped hint and balloon, framed on the
 * selection. Browser-only: render it inside <BrowserOnly>.
 *
 * If the API cannot load (blocked, offline, bad key, too slow) or the map
 * throws, the error is swallowed (spec §8) and `onFail` lets the parent show
 * its fallback instead.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { GeolocationControl, Map, Placemark, TypeSelector, YMaps, ZoomControl } from '@pbe/react-yandex-maps';
import type ymaps from 'yandex-maps';
import type { PlaceView } from '@site/data/places/types';
import { placemarks } from './balloon';
import { isMapsLoadFailure } from './failure';

/** Centre of Samarkand, between the Registan and the railway station. */
export const SAMARKAND_CENTER: [number, number] = [39.6547, 66.9597];
export const SAMARKAND_ZOOM = 12;
/** Everything the map uses, loaded with the API in one request (no package.full). */
export const API_MODULES =
  'Map,Placemark,control.ZoomControl,control.GeolocationControl,control.TypeSelector,geoObject.addon.balloon,geoObject.addon.hint';
const PLACEMARK_MODULES = ['geoObject.addon.balloon', 'geoObject.addon.hint'];
/** After this long without the API the parent shows its fallback instead. */
const LOAD_TIMEOUT_MS = 20_000;

type Props = {
  places: readonly PlaceView[];
  /** The place a link opened (/map#ziyoda): the map opens centred on it, the others still drawn. */
  focus?: PlaceView;
  onFail: () => void;
  className?: string;
};

/** Centre on one pin, fit several, or show the whole city. */
function frame(map: ymaps.Map, places: readonly PlaceView[]) {
  const pins = places.flatMap((p) => (p.location ? [p.location] : []));
  let moved: Promise<void> | undefined;
  if (pins.length === 0) moved = map.setCenter(SAMARKAND_CENTER, SAMARKAND_ZOOM);
  else if (pins.length === 1) moved = map.setCenter(pins[0], 15);
  else {
    const lats = pins.map((p) => p[0]);
    const lons = pins.map((p) => p[1]);
    const bounds = [
      [Math.min(...lats), Math.min(...lons)],
      [Math.max(...lats), Math.max(...lons)],
    ];
    moved = map.setBounds(bounds, { checkZoomRange: true, zoomMargin: [40, 40, 40, 40] });
  }
  // A cancelled move (a newer selection) rejects; that is not an error.
  void Promise.resolve(moved).catch(() => undefined);
}

export default function YandexMap({ places, focus, onFail, className }: Props) {
  const { siteConfig } = useDocusaurusContext();
  const apiKey = siteConfig.customFields?.yandexMapsApiKey as string | null | undefined;
  const query = useMemo(
    () => ({ lang: 'ru_RU' as const, load: API_MODULES, ...(apiKey ? { apikey: apiKey } : {}) }),
    [apiKey],
  );
  const [map, setMap] = useState<ymaps.Map | null>(null);
  const loaded = useRef(false);
  const failed = useRef(false);
  const failRef = useRef(onFail);
  failRef.current = onFail;

  const fail = useCallback(() => {
    if (failed.current) return;
    failed.current = true;
    failRef.current();
  }, []);

  useEffect(() => {
    // The library does not handle a failed script load: its promise rejects unhandled.
    const onRejection = (event: PromiseRejectionEvent) => {
      if (loaded.current || !isMapsLoadFailure(event.reason)) return;
      event.preventDefault();
      fail();
    };
    window.addEventListener('unhandledrejection', onRejection);
    const timer = window.setTimeout(() => loaded.current || fail(), LOAD_TIMEOUT_MS);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      window.clearTimeout(timer);
    };
  }, [fail]);

  useEffect(() => {
    if (map) frame(map, focus?.location ? [focus] : places);
  }, [map, places, focus]);

  const buildMonth = siteConfig.customFields?.buildMonth;
  const marks = useMemo(() => placemarks(places, buildMonth), [places, buildMonth]);
  const onInstance = useCallback((instance: ymaps.Map | null) => setMap(instance), []);

  return (
    <YMaps query={query}>
      <Map
        className={className}
        defaultState={{ center: SAMARKAND_CENTER, zoom: SAMARKAND_ZOOM, controls: [] }}
        onLoad={() => {
          loaded.current = true;
        }}
        onError={fail}
        instanceRef={onInstance as (value: ymaps.Map) => void}
      >
        <ZoomControl />
        <GeolocationControl />
        <TypeSelector />
        {marks.map(({ place, content }) => (
          <Placemark
            key={place.id}
            geometry={place.location}
            properties={content}
            options={{ preset: place.icon, hideIconOnBalloonOpen: false }}
            modules={PLACEMARK_MODULES}
          />
        ))}
      </Map>
    </YMaps>
  );
}
