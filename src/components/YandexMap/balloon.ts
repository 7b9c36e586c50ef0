/**
 * Hint and balloon content for a placemark. Yandex Maps renders these
 * strings as HTML, so every field from the catalogue is escaped here and
 * only https: and tel: links are emitted.
 */
import { formatHours } from '@site/data/places/hours';
import { MAP_LINK_KINDS } from '@site/data/places/links';
import type { PlaceView } from '@site/data/places/types';
import { priceDate } from '@site/data/places/factsDate';
import { parsePhone } from '@site/src/lib/phone';
import { formatChecked, linkLabel, typeset } from '@site/src/components/Place/format';
import { HOURS_LABEL, hoursAreOld } from '@site/src/components/Place/HoursTag';
import { formatDateTag } from '@site/src/lib/dateTag';
import { formatSum } from '@site/src/lib/money';

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

/** Muted like the cards' tag, in the balloon's own light colours (src/css/custom.css). */
export const BALLOON_DATE_CLASS = 'samguide-balloon-date';

/**
 * « · 2023» after an amount, « (часы не позднее мая 2025)» after old hours: src/components/DateTag's
 * markup as a string, so a balloon dates its facts as the cards do.
 */
export function dateTagHtml(
  asOf: string,
  { label, notAfter = false, brackets = false }: { label?: string; notAfter?: boolean; brackets?: boolean } = {},
) {
  const words = escapeHtml(formatDateTag(asOf, notAfter));
  const flag = notAfter ? ' data-not-after=""' : '';
  const label_ = escapeHtml(label ? `${label} ` : '');
  const open = `<span class="${BALLOON_DATE_CLASS}" data-as-of="${escapeHtml(asOf)}"${flag}>`;
  if (brackets) return ` ${open}(${label_}${words})</span>`;
  return `${open} · ${label_}<time datetime="${escapeHtml(asOf)}">${words}</time></span>`;
}

export interface PlacemarkContent {
  hintContent: string;
  balloonContentHeader: string;
  balloonContentBody: string;
  balloonContentFooter: string;
}

/** `buildMonth`: the site's build month (siteConfig.customFields), the clock of «старше года». */
export function placemarkContent(place: PlaceView, buildMonth?: unknown): PlacemarkContent {
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
    // Old hours say how old, as on the card (src/components/Place/PlaceCard.tsx).
    const date = place.hoursDate;
    const tag =
      date && hoursAreOld(date, buildMonth)
        ? dateTagHtml(date.asOf, { label: HOURS_LABEL, notAfter: date.notAfter, brackets: true })
        : '';
    body.push(`<p><b>Часы работы${doubt}:</b> ${lines.join('; ')}${tag}</p>`);
  }
  // Each price with its date right after it, as on the card; undated, «не позднее» its source's month.
  for (const price of place.prices ?? []) {
    const { asOf, notAfter } = priceDate(place, price);
    const sum = escapeHtml(formatSum(price.sum, price.to));
    body.push(`<p><b>${escapeHtml(typeset(price.label))}:</b> ${sum}${dateTagHtml(asOf, { notAfter })}</p>`);
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
    // Only a real re-check: each fact's own date stands after it in the body.
    balloonContentFooter: place.checked ? escapeHtml(`Проверено: ${formatChecked(place.checked)}`) : '',
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
export function placemarks(places: readonly PlaceView[], buildMonth?: unknown): Mark[] {
  const pinned = places.filter((p) => p.location);
  const hosts = new Set(pinned.map((p) => p.id));
  const guests = new Map<string, string[]>();
  for (const p of pinned) {
    if (p.inside && hosts.has(p.inside.id)) guests.set(p.inside.id, [...(guests.get(p.inside.id) ?? []), p.name]);
  }
  return pinned
    .filter((p) => !(p.inside && hosts.has(p.inside.id)))
    .map((place) => {
      const content = placemarkContent(place, buildMonth);
      const here = guests.get(place.id);
      if (here) {
        const names = escapeHtml(here.join(', '));
        content.hintContent += ` · здесь же: ${names}`;
        content.balloonContentBody += `<p><b>Здесь же:</b> ${names}</p>`;
      }
      return { place, content };
    });
}
