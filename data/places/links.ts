/**
 * Link kinds a place may have, their Russian labels and the hosts each kind
 * must point to. Pure data and checks: used by validation and the cards.
 */

export const LINK_KINDS = [
  'yandexMap',
  'googleMap',
  'twoGis',
  'web',
  'instagram',
  'telegram',
  'facebook',
  'vkontakte',
  'youtube',
  'video',
] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

/** The order of this list is the order links appear in on a card. */
export const LINK_LABELS: Record<LinkKind, string> = {
  yandexMap: 'Яндекс Карты',
  googleMap: 'Google Maps',
  twoGis: '2ГИС',
  web: 'Сайт',
  instagram: 'Instagram',
  telegram: 'Telegram',
  facebook: 'Facebook',
  vkontakte: 'ВКонтакте',
  youtube: 'YouTube',
  video: 'Видео',
};

/** The map services a reader can open a place in. */
export const MAP_LINK_KINDS: readonly LinkKind[] = ['yandexMap', 'googleMap', 'twoGis'];

interface HostRule {
  hosts: readonly string[];
  /** Extra check on the path, with the reason when it fails. */
  path?: { test: (url: URL) => boolean; problem: string };
  example: string;
}

const SOCIAL_HOSTS = [
  'instagram.com',
  'www.instagram.com',
  't.me',
  'facebook.com',
  'www.facebook.com',
  'vk.com',
  'youtube.com',
  'www.youtube.com',
  'youtu.be',
];

export const LINK_RULES: Record<Exclude<LinkKind, 'web'>, HostRule> = {
  yandexMap: {
    hosts: ['yandex.uz', 'yandex.ru', 'yandex.com'],
    path: {
      test: (u) => /^\/(maps|web-maps)\//.test(u.pathname),
      problem: 'is not a Yandex Maps page (the path must start with /maps/)',
    },
    example: 'https://yandex.uz/maps/org/…',
  },
  googleMap: {
    hosts: ['maps.app.goo.gl', 'goo.gl', 'www.google.com', 'google.com', 'maps.google.com'],
    path: {
      test: (u) =>
        u.hostname === 'maps.app.goo.gl' || u.hostname === 'maps.google.com' || u.pathname.startsWith('/maps'),
      problem: 'is not a Google Maps page',
    },
    example: 'https://maps.app.goo.gl/…',
  },
  twoGis: { hosts: ['2gis.uz', '2gis.ru', 'go.2gis.com'], example: 'https://2gis.uz/samarkand/firm/…' },
  instagram: {
    hosts: ['instagram.com', 'www.instagram.com'],
    path: {
      test: (u) => /^\/(?!p\/|reel\/|stories\/)[\w.]+\/?$/.test(u.pathname),
      problem: 'points to a post or story, not a profile',
    },
    example: 'https://www.instagram.com/<profile>/',
  },
  telegram: { hosts: ['t.me'], example: 'https://t.me/<channel>' },
  facebook: { hosts: ['facebook.com', 'www.facebook.com'], example: 'https://www.facebook.com/<page>' },
  vkontakte: { hosts: ['vk.com'], example: 'https://vk.com/<page>' },
  youtube: { hosts: ['youtube.com', 'www.youtube.com'], example: 'https://www.youtube.com/@<channel>' },
  video: { hosts: ['youtube.com', 'www.youtube.com', 'youtu.be'], example: 'https://www.youtube.com/watch?v=<id>' },
};

/** Why a link of this kind is wrong, with how to fix it; null when it is fine. */
export function linkProblem(kind: LinkKind, url: string): { problem: string; fix: string } | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { problem: `"${url}" is not a URL`, fix: 'paste the full address, starting with https://' };
  }
  if (parsed.protocol !== 'https:') {
    return {
      problem: `"${url}" is not https`,
      fix: 'use the https:// address (open the site and copy it from the address bar)',
    };
  }
  const host = parsed.hostname;
  if (kind === 'web') {
    if (SOCIAL_HOSTS.includes(host)) {
      return {
        problem: `"${url}" is a social network, not a website`,
        fix: 'move it to the matching field (instagram, telegram, facebook, vkontakte or youtube)',
      };
    }
    return null;
  }
  const rule = LINK_RULES[kind];
  if (!rule.hosts.includes(host)) {
    const right = (Object.keys(LINK_RULES) as Exclude<LinkKind, 'web'>[]).find((k) =>
      LINK_RULES[k].hosts.includes(host),
    );
    return {
      problem: `"${url}" is on ${host}, not a ${LINK_LABELS[kind]} address (${rule.hosts.join(', ')})`,
      fix: right
        ? `move it to the "${right}" field`
        : `use a link like ${rule.example}, or put a general website under "web"`,
    };
  }
  if (rule.path && !rule.path.test(parsed)) {
    return { problem: `"${url}" ${rule.path.problem}`, fix: `use a link like ${rule.example}` };
  }
  return null;
}

/**
 * The organisation a map link opens, as a comparable key («yandex:org:50823680342»,
 * «2gis:70000001077785438», «google:tFAMeLnWpefkcEv27»): two cards whose links share a key send
 * the reader to the same place. A link of an unknown shape is compared by its host and path.
 */
export function mapOrganisation(kind: LinkKind, url: string): string | null {
  if (!MAP_LINK_KINDS.includes(kind)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const path = parsed.pathname.replace(/\/+$/, '');
  if (kind === 'yandexMap') {
    const org = /\/org\/(?:[^/]+\/)?(\d+)$/.exec(path);
    if (org) return `yandex:org:${org[1]}`;
    const short = /^\/maps\/-\/([\w-]+)$/.exec(path);
    if (short) return `yandex:short:${short[1]}`;
  }
  if (kind === 'twoGis') {
    const firm = /\/firm\/(\d+)$/.exec(path);
    if (firm) return `2gis:${firm[1]}`;
  }
  if (kind === 'googleMap') {
    const short = /^\/(?:maps\/)?([\w-]+)$/.exec(path);
    if (short && /goo\.gl$/.test(parsed.hostname)) return `google:${short[1]}`;
  }
  return `${kind}:${parsed.hostname.replace(/^www\./, '')}${path}`;
}
