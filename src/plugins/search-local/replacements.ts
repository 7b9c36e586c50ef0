/**
 * Which plugin client modules the bundler swaps for ours (see index.ts): the plugin's search
 * client, imported by its own search bar and /search page (relative path) or by our theme
 * (package path, e.g. an ejected SearchPage); and the lunr-loading constants module that its
 * search bar imports only for the result limit.
 */
const PLUGIN_CLIENT = /docusaurus-search-local[\\/]dist[\\/]client[\\/]/;
const PACKAGE = '@easyops-cn/docusaurus-search-local/dist/client/client';

export function replacementFor(request: string, context: string): string | undefined {
  const inPlugin = PLUGIN_CLIENT.test(context);
  const bare = request.replace(/\.js$/, '');
  if ((inPlugin && bare === '../searchByWorker') || bare === `${PACKAGE}/theme/searchByWorker`) {
    return 'searchByWorker.ts';
  }
  if (
    (inPlugin && bare === '../../utils/proxiedGeneratedConstants') ||
    bare === `${PACKAGE}/utils/proxiedGeneratedConstants`
  ) {
    return 'constants.ts';
  }
  return undefined;
}
