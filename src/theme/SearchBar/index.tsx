/**
 * Wraps the local-search plugin's search bar (not ejected).
 * The plugin hard-codes aria-label="Search" in English, and no option or
 * translation key reaches it; this sets the Russian label once the bar is mounted.
 */
import { useEffect, useRef } from 'react';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof SearchBarType>;

export const SEARCH_LABEL = 'Поиск по справочнику';

export default function SearchBarWrapper(props: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('input')?.setAttribute('aria-label', SEARCH_LABEL);
  }, []);
  return (
    <div ref={ref} style={{ display: 'contents' }}>
      <SearchBar {...props} />
    </div>
  );
}
