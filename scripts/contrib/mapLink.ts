/**
 * The point of a place from the map link a reader pasted, when the link carries one.
 * Yandex and 2GIS write longitude first, Google latitude first; the result is always
 * [latitude, longitude], as data/places wants it. Short links (yandex.uz/maps/-/…,
 * maps.app.goo.gl/…, go.2gis.com/…) and organisation pages carry no point: null.
 */
import { SAMARKAND_AREA } from '../../data/places/validate';

export type LatLon = [number, number];
export type MapService = 'yandexMap' | 'googleMap' | 'twoGis';

const NUM = String.raw`(-?\d{1,3}(?:\.\d+)?)`;

export function mapService(url: URL): MapService | null {
  const host = url.hostname.replace(/^www\./, '');
  if (/^yandex\.(uz|ru|com|kz|by)$/.test(host) && /^\/(maps|web-maps)\//.test(url.pathname)) return 'yandexMap';
  if ((host === 'google.com' || /^google\.[a-z.]+$/.test(host)) && url.pathname.startsWith('/maps')) return 'googleMap';
  if (
    host === 'maps.google.com' ||
    host === 'maps.app.goo.gl' ||
    (host === 'goo.gl' && url.pathname.startsWith('/maps'))
  )
    return 'googleMap';
  if (/^2gis\.(uz|ru|kz)$/.test(host) || host === 'go.2gis.com') return 'twoGis';
  return null;
}

function pair(text: string | null | undefined, order: 'lonlat' | 'latlon'): LatLon | null {
  const m = text ? new RegExp(`^\\s*${NUM}\\s*,\\s*${NUM}`).exec(text) : null;
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  return order === 'lonlat' ? [b, a] : [a, b];
}

/** [lat, lon] from a Yandex Maps, Google Maps or 2GIS link, or null. */
export function pointFromMapLink(link: string): LatLon | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const q = url.searchParams;
  switch (mapService(url)) {
    case 'yandexMap':
      // The marked point first; `ll` is only the map's centre.
      return pair(q.get('pt'), 'lonlat') ?? pair(q.get('whatshere[point]'), 'lonlat') ?? pair(q.get('ll'), 'lonlat');
    case 'googleMap': {
      const path = decodeURIComponent(url.pathname);
      const place = new RegExp(`!3d${NUM}!4d${NUM}`).exec(path + url.search);
      if (place) return [Number(place[1]), Number(place[2])];
      return (
        pair(q.get('q'), 'latlon') ??
        pair(q.get('query'), 'latlon') ??
        pair(q.get('ll'), 'latlon') ??
        pair(/@(.*)$/.exec(path)?.[1], 'latlon')
      );
    }
    case 'twoGis': {
      const path = decodeURIComponent(url.pathname);
      const geo = new RegExp(`/(?:geo|firm)/(?:\\d+/)?${NUM},${NUM}`).exec(path);
      return geo ? [Number(geo[2]), Number(geo[1])] : pair(q.get('m'), 'lonlat');
    }
    default:
      return null;
  }
}

/** Inside the area validate.ts accepts for a pin. */
export function inSamarkand([lat, lon]: LatLon): boolean {
  return (
    lat >= SAMARKAND_AREA.lat[0] &&
    lat <= SAMARKAND_AREA.lat[1] &&
    lon >= SAMARKAND_AREA.lon[0] &&
    lon <= SAMARKAND_AREA.lon[1]
  );
}

/** Six decimals, as the catalogue writes them (about 10 cm). */
export function roundPoint([lat, lon]: LatLon): LatLon {
  return [Math.round(lat * 1e6) / 1e6, Math.round(lon * 1e6) / 1e6];
}
