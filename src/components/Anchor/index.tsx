/**
 * <Anchor id="povorot">…</Anchor> in a page: a link target inside text or a table cell, where
 * Markdown has no `{#id}` (docs/samarkand/toponyms.mdx: one per landmark row). Registering the id
 * lets the build check links such as `/samarkand/toponyms#povorot` (onBrokenAnchors: 'throw'),
 * and the theme's anchor class keeps the target clear of the sticky navbar, as headings are.
 * `data-search-section` makes the anchored row its own search result (src/plugins/search-local/
 * anchorSections.ts), so a search for «Поворот» opens that row, not the top of its section.
 * `uz`: the place's name in Uzbek Latin where signs write it otherwise (`uz="Bogʻishamol"`), shown
 * after the name and so found by a search typed in Latin letters (issue #20 §1).
 */
import type { ReactNode } from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import { useAnchorTargetClassName } from '@docusaurus/theme-common';

const UZBEK_LATIN = /^[A-Za-zʻ'’ -]+$/;

export default function Anchor({ id, uz, children }: { id: string; uz?: string; children?: ReactNode }) {
  useBrokenLinks().collectAnchor(id);
  const className = useAnchorTargetClassName(id);
  if (uz !== undefined && !UZBEK_LATIN.test(uz)) {
    throw new Error(`<Anchor id="${id}">: uz="${uz}" must be an Uzbek Latin name (Latin letters, oʻ and gʻ)`);
  }
  return (
    <span id={id} className={className} data-search-section="">
      {children}
      {uz && (
        <>
          {' '}
          (<span lang="uz-Latn">{uz}</span>)
        </>
      )}
    </span>
  );
}
