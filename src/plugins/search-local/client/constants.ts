/**
 * Stands in for the plugin's `proxiedGeneratedConstants` in its search bar, which imports it only
 * for the result limit: the original also loads lunr and its languages, which would put lunr into
 * every page's first load (issue #11 §1). lunr now loads with the worker (search.worker.ts).
 */
import { searchOptions } from '@site/config/search';

export const searchResultLimits = searchOptions.searchResultLimits ?? 8;
