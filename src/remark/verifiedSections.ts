/**
 * Remark plugin: tells each <Verified date="…" /> which section it sits in, so its
 * «сообщить об устаревших сведениях» link can name that section. The section is the
 * nearest heading before it; runs after Docusaurus has given headings their ids.
 */
import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { attribute, isJsxElement, setAttribute, textOf } from './jsxAttributes';

export default function verifiedSections() {
  return (tree: Root) => {
    let current: Heading | undefined;
    // Document order: every heading updates the current section for what follows it.
    visit(tree, (node) => {
      if (node.type === 'heading' && node.depth >= 2) current = node;
      if (!isJsxElement(node) || node.name !== 'Verified' || !current) return;
      const data = current.data as { id?: string; hProperties?: { id?: string } } | undefined;
      const id = data?.hProperties?.id ?? data?.id;
      if (id && attribute(node, 'section').kind === 'absent') setAttribute(node, 'section', id);
      if (attribute(node, 'sectionTitle').kind === 'absent') setAttribute(node, 'sectionTitle', textOf(current));
    });
  };
}
