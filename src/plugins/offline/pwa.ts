/**
 * @docusaurus/plugin-pwa as it is, except that its postBuild (compile sw.js, then let Workbox list
 * and hash the built files) starts only once the search index and /changes.json are final: Docusaurus runs all
 * postBuilds at the same time, and the list must carry the index's final revision and size
 * (src/plugins/search-local/indexWritten.ts). Its options, theme and client modules are untouched.
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { searchIndexWritten } from '../search-local/indexWritten';
import { changesWritten } from '../changes';

// The package's typings declare only its options, not the plugin function.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const upstream = require('@docusaurus/plugin-pwa') as {
  default: (context: LoadContext, options: unknown) => Plugin | Promise<Plugin>;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

export default async function pwaAfterSearchIndex(context: LoadContext, options: unknown): Promise<Plugin> {
  const plugin = await upstream.default(context, options);
  // The plugin names its theme folder relative to its own module; from here that path would be wrong.
  const pluginDir = path.dirname(require.resolve('@docusaurus/plugin-pwa'));
  return {
    ...plugin,
    getThemePath: () => path.resolve(pluginDir, plugin.getThemePath!()),
    getTypeScriptThemePath: () => path.resolve(pluginDir, plugin.getTypeScriptThemePath!()),
    async postBuild(props) {
      await Promise.all([searchIndexWritten, changesWritten]);
      await plugin.postBuild?.(props);
    },
  };
}

pwaAfterSearchIndex.validateOptions = upstream.validateOptions;
