/**
 * An element whose content React renders on the server and on client-side navigation, but does
 * not hydrate: on the page the reader opened, the content stays the server's HTML and carries no
 * React. For markup without React behaviour (a place card: links, text, prices and open-status
 * slots run by one client module each), it is the same to the reader and saves React dozens of
 * elements per card before the first tap (issue #23: /purchases/grocery hydrated 850 for its cards).
 *
 * How: while hydrating, the element is given its own server HTML as `dangerouslySetInnerHTML`,
 * whose content React neither hydrates nor touches (`suppressHydrationWarning`: the development
 * build would compare it). Read from the DOM rather than left empty, so that if React ever had
 * to render the page afresh (after a hydration error), the content would still be there.
 */
import { useId, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';

const ATTRIBUTE = 'data-static';

type Props = ComponentPropsWithoutRef<'section'> & { children: ReactNode };

export default function StaticSection({ children, ...props }: Props) {
  const id = useId();
  // false during the server render and hydration, true on client-side navigation.
  const isBrowser = useIsBrowser();
  // Decided once: the element must not switch between the two forms later.
  const [serverHtml] = useState(() =>
    ExecutionEnvironment.canUseDOM && !isBrowser
      ? document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML
      : undefined,
  );
  const attributes = { ...props, [ATTRIBUTE]: id };
  if (serverHtml === undefined) return <section {...attributes}>{children}</section>;
  return <section {...attributes} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />;
}
