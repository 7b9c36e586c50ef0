/**
 * <Anchor id="povorot">…</Anchor> in a page: a link target inside text or a table cell, where
 * Markdown has no `{#id}` (docs/samarkand/toponyms.mdx: one per landmark row). Registering the id
 * lets the build check links such as `/samarkand/toponyms#povorot` (onBrokenAnchors: 'throw'),
 * and the theme's anchor class keeps the target clear of the sticky navbar, as headings are.
 * `data-search-section` makes the anchored row its own search result (src/plugins/search-local/
 * anchorSections.ts), so a search for «Поворот» opens that row, not the top of its section.
 */
import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';

export default function Anchor({ id, children }: { id: string; children?: ReactNode }) {
  useBrokenLinks().collectAnchor(id);
  return (
    <span id={id} className={useAnchorTargetClassName(id)} data-search-section="">
      {children}
    </span>
  );
}
