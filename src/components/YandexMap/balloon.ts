/**
 * Hint and balloon content for a placemark. Yandex Maps renders these
 * strings as HTML, so every field from the catalogue is escaped here and
 * only https: and tel: links are emitted.
 */
import { formatHours } from '@site/data/places/hours';
import { MAP_LINK_KINDS } from '@site/data/places/links';
import type { PlaceView } from '@site/data/places/types';
import { parsePhone } from '@site/src/lib/phone';
import { formatPlaceDates, linkLabel, typeset } from '@site/src/components/Place/format';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** An `<a>` for a checked URL; anything but https: or tel: becomes plain text. */
function anchor(href: string, text: string, external = true): string {
  if (!/^(https:\/\/|tel:\+?\d+$)/.test(href)) return escapeHtml(text);
  const target = external ? ' target="_blank" rel="noopener noreferrer"' : '';
  return `<a href="${escapeHtml(href)}"${target}>${escapeHtml(text)}</a>`;
}

export interface PlacemarkContent {
  hintContent: string;
  balloonContentHeader: string;
  balloonContentBody: string;
  balloonContentFooter: string;
}

export function placemarkContent(place: PlaceView): PlacemarkContent {
  const body: string[] = [];
  if (place.description) body.push(`<p>${escapeHtml(typeset(place.description))}</p>`);
  if (place.inside) body.push(`<p>${escapeHtml(`${place.inside.preposition} ${place.inside.name}`)}</p>`);
  if (place.address) body.push(`<p><b>Адрес:</b> ${escapeHtml(typeset(place.address))}</p>`);
  if (place.phones?.length) {
    const phones = place.phones.map((raw) => {
      const phone = parsePhone(raw);
      return phone ? anchor(phone.href, phone.display, false) : escapeHtml(raw);
    });
    body.push(`<p><b>Телефон:</b> ${phones.join(', ')}</p>`);
  }
  if (place.hours) {
    const lines = formatHours(place.hours).map((l) =>
      escapeHtml(`${l.days}: ${l.time}${l.note ? ` (${l.note})` : ''}`),
    );
    const doubt = place.hoursUnconfirmed ? ' (не подтверждены)' : '';
    body.push(`<p><b>Часы работы${doubt}:</b> ${lines.join('; ')}</p>`);
  }
  // Map services first: that is what a reader on the map wants next.
  const links = [...place.links].sort(
    (a, b) => Number(!MAP_LINK_KINDS.includes(a.kind)) - Number(!MAP_LINK_KINDS.includes(b.kind)),
  );
  if (links.length) body.push(`<p>${links.map((l) => anchor(l.url, linkLabel(l, place.links))).join(' · ')}</p>`);
  return {
    hintContent: escapeHtml(place.name),
    balloonContentHeader: escapeHtml(place.name),
    balloonContentBody: body.join(''),
    balloonContentFooter: escapeHtml(formatPlaceDates(place)),
  };
}

export interface Mark {
  place: PlaceView;
  content: PlacemarkContent;
}

/**
 * One pin per building: a place inside another that is on the same map (a playground in its mall,
 * a market in its district) gets no pin of its own, which would cover the other's; the other's
 * balloon names it («Здесь же: …»). Shown without its host, it keeps its pin.
 */
export function placemarks(places: readonly PlaceView[]): Mark[] {
  const pinned = places.filter((p) => p.location);
  const hosts = new Set(pinned.map((p) => p.id));
  const guests = new Map<string, string[]>();
  for (const p of pinned) {
    if (p.inside && hosts.has(p.inside.id)) guests.set(p.inside.id, [...(guests.get(p.inside.id) ?? []), p.name]);
  }
  return pinned
    .filter((p) => !(p.inside && hosts.has(p.inside.id)))
    .map((place) => {
      const content = placemarkContent(place);
      const here = guests.get(place.id);
      if (here) {
        const names = escapeHtml(here.join(', '));
        content.hintContent += ` · здесь же: ${names}`;
        content.balloonContentBody += `<p><b>Здесь же:</b> ${names}</p>`;
      }
      return { place, content };
    });
}
