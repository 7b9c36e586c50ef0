/**
 * The classic theme registers a client module that imports the whole Prism highlighter
 * (prism-react-renderer, ≈25 KB gzip) into main.js, so every page paid for it, while the guide shows
 * code on almost no page. In the browser bundle that module is replaced by an empty one; the
 * highlighter loads with the first code block instead (src/theme/CodeBlock), which also registers
 * `prism.additionalLanguages` the way the replaced module did.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

const THEME_MODULE = /@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/;

export default function lazyPrism(context: LoadContext): Plugin {
  const empty = path.join(context.siteDir, 'src/plugins/lazy-prism/empty.ts');
  return {
    name: 'samguide-lazy-prism',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      return {
        plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(THEME_MODULE, empty)],
      };
    },
  };
}
