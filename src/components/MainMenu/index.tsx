/**
 * Puts the guide's «main» sidebar into the phone menu of a page that is not a doc, so that the
 * menu button appears there too and every section is two taps away (issue #19 §4). Doc pages fill
 * that menu themselves; render this once on any other page. It renders nothing in the page.
 */
import { usePluginData } from '@docusaurus/useGlobalData';
import { useLocation } from '@docusaurus/router';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';

const noop = () => {};

export default function MainMenu() {
  const { sidebar } = usePluginData('samguide-main-menu') as { sidebar: PropSidebar };
  const { pathname } = useLocation();
  return <DocSidebarMobile sidebar={sidebar} path={pathname} onCollapse={noop} isHidden={false} />;
}
