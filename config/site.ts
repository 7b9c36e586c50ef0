/**
 * Site-wide constants in one place. Anything that differs between a fork,
 * a preview and production is read from the environment at build time,
 * so that the config itself never has to be edited for a deploy.
 */

const env = process.env;

/** Public origin of the site, without a trailing slash. */
export const SITE_URL = env.SAMGUIDE_SITE_URL || 'https://samguide.github.io';

/** Path the site is served under: "/" for a custom domain, "/<repo>/" for a project page. */
export const BASE_URL = env.SAMGUIDE_BASE_URL || '/';

/** The source repository: the footer link, «Редактировать страницу» and «Сообщить, что сведения устарели». */
export const REPO_URL = (env.SAMGUIDE_REPO_URL || 'https://github.com/samguide/samguide').replace(/\/$/, '');

/** Branch that «Редактировать страницу» opens. */
export const REPO_BRANCH = env.SAMGUIDE_REPO_BRANCH || 'main';

/** The relocants' Telegram chat, the guide's feedback channel. Invite links can expire: check it now and then. */
export const TELEGRAM_CHAT_URL = env.SAMGUIDE_TELEGRAM_URL || 'https://t.me/+7MDLGBy89ZVkNDZi';

/**
 * The maintainers' e-mail: readers without a GitHub account can send a listing, a new place or a
 * report there (src/components/HelpWays). Without it the e-mail way is not offered.
 */
export const CONTACT_EMAIL = env.SAMGUIDE_CONTACT_EMAIL || undefined;
if (CONTACT_EMAIL !== undefined && !/^[^\s@<>"?&]+@[^\s@<>"?&]+\.[^\s@<>"?&]+$/.test(CONTACT_EMAIL))
  throw new Error(`SAMGUIDE_CONTACT_EMAIL: «${CONTACT_EMAIL}» is not an e-mail address (name@example.org)`);

/** Google Analytics 4 id. Without it no analytics code ships at all. */
export const GTAG_ID = env.GTAG_ID || undefined;

/** Yandex Maps JS API key. The API works without one for light use; set it for production traffic. */
export const YANDEX_MAPS_API_KEY = env.YANDEX_MAPS_API_KEY || undefined;
