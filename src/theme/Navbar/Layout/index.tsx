/**
 * The theme's navbar frame, with the hide-on-scroll behaviour of ./useHideOnScroll.ts in place of the
 * theme's hook, which is inside this component (ejected: the hook cannot be swapped by wrapping).
 *
 * The phone menu's panel is built when the reader reaches for the menu button (a touch, a press or
 * focus on it), not as soon as the page has hydrated: the theme renders it, hidden, on every phone
 * load, the page's sidebar included, and that work came right after hydration (issue #31). Reaching
 * comes before the click that opens it, so the panel exists and still slides in.
 */
import { useRef, useState, type ComponentProps, type ReactNode, type SyntheticEvent } from 'react';
import clsx from 'clsx';
import { ThemeClassNames, useThemeConfig } from '@docusaurus/theme-common';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import { translate } from '@docusaurus/Translate';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import { useHideOnScroll } from './useHideOnScroll';
import styles from './styles.module.css';

function NavbarBackdrop(props: ComponentProps<'div'>) {
  return <div role="presentation" {...props} className={clsx('navbar-sidebar__backdrop', props.className)} />;
}

export default function NavbarLayout({ children }: { children: ReactNode }) {
  const {
    navbar: { hideOnScroll, style },
  } = useThemeConfig();
  const mobileSidebar = useNavbarMobileSidebar();
  const navbarRef = useRef<HTMLElement>(null);
  const isNavbarVisible = useHideOnScroll(hideOnScroll, navbarRef);
  const [menuWanted, setMenuWanted] = useState(false);
  // Opened some other way (the menu's state is shared): build it now.
  if (mobileSidebar.shown && !menuWanted) setMenuWanted(true);
  const reachForMenu = (event: SyntheticEvent) => {
    if (!menuWanted && (event.target as Element).closest?.('.navbar__toggle')) setMenuWanted(true);
  };
  return (
    <nav
      ref={navbarRef}
      onPointerDown={reachForMenu}
      onFocus={reachForMenu}
      aria-label={translate({
        id: 'theme.NavBar.navAriaLabel',
        message: 'Main',
        description: 'The ARIA label for the main navigation',
      })}
      className={clsx(
        ThemeClassNames.layout.navbar.container,
        'navbar',
        'navbar--fixed-top',
        hideOnScroll && [styles.navbarHideable, !isNavbarVisible && styles.navbarHidden],
        {
          'navbar--dark': style === 'dark',
          'navbar--primary': style === 'primary',
          'navbar-sidebar--show': mobileSidebar.shown,
        },
      )}
    >
      {children}
      <NavbarBackdrop onClick={mobileSidebar.toggle} />
      {menuWanted && <NavbarMobileSidebar />}
    </nav>
  );
}
