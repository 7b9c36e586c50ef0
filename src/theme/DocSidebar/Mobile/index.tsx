/**
 * The docs sidebar in the phone menu: the theme's component, with its props handed to the menu as one
 * object. The theme passes them to NavbarSecondaryMenuFiller as they are, which sorts their keys with
 * `localeCompare` on every render; the first such call builds the locale's collation tables, about a
 * third of the hydration task of a doc page on a phone with a 4× slower CPU (issue #31). With a single
 * key there is nothing to sort. The filler still re-fills the menu when the props change: this
 * component is memoised, so a new props object means a changed sidebar or path.
 */
import { memo } from 'react';
import clsx from 'clsx';
import { NavbarSecondaryMenuFiller, ThemeClassNames } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props } from '@theme/DocSidebar/Mobile';

function SecondaryMenu({ sidebarProps: { sidebar, path } }: { sidebarProps: Props }) {
  const mobileSidebar = useNavbarMobileSidebar();
  return (
    <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
      <DocSidebarItems
        items={sidebar}
        activePath={path}
        onItemClick={(item) => {
          // As the theme: a category closes the menu only when it is a link.
          if (item.type === 'link' || (item.type === 'category' && item.href)) mobileSidebar.toggle();
        }}
        level={1}
      />
    </ul>
  );
}

function DocSidebarMobile(props: Props) {
  return <NavbarSecondaryMenuFiller component={SecondaryMenu} props={{ sidebarProps: props }} />;
}

export default memo(DocSidebarMobile);
