/** The 404 page as the theme renders it, plus the guide's menu on phones (issue #19 §4; src/theme/README.md). */
import { useEffect, useState, type ComponentProps } from 'react';
import Content from '@theme-original/NotFound/Content';
import type { PropSidebar } from '@docusaurus/plugin-content-docs';
import Menu from '@site/src/components/MainMenu/Menu';

/**
 * The docs' layout renders this for an unknown path, so it is part of every doc page's code: the
 * menu's items load only once a 404 is shown. The menu renders nothing in the page and its button
 * appears only after hydration anyway, so nothing waits for them. (Not `React.lazy`: a navbar update
 * while the boundary was still hydrating threw it back to a client render, React error #421.)
 */
function LazyMainMenu() {
  const [sidebar, setSidebar] = useState<PropSidebar | null>(null);
  useEffect(() => {
    let mounted = true;
    import('@generated/samguide-main-menu/default/sidebar.json').then(
      (data) => mounted && setSidebar(data.default),
      () => {}, // Without its items the page has no menu button, as before issue #19; it still works.
    );
    return () => {
      mounted = false;
    };
  }, []);
  return sidebar && <Menu sidebar={sidebar} />;
}

export default function NotFoundContent(props: ComponentProps<typeof Content>) {
  return (
    <>
      <LazyMainMenu />
      <Content {...props} />
    </>
  );
}
