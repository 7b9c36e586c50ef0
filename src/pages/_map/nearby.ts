/**
 * «Рядом с» (a landmark or the reader's position) and «Открыто сейчас» on /map: pure helpers (distance, walk, order, the Russian
 * texts). The geolocation call itself is in Controls.tsx; the open-now check is the cards'
 * own (data/places/hours.ts), not a second one.
 */
import { openStatus } from '@site/data/places/hours';
import type { PlaceView } from '@site/data/places/types';

export type LatLon = readonly [number, number];

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine): «по прямой», not along the streets. */
export function distanceMeters(a: LatLon, b: LatLon): number {
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

const NBSP = '\u00a0';
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);

/** «350 м», «2,4 км», «12 км», «2 980 км». */
export function formatDistance(meters: number): string {
  if (meters < 995) return `${Math.max(10, Math.round(meters / 10) * 10)}${NBSP}м`;
  const km = meters / 1000;
  if (km < 9.95) return `${km.toFixed(1).replace('.', ',')}${NBSP}км`;
  return `${thousands(Math.round(km))}${NBSP}км`;
}

/** A walk of 4.5 km/h: the reader's pace on a city street, crossings included. */
const WALK_METERS_PER_MINUTE = 75;
/** Past an hour's walk, minutes on foot are no help: the distance alone is shown. */
const LONGEST_WALK_MINUTES = 60;

/** «350 м · 5 мин пешком», «2,4 км · 32 мин пешком», «12 км»; the walk is along the straight line. */
export function formatNear(meters: number): string {
  const minutes = Math.max(1, Math.round(meters / WALK_METERS_PER_MINUTE));
  const distance = formatDistance(meters);
  return minutes > LONGEST_WALK_MINUTES ? distance : `${distance} · ${minutes}${NBSP}мин пешком`;
}

export interface Nearby {
  id: string;
  /** Absent for a place without a pin. */
  meters?: number;
}

/** Every place by distance from `from`, nearest first; places without a pin last, in catalogue order. */
export function byDistance(places: readonly PlaceView[], from: LatLon): Nearby[] {
  const pinned = places
    .filter((p) => p.location)
    .map((p) => ({ id: p.id, meters: distanceMeters(from, p.location!) }))
    .sort((a, b) => a.meters - b.meters);
  return [...pinned, ...places.filter((p) => !p.location).map((p) => ({ id: p.id }))];
}

/** Places open at `now` in Samarkand; a place with unknown hours (none, or a row with a note) is left out. */
export function openNow(places: readonly PlaceView[], now: Date): PlaceView[] {
  // Hours the source doubts (hoursUnconfirmed) never make a place «open now».
  return places.filter((p) => p.hours !== undefined && !p.hoursUnconfirmed && openStatus(p.hours, now) === 'open');
}

/** GeolocationPositionError codes. */
const PERMISSION_DENIED = 1;
const TIMEOUT = 3;

/** What to tell the reader when the position could not be had; the list stays as it was. */
export function locationError(code: number | 'unsupported'): string {
  if (code === 'unsupported') return 'Этот браузер не умеет определять, где вы. Список — в обычном порядке.';
  if (code === PERMISSION_DENIED)
    return 'Нет доступа к геопозиции. Разрешите его этому сайту в настройках браузера и нажмите ещё раз. Пока список — в обычном порядке.';
  if (code === TIMEOUT)
    return 'Телефон долго не может определить, где вы. Попробуйте ещё раз, лучше под открытым небом. Пока список — в обычном порядке.';
  return 'Не удалось определить, где вы: включите геолокацию (GPS) и нажмите ещё раз. Пока список — в обычном порядке.';
}
