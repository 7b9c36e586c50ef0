import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';
import {
  BASE_URL,
  GTAG_ID,
  REPO_BRANCH,
  REPO_URL,
  SITE_URL,
  TELEGRAM_CHAT_URL,
  CONTACT_EMAIL,
  YANDEX_MAPS_API_KEY,
} from './config/site';
import { footerLinks } from './config/footer';
import { searchOptions } from './config/search';
import searchLocal from './src/plugins/search-local';
import autoImport from './src/remark/autoImport';
import places from './src/remark/places';
import placesPlugin from './src/plugins/places';
import validateBlocks from './src/remark/validateBlocks';
import linkIcons from './src/remark/linkIcons';
import verifiedSections from './src/remark/verifiedSections';
import tables from './src/rehype/tables';
import pageDates from './src/remark/pageDates';
import priceDates from './src/remark/priceDates';
import exchangeRates from './src/plugins/exchange-rates';
import { buildMonth } from './config/freshness';
import robots from './src/plugins/robots';
import trailingSlash from './src/plugins/trailing-slash';
import e2eFixtures from './src/plugins/e2e-fixtures';
import sale from './src/plugins/sale';
import offline from './src/plugins/offline';
import pwaAfterSearchIndex from './src/plugins/offline/pwa';
import { offlineManifestTransform } from './config/offline';
import bundleStats from './src/plugins/bundle-stats';
import lazyPrism from './src/plugins/lazy-prism';
import compileHints from './src/plugins/compile-hints';
import routeFrames from './src/plugins/route-frames';
import mainMenu from './src/plugins/main-menu';
import changes from './src/plugins/changes';
import ogImages from './src/plugins/og-images';

/** Adds test-only routes (src/plugins/e2e-fixtures); set by `npm test`, never by a deploy. */
const E2E_FIXTURES = process.env.SAMGUIDE_E2E_FIXTURES === '1';
/** Writes the client bundle's stats to .bench/stats.json (scripts/bench/bundle-report.mjs); off by default. */
const BUNDLE_STATS = process.env.SAMGUIDE_STATS === '1';

/** Helper files that live next to docs and pages are never routed (spec §2). */
const NOT_ROUTED = [
  '**/_*/**',
  '**/components/**',
  '**/lib/**',
  '**/specs/**',
  '**/__specs__/**',
  '**/*.test.{js,jsx,ts,tsx}',
];

const config: Config = {
  title: 'Самарканд: справочник релоканта',
  tagline:
    'Всё, что нужно знать о жизни в Самарканде: виза и регистрация, жильё, связь, банки, врачи, дети, покупки и транспорт',
  favicon: 'img/favicon-32.png',
  url: SITE_URL,
  baseUrl: BASE_URL,
  // GitHub Pages serves /a/b from a/b.html: pages are emitted as files, links carry no trailing slash.
  trailingSlash: false,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: { defaultLocale: 'ru', locales: ['ru'] },

  // Spec §4 names the storage keys ("theme", the announcement's dismissal): no per-site suffix,
  // which future.v4 would otherwise add.
  storage: { type: 'localStorage', namespace: false },

  future: {
    // v4 also turns on Rspack + SWC ("faster"); it needs @docusaurus/faster at the core's version.
    v4: true,
    faster: true,
  },

  markdown: {
    // Stable Latin anchors from chats: «## Регистрация {#registration}».
    mdx1Compat: { headingIds: true },
    hooks: { onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw' },
  },

  customFields: {
    repoUrl: REPO_URL,
    telegramChatUrl: TELEGRAM_CHAT_URL,
    contactEmail: CONTACT_EMAIL ?? null,
    yandexMapsApiKey: YANDEX_MAPS_API_KEY ?? null,
    // Page dates compare `facts_date` / `checked` with this month (config/freshness.ts).
    buildMonth: buildMonth(),
  },

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          editUrl: `${REPO_URL}/edit/${REPO_BRANCH}/`,
          showLastUpdateTime: true,
          // Building blocks usable in Markdown without imports (src/remark/mdxComponents.ts);
          // malformed phones, amounts, БРВ values and months fail the build (CONTRIBUTING.md);
          // <Place>/<PlaceList>/<PlaceMap> are resolved against places/ (unknown ids fail the build).
          // Every <Price> gets its date (and a table column its header's) before the imports are added.
          beforeDefaultRemarkPlugins: [
            [validateBlocks, { requireFactsDate: true }],
            priceDates,
            autoImport,
            places,
            pageDates,
          ],
          // After Docusaurus's own plugins: headings have their ids by then.
          remarkPlugins: [[linkIcons, { siteUrl: SITE_URL }], verifiedSections],
          // Tables: column labels on every cell and table roles, for the phone's cards (src/rehype/tables.ts).
          rehypePlugins: [tables],
          exclude: ['**/_*.{md,mdx}', ...NOT_ROUTED],
        },
        blog: false,
        pages: {
          exclude: ['**/_*.{js,jsx,ts,tsx,md,mdx}', ...NOT_ROUTED, '**/*.d.ts'],
        },
        theme: { customCss: ['./src/css/custom.css', './src/css/blocks.css'] },
        // lastmod: each page's last change (its git date, as «Текст страницы правили …»), for search engines (issue #50 §3).
        sitemap: { lastmod: 'date', changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/search'] },
        // Page views only when an id is given at build: otherwise no analytics code ships.
        gtag: GTAG_ID ? { trackingID: GTAG_ID, anonymizeIP: true } : undefined,
      } satisfies Preset.Options,
    ],
  ],

  // Local search, extended with our index format and ranking (src/plugins/search-local).
  themes: [[searchLocal, searchOptions]],

  // exchangeRates: CBU rates for <Price>, fetched once per build (src/plugins/exchange-rates).
  // placesPlugin: the place catalogue, validated at build, and the /map route (src/plugins/places).
  plugins: [
    robots,
    trailingSlash,
    exchangeRates,
    placesPlugin,
    // The «main» sidebar for the phone menu of /map, /sale, /search and the 404 page (issue #19 §4).
    mainMenu,
    // The readers' change record: /changes, its Atom feed /changes.xml, the home page's line (issue #30).
    changes,
    // Each doc page's own preview picture for chats, build/img/og/ (issue #50 §2).
    ogImages,
    // The code highlighter loads with the first code block, not in main.js (issue #11).
    lazyPrism,
    // main.js compiled while it downloads, off the main thread (issue #31).
    compileHints,
    // A route's frame in one script and what the frames share in one more, not a dozen (issue #31).
    routeFrames,
    [sale, { fixtures: E2E_FIXTURES }],
    // Offline copy (issue #12): the official service worker (@docusaurus/plugin-pwa, started after the
    // search index is final: src/plugins/offline/pwa.ts), downloading only when the reader asks
    // (swRegister); what it saves: config/offline.ts; the copy's size for the button: src/plugins/offline.
    [
      pwaAfterSearchIndex,
      {
        swRegister: require.resolve('./src/clientModules/offline.ts'),
        swCustom: require.resolve('./src/plugins/offline/sw.js'),
        // Used only by the plugin's own registration, which swRegister replaces; kept to its narrowest.
        offlineModeActivationStrategies: ['appInstalled', 'standalone'],
        injectManifestConfig: {
          manifestTransforms: [offlineManifestTransform],
          // The search index is one file of about 1.6 MB and growing; past the default limit (2 MiB) Workbox
          // would leave it out with only a warning.
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        },
      },
    ],
    offline,
    E2E_FIXTURES && e2eFixtures,
    BUNDLE_STATS && bundleStats,
    // An unlisted doc (spec §2) in its own small docs instance, so that docs/ holds only the guide.
    E2E_FIXTURES && [
      '@docusaurus/plugin-content-docs',
      { id: 'e2e', path: 'src/plugins/e2e-fixtures/docs', routeBasePath: 'e2e/docs', sidebarPath: false },
    ],
  ],

  clientModules: [
    './src/clientModules/normalizeHtmlPath.ts',
    './src/clientModules/announcementBarReset.ts',
    './src/clientModules/imageZoom.ts',
    './src/clientModules/priceTooltips.ts',
    './src/clientModules/openStatus.ts',
    './src/clientModules/share.ts',
    './src/clientModules/idlePrefetch.ts',
  ],

  headTags: [
    { tagName: 'link', attributes: { rel: 'icon', type: 'image/svg+xml', href: `${BASE_URL}img/logo.svg` } },
    { tagName: 'link', attributes: { rel: 'apple-touch-icon', href: `${BASE_URL}img/apple-touch-icon.png` } },
    { tagName: 'link', attributes: { rel: 'manifest', href: `${BASE_URL}manifest.webmanifest` } },
    { tagName: 'meta', attributes: { name: 'theme-color', content: '#0e6a80' } },
    // Feed readers and Telegram bots find the change record's feed from any page (issue #30 §3).
    {
      tagName: 'link',
      attributes: {
        rel: 'alternate',
        type: 'application/atom+xml',
        title: 'Что изменилось в справочнике',
        href: `${BASE_URL}changes.xml`,
      },
    },
  ],

  themeConfig: {
    image: 'img/og-default.png',
    metadata: [{ name: 'keywords', content: 'Самарканд, релокация, Узбекистан, регистрация, аренда, справочник' }],
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: true, disableSwitch: false },
    announcementBar: {
      // Change the id whenever the message changes: readers who closed the old bar will see the new one.
      // Shown on every page until closed: a first visit often starts on a page found by a search engine.
      // On a phone it is one line, the link alone (the explanation is hidden by src/css/custom.css).
      id: 'first-week-2026-11',
      content: `Только приехали? <a href="${BASE_URL}#first-week">План на первую неделю</a><span class="samguide-announcement-more">: регистрация, SIM-карта, банковская карта.</span>`,
      isCloseable: true,
    },
    docs: { sidebar: { hideable: false, autoCollapseCategories: false } },
    navbar: {
      title: 'SamGuide',
      hideOnScroll: true,
      logo: { alt: 'SamGuide — на главную', src: 'img/logo.svg', width: 32, height: 32 },
      items: [],
    },
    footer: {
      style: 'dark',
      links: footerLinks,
      copyright: '© 2025 Самарканд: справочник релоканта',
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: { theme: prismThemes.github, darkTheme: prismThemes.dracula },
  } satisfies Preset.ThemeConfig,
};

export default config;
