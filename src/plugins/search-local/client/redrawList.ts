/**
 * Redraws the search bar's suggestion list for the query in the box (issue #29 §3): the list showed
 * the first suggestions, those that need no section text, and the whole answer has come
 * (searchByWorker.ts `onRefined`). The whole answer begins with the same suggestions, so the rows
 * already shown stay where they are and the rest appear below them.
 *
 * The plugin's autocomplete (autocomplete.js) keeps the suggestions it drew for a query and has no
 * public call to ask again: its typeahead object sits in Zepto's data of the box. Its dataset's
 * cache is cleared and its dropdown asked to update, which calls the plugin's own source and
 * templates. Zepto is taken as the autocomplete loaded it, never downloaded from here. If the
 * plugin's internals change, nothing is redrawn (the first suggestions stay, and the list is no
 * longer marked busy), and tests/e2e/search-phone.spec.ts fails.
 */
type Typeahead = {
  input?: { getQuery(): string };
  dropdown?: { datasets?: { clearCachedSuggestions?(): void }[]; update(query: string): void };
};

/** Zepto's data key of the typeahead (autocomplete.js src/standalone/index.js). */
const TYPEAHEAD_KEY = 'aaAutocomplete';

// The bundler's module API (webpack's, which Rspack keeps): a module's id without bundling it, the
// modules loaded so far, and the function that returns a loaded module's exports.
declare const __webpack_modules__: Record<string | number, unknown>;
declare const __webpack_require__: (id: string | number) => unknown;
declare const require: { resolveWeak(request: string): string | number };

/** Zepto as the autocomplete loaded it, or undefined if it is not loaded. */
function loadedZepto(): ((element: Element) => { data(key: string): unknown }) | undefined {
  // Weak: the id only. An import() here would move Zepto out of the autocomplete's chunk into a
  // chunk of its own, one more request when the reader taps the box.
  const id = require.resolveWeak('@easyops-cn/autocomplete.js/zepto.js');
  if (!(id in __webpack_modules__)) return undefined;
  const zepto = __webpack_require__(id) as { default?: unknown } | undefined;
  const found = typeof zepto === 'function' ? zepto : zepto?.default;
  return typeof found === 'function' ? (found as ReturnType<typeof loadedZepto>) : undefined;
}

export function redrawList(box: HTMLInputElement): boolean {
  const zepto = loadedZepto();
  if (!zepto) return false;
  const typeahead = zepto(box).data(TYPEAHEAD_KEY) as Typeahead | undefined;
  const { input, dropdown } = typeahead ?? {};
  if (!input || !dropdown?.datasets) return false;
  dropdown.datasets.forEach((dataset) => dataset.clearCachedSuggestions?.());
  dropdown.update(input.getQuery());
  return true;
}
