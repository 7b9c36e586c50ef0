/**
 * Puts the given sidebar into the phone menu of a page that is not a doc, so that the menu button
 * appears there too and every section is two taps away (issue #19 §4). Doc pages fill that menu
 * themselves. It renders nothing in the page. Pages use `MainMenu` (index.tsx), which passes the
 * guide's «main» sidebar; this part carries no items, so the 404 page can load them on demand.
 */
import { useLocation } from '@docusaurus/router';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';

const noop = () => {};

export default function Menu({ sidebar }: { sidebar: PropSidebar }) {
  const { pathname } = useLocation();
  return <DocSidebarMobile sidebar={sidebar} path={pathname} onCollapse={noop} isHidden={false} />;
}
