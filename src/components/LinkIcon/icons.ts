/**
 * Link icons: which service a URL points to, and its name for screen readers. The drawings are one
 * SVG strip (link-icons.svg) that src/css/blocks.css uses as a mask, moved to the slot of each
 * `data-link-kind`: no <svg> per link (issue #23), and one image for all services (issue #31).
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

export const LINK_ICONS: Record<LinkKind, { label: string }> = {
  telegram: { label: 'Telegram' },
  instagram: { label: 'Instagram' },
  youtube: { label: 'YouTube' },
  yandexMaps: { label: 'Яндекс Карты' },
  googleMaps: { label: 'Google Карты' },
  twoGis: { label: '2ГИС' },
  facebook: { label: 'Facebook' },
  web: { label: 'внешний сайт' },
};

/** Words a screen reader hears after the link text, e.g. «(Telegram, откроется в новой вкладке)». */
export function linkHint(kind: LinkKind): string {
  return kind === 'web' ? '(откроется в новой вкладке)' : `(${LINK_ICONS[kind].label}, откроется в новой вкладке)`;
}

/** The class of a <LinkIcon>; CSS draws the icon of its `data-link-kind`. */
export const ICON_CLASS = 'samguide-link-icon';
