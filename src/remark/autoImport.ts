/**
 * Remark plugin: for every known building block a page uses (`<Price …/>`),
 * prepend `import Price from '…'` unless the page imports that name itself.
 */
import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { mdxComponents } from './mdxComponents';

type Options = { components?: Record<string, string> };
type EsmNode = { data?: { estree?: { body: { specifiers?: { local: { name: string } }[] }[] } } };

/** An `import Name from 'source'` node in the shape MDX's compiler expects (value + estree). */
function importNode(name: string, source: string) {
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
            source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
          },
        ],
      },
    },
  };
}

export default function autoImport({ components = mdxComponents }: Options = {}) {
  return (tree: Root) => {
    const used = new Set<string>();
    const declared = new Set<string>();
    visit(tree, (node) => {
      const n = node as { type: string; name?: string | null };
      if ((n.type === 'mdxJsxFlowElement' || n.type === 'mdxJsxTextElement') && n.name && components[n.name]) {
        used.add(n.name);
      }
      if (n.type === 'mdxjsEsm') {
        // Names the page declares itself: the local names of its own import specifiers.
        const body = (node as EsmNode).data?.estree?.body ?? [];
        for (const statement of body) for (const s of statement.specifiers ?? []) declared.add(s.local.name);
      }
    });
    const imports = [...used]
      .filter((name) => !declared.has(name))
      .sort()
      .map((name) => importNode(name, components[name]));
    // mdast's Root does not know MDX node types; the MDX compiler does.
    (tree.children as unknown[]).unshift(...imports);
  };
}
