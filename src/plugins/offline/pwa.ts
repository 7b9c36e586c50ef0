/**
 * @docusaurus/plugin-pwa as it is, except that its postBuild (compile sw.js, then let Workbox list
 * and hash the built files) starts only once the search index and /changes.json are final: Docusaurus runs all
 * postBuilds at the same time, and the list must carry the index's final revision and size
 * (src/plugins/search-local/indexWritten.ts). Its options, theme and client modules are untouched.
 *
 * In development (`npm start`) the plugin switches itself off and returns null. Its theme still
 * comes along: the update popup is a plain component that src/theme/PwaReloadPopup wraps, and
 * without it the dev client does not compile (issue #57). No worker, no manifest, no client module.
 */
import path from 'node:path';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import { searchIndexWritten } from '../search-local/indexWritten';
import { changesWritten } from '../changes';

// The package's typings declare only its options, not the plugin function.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const upstream = require('@docusaurus/plugin-pwa') as {
  default: (context: LoadContext, options: unknown) => Plugin | null | Promise<Plugin | null>;
  validateOptions: NonNullable<PluginModule['validateOptions']>;
};

/** The plugin's name, which its own theme translations and Docusaurus's plugin list use. */
const PLUGIN_NAME = 'docusaurus-plugin-pwa';
/** The plugin names its theme folders relative to its own module (lib/index.js); from here they are resolved. */
const PLUGIN_DIR = path.dirname(require.resolve('@docusaurus/plugin-pwa'));
const THEME_PATH = '../lib/theme';
const TYPESCRIPT_THEME_PATH = '../src/theme';

export default async function pwaAfterSearchIndex(context: LoadContext, options: unknown): Promise<Plugin> {
  const plugin = await upstream.default(context, options);
  const themePaths = {
    getThemePath: () => path.resolve(PLUGIN_DIR, plugin?.getThemePath?.() ?? THEME_PATH),
    getTypeScriptThemePath: () => path.resolve(PLUGIN_DIR, plugin?.getTypeScriptThemePath?.() ?? TYPESCRIPT_THEME_PATH),
  };
  if (!plugin) return { name: PLUGIN_NAME, ...themePaths };
  return {
    ...plugin,
    ...themePaths,
    async postBuild(props) {
      await Promise.all([searchIndexWritten, changesWritten]);
      await plugin.postBuild?.(props);
    },
  };
}

pwaAfterSearchIndex.validateOptions = upstream.validateOptions;
