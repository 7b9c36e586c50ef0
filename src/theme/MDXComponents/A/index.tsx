/**
 * Wrapper (not an eject): a link in page text. External links, which the remark plugin
 * src/remark/linkIcons.ts has already given their icon, screen-reader words, target and rel,
 * render as a plain <a>. The original turns every link into Docusaurus's <Link>, whose hooks
 * and effect run for each of them while the page hydrates, though <Link> does nothing for an
 * external address (it prefetches internal pages only); a page like /purchases/grocery has
 * over a hundred (issue #11 §1). Internal links keep the original.
 */
import type { ReactNode } from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type { WrapperProps } from '@docusaurus/types';
import { EXTERNAL_LINK_CLASS } from '@site/src/lib/externalLinks';

type Props = WrapperProps<typeof AType>;

export default function MDXA(props: Props): ReactNode {
  if (props.className?.split(' ').includes(EXTERNAL_LINK_CLASS)) return <a {...props} />;
  return <A {...props} />;
}
