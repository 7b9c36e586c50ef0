import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/**
 * Local full-text search (lunr, index built at build time).
 * Values follow spec §9; the comments say why where a default is not enough.
 */
export const searchOptions: Partial<PluginOptions> = {
  hashed: true,
  // Two languages, not one: with "ru" alone lunr trims away Latin tokens, and
  // place and brand names («Korzinka», «Payme», «Yandex Go») must stay findable.
  language: ['ru', 'en'],
  docsRouteBasePath: '/',
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  searchResultLimits: 8,
  searchResultContextMaxLength: 50,
  searchBarShortcut: true,
  searchBarShortcutKeymap: 'mod+k',
  searchBarShortcutHint: true,
  searchBarPosition: 'right',
  highlightSearchTermsOnTargetPage: false,
  // Noise in a city guide's index: code samples and the map canvas (`.search-ignore`), the
  // screen-reader hint «(Telegram, откроется в новой вкладке)» after every external link, and the
  // «Проверено: …» marks, which would otherwise open every page's first result snippet.
  ignoreCssSelectors: ['pre', '.search-ignore', '.samguide-sr-only', '[data-verified]'],
};
