/**
 * Wraps the local-search plugin's search bar (not ejected):
 * - the plugin hard-codes aria-label="Search" in English, and no option or translation key
 *   reaches it; this sets the Russian label once the bar is mounted, and gives the box the
 *   `aria-controls` that ARIA 1.2 asks of a combobox (the autocomplete sets only `aria-owns`);
 * - the listbox is the rows' own container (`shapeList` below), not the whole popup, which also
 *   holds the «Все результаты» link, «Ничего не найдено» and our keyboard-layout note;
 * - Enter with no suggestion highlighted opens /search with the query (issue #16 §4): the
 *   plugin's autocomplete (option `autoselect`) would open the top suggestion instead, and has
 *   no option for this. A highlighted suggestion still opens on Enter as before.
 * - a touch on the box starts the search worker and the index download (on a phone the touch
 *   comes a tenth of a second or so before the focus, and there is no hover to start them);
 * - what the reader types goes to the worker at once (`hintQuery`), even before the plugin's
 *   search bar has loaded its code: the worker fetches the parts of the index the query needs
 *   meanwhile, and the search bar's own request then gets that answer (issue #20 §5);
 * - from the touch or focus until the first suggestions are shown (or the reader pauses, or leaves
 *   the box), the page's idle route prefetching is held (src/clientModules/idlePrefetch.ts), so
 *   that the search's downloads have the line to themselves (issue #29 §3); once the reader pauses
 *   over the suggestions, the code of the first few suggested pages is prefetched (the plugin's
 *   rows are plain links, which Docusaurus does not prefetch);
 * - when the first suggestions were shown before the section texts came (those that need none), the
 *   list is redrawn with the whole answer once it is in (`onRefined`, client/redrawList.ts);
 * - when the suggestions are for the query read on the other keyboard layout («dbpf» → «виза»),
 *   a line above them says so (issue #20 §2): the plugin's list has no header template.
 * The search itself (index, ranking, worker) is extended in src/plugins/search-local.
 */
import { useEffect, useRef } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';
import { useHistory } from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  correctionText,
  hintQuery,
  onAnswer,
  onCorrection,
  onPartial,
  onRefined,
  startSearchWorker,
} from '@site/src/plugins/search-local/client/searchByWorker';
import { redrawList } from '@site/src/plugins/search-local/client/redrawList';
import { holdRoutePrefetch } from '@site/src/clientModules/idlePrefetch';
import './styles.css';

type Props = WrapperProps<typeof SearchBarType>;

export const SEARCH_LABEL = 'Поиск по справочнику';

const NOTE_CLASS = 'samguide-search-note';

/** With no keystroke for this long, the reader has paused: route prefetching may go on. */
const PAUSE_MS = 2000;
/** How long the reader rests on the suggestions before their pages' code is prefetched. */
const SUGGESTIONS_REST_MS = 1000;
/** How many of the suggested pages are prefetched. */
const PREFETCHED_SUGGESTIONS = 3;

type Timer = ReturnType<typeof setTimeout>;

export default function SearchBarWrapper(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const { baseUrl } = useDocusaurusContext().siteConfig;
  useEffect(() => {
    const root = ref.current;
    const searchInput = root?.querySelector('input');
    searchInput?.setAttribute('aria-label', SEARCH_LABEL);
    // The autocomplete marks its whole popup as the listbox and draws into it, beside the rows, its
    // «Все результаты» link and «Ничего не найдено»; a listbox may hold options only (ARIA 1.2, axe's
    // aria-required-children), so a screen reader met a link inside a list of options. After each
    // draw the rows' own container becomes the listbox; with no rows there is none, and the box names
    // the popup. The box names its list in `aria-owns` (as the autocomplete does) and in the
    // `aria-controls` that ARIA 1.2 asks of an expanded combobox (axe's aria-required-attr).
    let popup: HTMLElement | null = null;
    // Whether the list is still filling in (`aria-busy`), kept here: each draw makes a new container.
    let busy = false;
    const shapeList = () => {
      if (!popup || !searchInput) return;
      popup.removeAttribute('role');
      const rows = popup.querySelector('[role="option"]')?.parentElement;
      if (rows) {
        rows.setAttribute('role', 'listbox');
        rows.id ||= `${popup.id}-rows`;
        if (busy) rows.setAttribute('aria-busy', 'true');
        else rows.removeAttribute('aria-busy');
      }
      const list = rows?.id ?? popup.id;
      for (const name of ['aria-owns', 'aria-controls']) {
        if (searchInput.getAttribute(name) !== list) searchInput.setAttribute(name, list);
      }
    };
    const draws = new MutationObserver(shapeList);
    // Set up on the first focus, when the autocomplete names its popup in `aria-owns`.
    const findPopup = () => {
      const owned = searchInput?.getAttribute('aria-owns');
      if (popup || !owned) return;
      popup = document.getElementById(owned);
      if (popup) draws.observe(popup, { childList: true, subtree: true });
      shapeList();
    };
    findPopup();
    const controls = new MutationObserver(findPopup);
    if (searchInput) controls.observe(searchInput, { attributeFilter: ['aria-owns'] });
    // Capture phase: runs before the autocomplete's own Enter handler on the input.
    const onKeyDown = (event: KeyboardEvent) => {
      const input = event.target;
      if (event.key !== 'Enter' || !(input instanceof HTMLInputElement) || event.isComposing) return;
      const query = input.value.trim();
      if (!query || root?.querySelector('[role="option"][aria-selected="true"]')) return;
      event.preventDefault();
      event.stopPropagation();
      input.blur();
      history.push(`${searchPage}?q=${encodeURIComponent(query)}`);
    };
    // Other pages' code waits until the first suggestions are shown, or the reader pauses.
    let release: (() => void) | undefined;
    let pause: Timer | undefined;
    const resumePrefetch = () => {
      clearTimeout(pause);
      release?.();
      release = undefined;
    };
    const waitForAnswer = () => {
      release ??= holdRoutePrefetch();
      clearTimeout(pause);
      pause = setTimeout(resumePrefetch, PAUSE_MS);
    };
    let rest: Timer | undefined;
    // The list says whether it is still filling in (`aria-busy`): screen readers wait, and so do tests.
    const listBusy = (filling: boolean) => {
      busy = filling;
      shapeList();
    };
    const stopPartial = onPartial(() => listBusy(true));
    const stopAnswers = onAnswer((input, result, partial) => {
      listBusy(partial);
      resumePrefetch();
      clearTimeout(rest);
      const prefetch = (window as { docusaurus?: { prefetch?: (path: string) => unknown } }).docusaurus?.prefetch;
      if (!prefetch || result.length === 0) return;
      rest = setTimeout(() => {
        if (root?.querySelector('input')?.value !== input) return;
        const paths = new Set(result.map((r) => r.document.u.split('#')[0]));
        [...paths].slice(0, PREFETCHED_SUGGESTIONS).forEach((path) => prefetch(path));
      }, SUGGESTIONS_REST_MS);
    });
    const onPointerDown = () => {
      waitForAnswer();
      startSearchWorker(baseUrl);
    };
    // Capture phase: before the search bar's own handler, whose request then reuses this one.
    const onInput = (event: Event) => {
      clearTimeout(rest);
      if (release) waitForAnswer();
      if (event.target instanceof HTMLInputElement) hintQuery(baseUrl, event.target.value);
    };
    const onFocus = () => {
      placeList();
      if (!release) waitForAnswer();
    };
    const onBlur = () => {
      clearTimeout(rest);
      resumePrefetch();
    };
    const stopCorrections = onCorrection((input, corrected) => {
      const box = root?.querySelector('input');
      const menu = root?.querySelector('[class*="dropdownMenu"]');
      if (!box || !menu || box.value !== input) return;
      let note = menu.querySelector<HTMLElement>(`.${NOTE_CLASS}`);
      if (!corrected) return note?.remove();
      if (!note) {
        note = document.createElement('p');
        note.className = NOTE_CLASS;
        menu.prepend(note);
      }
      note.textContent = correctionText(corrected);
    });
    // On a phone the list hangs from the navbar's bottom edge (styles.css), which the announcement
    // bar above it moves: measured when the box gets focus and while the page scrolls with the box
    // focused. Set on this wrapper, not on <html>: a custom property changed on <html> restyles every
    // element of the page (58 ms at the tap on a 4× slower phone, issue #29 §3), and a scroll handler
    // that reads layout on every scroll would force a layout each time (issue #31).
    const placeList = () => {
      const nav = root?.closest('nav');
      if (nav) root?.style.setProperty('--samguide-search-top', `${nav.getBoundingClientRect().bottom}px`);
    };
    const onScroll = () => {
      if (root?.contains(document.activeElement)) placeList();
    };
    // The whole answer after the first suggestions: the list asks again and gets it (issue #29 §3).
    const stopRefined = onRefined((input) => {
      const box = root?.querySelector('input');
      // If the autocomplete cannot be asked again, the list keeps its first rows and is no longer busy.
      if (box && box.value === input && !redrawList(box)) listBusy(false);
    });
    root?.addEventListener('focusin', onFocus);
    root?.addEventListener('focusout', onBlur);
    window.addEventListener('scroll', onScroll, { passive: true });
    root?.addEventListener('keydown', onKeyDown, true);
    root?.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('input', onInput, true);
    return () => {
      controls.disconnect();
      draws.disconnect();
      root?.removeEventListener('input', onInput, true);
      root?.removeEventListener('keydown', onKeyDown, true);
      root?.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusin', onFocus);
      root?.removeEventListener('focusout', onBlur);
      resumePrefetch();
      clearTimeout(rest);
      stopAnswers();
      window.removeEventListener('scroll', onScroll);
      stopCorrections();
      stopRefined();
      stopPartial();
    };
  }, [history, searchPage, baseUrl]);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      <SearchBar {...props} />
    </div>
  );
}
