/**
 * The guide's «main» sidebar for pages that are not docs (/map, /sale, /search, the 404 page).
 *
 * On a phone the theme's menu button exists only when the navbar has items or the page fills the
 * mobile menu (doc pages do it with their sidebar). The navbar has no items (spec §1), and the
 * sidebar's items reach only doc routes, so these pages had no menu at all (issue #19 §4). This
 * plugin hands the same items, as the docs plugin renders them, to those pages as global data;
 * `src/components/MainMenu` puts them in the mobile menu.
 */
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import type { Plugin } from '@docusaurus/types';

export const MAIN_MENU_PLUGIN = 'samguide-main-menu';
const SIDEBAR_ID = 'main';

export default function mainMenu(): Plugin {
  return {
    name: MAIN_MENU_PLUGIN,
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docs?.loadedVersions[0];
      const sidebar = version && toSidebarsProp(version)[SIDEBAR_ID];
      if (!sidebar) throw new Error(`[${MAIN_MENU_PLUGIN}] the docs have no sidebar «${SIDEBAR_ID}» (sidebars.ts)`);
      actions.setGlobalData({ sidebar });
    },
  };
}
