/**
 * The guide's «main» sidebar for pages that are not docs (/map, /sale, /search, the 404 page).
 *
 * On a phone the theme's menu button exists only when the navbar has items or the page fills the
 * mobile menu (doc pages do it with their sidebar). The navbar has no items (spec §1), and the
 * sidebar's items reach only doc routes, so these pages had no menu at all (issue #19 §4). This
 * plugin writes the items, as the docs plugin renders them, to a generated JSON module that
 * `src/components/MainMenu` imports and puts in the mobile menu. Not global data: that ships in
 * every page's main.js, and doc pages already load their sidebar with their own route data; a module
 * lands in the chunk of the four pages that render the menu.
 */
import type { LoadedContent, PropSidebar, PropSidebarItem } from '@docusaurus/plugin-content-docs';
import { toSidebarsProp } from '@docusaurus/plugin-content-docs/lib/props.js';
import type { Plugin } from '@docusaurus/types';

/** `src/components/MainMenu` imports `@generated/${MAIN_MENU_PLUGIN}/default/${MAIN_MENU_FILE}`. */
export const MAIN_MENU_PLUGIN = 'samguide-main-menu';
export const MAIN_MENU_FILE = 'sidebar.json';
const SIDEBAR_ID = 'main';

/**
 * Only what `@theme/DocSidebar/Mobile` reads. On these pages no doc is active, so an unlisted link
 * is never shown and an unlisted category link is never followed: both go.
 */
export function menuItems(items: PropSidebar): PropSidebar {
  return items.flatMap((item): PropSidebarItem[] => {
    const className = item.className ? { className: item.className } : {};
    switch (item.type) {
      case 'link': {
        if (item.unlisted) return [];
        const { href, label, autoAddBaseUrl } = item;
        return [{ type: 'link', href, label, ...className, ...(autoAddBaseUrl === false && { autoAddBaseUrl }) }];
      }
      case 'category': {
        const { label, collapsed, collapsible } = item;
        const href = item.href !== undefined && !item.linkUnlisted ? { href: item.href } : {};
        const sub = menuItems(item.items);
        if (sub.length === 0 && !href.href) return [];
        return [{ type: 'category', label, collapsed, collapsible, ...href, ...className, items: sub }];
      }
      case 'html': {
        const { value, defaultStyle } = item;
        return [{ type: 'html', value, ...(defaultStyle && { defaultStyle }), ...className }];
      }
      default:
        return [item];
    }
  });
}

export default function mainMenu(): Plugin {
  return {
    name: MAIN_MENU_PLUGIN,
    async allContentLoaded({ allContent, actions }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docs?.loadedVersions[0];
      const sidebar = version && toSidebarsProp(version)[SIDEBAR_ID];
      if (!sidebar) throw new Error(`[${MAIN_MENU_PLUGIN}] the docs have no sidebar «${SIDEBAR_ID}» (sidebars.ts)`);
      await actions.createData(MAIN_MENU_FILE, JSON.stringify(menuItems(sidebar)));
    },
  };
}
