/**
 * Link icons: which service a URL points to, and a small 16×16 drawing for each
 * (own drawings, filled with currentColor so they follow the text colour in both themes).
 * Used at build time by src/remark/linkIcons.ts and at render time by <LinkIcon>.
 */

export type LinkKind =
  | 'telegram'
  | 'instagram'
  | 'youtube'
  | 'yandexMaps'
  | 'googleMaps'
  | 'twoGis'
  | 'facebook'
  | 'web';

/** Which service a URL belongs to; anything unknown, relative or malformed is 'web'. */
export function linkKind(url: string): LinkKind {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'web';
  }
  const host = parsed.hostname.toLowerCase().replace(/^(?:www|m)\./, '');
  const path = parsed.pathname;
  if (host === 't.me' || host === 'telegram.me' || host === 'telegram.org' || host.endsWith('.t.me')) return 'telegram';
  if (host === 'instagram.com' || host === 'instagr.am') return 'instagram';
  if (host === 'youtube.com' || host === 'youtu.be' || host.endsWith('.youtube.com')) return 'youtube';
  if (/^maps\.yandex\.[a-z.]+$/.test(host) || (/^yandex\.[a-z.]+$/.test(host) && path.startsWith('/maps')))
    return 'yandexMaps';
  if (
    /^maps\.google\.[a-z.]+$/.test(host) ||
    (/^google\.[a-z.]+$/.test(host) && path.startsWith('/maps')) ||
    host === 'maps.app.goo.gl' ||
    (host === 'goo.gl' && path.startsWith('/maps'))
  ) {
    return 'googleMaps';
  }
  if (/^(?:[a-z0-9-]+\.)*2gis\.[a-z.]+$/.test(host)) return 'twoGis';
  if (host === 'facebook.com' || host === 'fb.com' || host === 'fb.me') return 'facebook';
  return 'web';
}

type Shape = { d: string; stroke?: boolean };
type Icon = { label: string; shapes: Shape[] };

export const LINK_ICONS: Record<LinkKind, Icon> = {
  telegram: {
    label: 'Telegram',
    // A paper plane with its fold cut out.
    shapes: [{ d: 'M15.2 1.2.9 6.9l4.3 1.6 1.6 5 2.5-2.6 3.7 2.8ZM6.1 8.3l6.5-4.6-5.2 5.6-.4 2.3Z' }],
  },
  instagram: {
    label: 'Instagram',
    // Rounded camera body, lens ring and viewfinder dot.
    shapes: [
      {
        d:
          'M5 1h6a4 4 0 0 1 4 4v6a4 4 0 0 1-4 4H5a4 4 0 0 1-4-4V5a4 4 0 0 1 4-4Zm0 1.5A2.5 2.5 0 0 0 2.5 5v6A2.5 2.5 0 0 0 5 13.5h6a2.5 2.5 0 0 0 2.5-2.5V5A2.5 2.5 0 0 0 11 2.5Z' +
          'M8 4.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7ZM8 6a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM11.9 3.3a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8Z',
      },
    ],
  },
  youtube: {
    label: 'YouTube',
    // A rounded screen with a play triangle cut out.
    shapes: [{ d: 'M3 2.8h10a2 2 0 0 1 2 2v6.4a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V4.8a2 2 0 0 1 2-2Zm3.5 2.7v5l4.2-2.5Z' }],
  },
  yandexMaps: {
    label: 'Яндекс Карты',
    // A map pin.
    shapes: [
      { d: 'M8 1a5 5 0 0 0-5 5c0 3.6 5 9 5 9s5-5.4 5-9a5 5 0 0 0-5-5Zm0 3.2a1.8 1.8 0 1 1 0 3.6 1.8 1.8 0 0 1 0-3.6Z' },
    ],
  },
  googleMaps: {
    label: 'Google Карты',
    // A folded paper map, middle panel cut out.
    shapes: [{ d: 'M1 3.2 5.3 1.5l5.4 2 4.3-1.7v11l-4.3 1.7-5.4-2L1 14.2Zm5 .4v8.6l4 1.5V5.1Z' }],
  },
  twoGis: {
    label: '2ГИС',
    // A compass needle in a ring: a city directory's map.
    shapes: [
      {
        d: 'M8 1a7 7 0 1 1 0 14A7 7 0 0 1 8 1Zm0 1.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11ZM11 5 9.2 9.2 5 11l1.8-4.2Z',
      },
    ],
  },
  facebook: {
    label: 'Facebook',
    // A rounded square with the letter f cut out.
    shapes: [
      {
        d:
          'M3 1h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Z' +
          'M10.8 15V9.7h1.8l.3-2.1h-2.1V6.3c0-.6.2-1 1-1h1.1V3.4l-1.6-.1c-1.6 0-2.7 1-2.7 2.8v1.5H6.8v2.1h1.8V15Z',
      },
    ],
  },
  web: {
    label: 'внешний сайт',
    // A globe: outline, equator and one meridian.
    shapes: [
      {
        d: 'M8 1.6a6.4 6.4 0 1 0 0 12.8A6.4 6.4 0 0 0 8 1.6ZM1.6 8h12.8M8 1.6C6.2 3.4 5.3 5.6 5.3 8s.9 4.6 2.7 6.4c1.8-1.8 2.7-4 2.7-6.4S9.8 3.4 8 1.6Z',
        stroke: true,
      },
    ],
  },
};

/** Words a screen reader hears after the link text, e.g. «(Telegram, откроется в новой вкладке)». */
export function linkHint(kind: LinkKind): string {
  return kind === 'web' ? '(откроется в новой вкладке)' : `(${LINK_ICONS[kind].label}, откроется в новой вкладке)`;
}

export const ICON_CLASS = 'samguide-link-icon';

/** SVG attributes in hast/React property names (both use the same camelCase names). */
export const SVG_PROPS = { viewBox: '0 0 16 16', width: 16, height: 16, focusable: 'false' } as const;

export function shapeProps(shape: Shape) {
  return shape.stroke
    ? { d: shape.d, fill: 'none', stroke: 'currentColor', strokeWidth: 1.3 }
    : { d: shape.d, fill: 'currentColor', fillRule: 'evenodd' as const };
}
