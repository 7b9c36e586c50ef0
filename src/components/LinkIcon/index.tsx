/**
 * The link icons as a React component, for places where links are built in code (place cards,
 * the /map list). Markdown links get the same icons at build time from src/remark/linkIcons.ts.
 *
 *   <a href={url}><LinkIcon kind={linkKind(url)} />Сайт</a>
 *
 * One empty <span>; CSS draws the service's icon into it (src/css/blocks.css). It is decorative
 * (aria-hidden): say what the link is in its text, or add linkHint(kind).
 */
import clsx from 'clsx';
import { ICON_CLASS, type LinkKind } from './icons';

export { linkKind, linkHint, LINK_ICONS, type LinkKind } from './icons';

export default function LinkIcon({ kind, className }: { kind: LinkKind; className?: string }) {
  return <span className={clsx(ICON_CLASS, className)} aria-hidden="true" data-link-kind={kind} />;
}
