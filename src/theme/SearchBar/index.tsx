/**
 * Wraps the local-search plugin's search bar (not ejected):
 * - the plugin hard-codes aria-label="Search" in English, and no option or translation key
 *   reaches it; this sets the Russian label once the bar is mounted;
 * - Enter with no suggestion highlighted opens /search with the query (issue #16 §4): the
 *   plugin's autocomplete (option `autoselect`) would open the top suggestion instead, and has
 *   no option for this. A highlighted suggestion still opens on Enter as before.
 * - a touch on the box starts the search worker and the index download (on a phone the touch
 *   comes a tenth of a second or so before the focus, and there is no hover to start them);
 * - what the reader types goes to the worker at once (`hintQuery`), even before the plugin's
 *   search bar has loaded its code: the worker fetches the parts of the index the query needs
 *   meanwhile, and the search bar's own request then gets that answer (issue #20 §5);
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
  onCorrection,
  startSearchWorker,
} from '@site/src/plugins/search-local/client/searchByWorker';
import './styles.css';

type Props = WrapperProps<typeof SearchBarType>;

export const SEARCH_LABEL = 'Поиск по справочнику';

const NOTE_CLASS = 'samguide-search-note';

export default function SearchBarWrapper(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const { baseUrl } = useDocusaurusContext().siteConfig;
  useEffect(() => {
    const root = ref.current;
    root?.querySelector('input')?.setAttribute('aria-label', SEARCH_LABEL);
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
    const onPointerDown = () => startSearchWorker(baseUrl);
    // Capture phase: before the search bar's own handler, whose request then reuses this one.
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement) hintQuery(baseUrl, event.target.value);
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
    // bar above it moves: measured when the box gets focus and while the page scrolls.
    const placeList = () => {
      const nav = root?.closest('nav');
      if (nav)
        document.documentElement.style.setProperty('--samguide-search-top', `${nav.getBoundingClientRect().bottom}px`);
    };
    root?.addEventListener('focusin', placeList);
    window.addEventListener('scroll', placeList, { passive: true });
    root?.addEventListener('keydown', onKeyDown, true);
    root?.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('input', onInput, true);
    return () => {
      root?.removeEventListener('input', onInput, true);
      root?.removeEventListener('keydown', onKeyDown, true);
      root?.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('focusin', placeList);
      window.removeEventListener('scroll', placeList);
      stopCorrections();
    };
  }, [history, searchPage, baseUrl]);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      <SearchBar {...props} />
    </div>
  );
}
