/**
 * The link icons as a React component, for places where links are built in code (place cards).
 * Markdown links get the same icons at build time from src/remark/linkIcons.ts.
 *
 *   <a href={url}><LinkIcon kind={linkKind(url)} />Сайт</a>
 *
 * The icon is decorative (aria-hidden); say what the link is in its text, or add linkHint(kind).
 */
import clsx from 'clsx';
import { ICON_CLASS, LINK_ICONS, SVG_PROPS, shapeProps, type LinkKind } from './icons';

export { linkKind, linkHint, LINK_ICONS, type LinkKind } from './icons';

export default function LinkIcon({ kind, className }: { kind: LinkKind; className?: string }) {
  return (
    <svg {...SVG_PROPS} className={clsx(ICON_CLASS, className)} aria-hidden="true" data-kind={kind}>
      {LINK_ICONS[kind].shapes.map((shape) => (
        <path key={shape.d} {...shapeProps(shape)} />
      ))}
    </svg>
  );
}
