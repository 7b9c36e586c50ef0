/**
 * Remark plugin: external Markdown links get a service icon (Telegram, Instagram, YouTube,
 * Yandex/Google Maps, 2GIS, Facebook, or a globe), words for screen readers, and open in a new
 * tab safely (target="_blank", rel="noopener noreferrer"). Everything happens at build time; the
 * icon is the link's ::before, drawn by src/css/blocks.css from its data-link-kind: no element of
 * its own, nothing for React to hydrate (issue #23), no client code.
 */
import type { Link, Root } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import { textOf } from './jsxAttributes';
import { EXTERNAL_LINK_CLASS } from '../lib/externalLinks';
import { linkHint, linkKind } from '../components/LinkIcon/icons';

type Options = { siteUrl?: string };

export const SR_ONLY_CLASS = 'samguide-sr-only';

/** An mdast node that mdast-util-to-hast turns into exactly the given element. */
function hastNode(tagName: string, properties: Record<string, unknown>, children: unknown[]) {
  return { type: 'samguideHast', data: { hName: tagName, hProperties: properties, hChildren: children } };
}

export default function linkIcons({ siteUrl }: Options = {}) {
  const siteHost = siteUrl ? new URL(siteUrl).host : undefined;

  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'heading') return SKIP;
      if (node.type !== 'link') return undefined;
      const link = node as Link;
      let url: URL;
      try {
        url = new URL(link.url);
      } catch {
        return SKIP; // relative: an internal page
      }
      if (!/^https?:$/.test(url.protocol) || url.host === siteHost) return SKIP;
      // An image used as a link has no text to sit next to.
      if (!textOf(link).trim()) return SKIP;

      const kind = linkKind(link.url);
      const data = (link.data ??= {}) as { hProperties?: Record<string, unknown> };
      data.hProperties = {
        ...data.hProperties,
        className: [EXTERNAL_LINK_CLASS],
        'data-link-kind': kind,
        target: '_blank',
        rel: 'noopener noreferrer',
      };
      const hint = hastNode('span', { className: [SR_ONLY_CLASS] }, [{ type: 'text', value: ` ${linkHint(kind)}` }]);
      // mdast's types do not know this pass-through node; mdast-util-to-hast does.
      (link.children as unknown[]).push(hint);
      return SKIP;
    });
  };
}
