/**
 * Ejected from @easyops-cn/docusaurus-search-local (its SearchPage), trimmed to what this site uses
 * (one search context, no highlighting on the target page). Wrapping could not do what /search needs:
 * - a <main> landmark around the page's content (axe `landmark-one-main`, `region`): the plugin renders
 *   its content straight inside <Layout>, which has no <main>;
 * - no layout shift while the index loads (issue #11): the status line keeps its height and the
 *   results area reserves the screen, so the footer never jumps up and back;
 * - a Russian description and input label, which the plugin hard-codes or leaves out;
 * - the index download starts with the page (a preload in the served HTML), not after the page's
 *   code has run: the results of a shared /search?q= link come that much sooner (issue #11).
 * - results grouped under their page, and the count is of pages (issue #20 §4); a query read on the
 *   other keyboard layout says so («Показаны результаты по запросу «виза»»).
 * The search itself is still the plugin's worker (searchByWorker), so ranking and the index stay shared.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type { PluginResult as SearchResult } from '@site/src/plugins/search-local/results';
import LoadingRing from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/LoadingRing/LoadingRing';
import { highlight } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import { highlightStemmed } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import { getStemmedPositions } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import {
  correctionText,
  fetchIndexesByWorker,
  searchByWorker,
  searchIndexUrl,
} from '@site/src/plugins/search-local/client/searchByWorker';
import MainMenu from '@site/src/components/MainMenu';
import styles from './styles.module.css';

export const SEARCH_PAGE_DESCRIPTION =
  'Поиск по справочнику для тех, кто переезжает в Самарканд: виза и регистрация, жильё, связь, банки, врачи, дети, покупки и места на карте.';

/** Result types of the plugin's index (shared/interfaces: SearchDocumentType). */
const TITLE = 0;
const CONTENT = 4;

/** The query lives in ?q= so that a results page can be shared and reloaded. */
function useQueryParam(): [string, (q: string) => void] {
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const value = isBrowser ? (new URLSearchParams(location.search).get('q') ?? '') : '';
  const update = (q: string) => {
    const params = new URLSearchParams(location.search);
    if (q) params.set('q', q);
    else params.delete('q');
    history.replace({ search: params.toString() });
  };
  return [value, update];
}

export default function SearchPage(): ReactNode {
  return (
    <Layout description={SEARCH_PAGE_DESCRIPTION}>
      <MainMenu />
      <SearchPageContent />
    </Layout>
  );
}

function SearchPageContent() {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const { selectMessage } = usePluralForm();
  const [queryParam, setQueryParam] = useQueryParam();
  const [query, setQuery] = useState(queryParam);
  const [results, setResults] = useState<SearchResult[]>();
  const [ready, setReady] = useState(false);

  // The query arrives from the URL only after hydration (the server has no query string).
  useEffect(() => {
    if (queryParam !== query) setQuery(queryParam);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- follow the URL, not our own edits
  }, [queryParam]);

  useEffect(() => {
    fetchIndexesByWorker(baseUrl, '').then(() => setReady(true));
  }, [baseUrl]);

  useEffect(() => {
    let current = true;
    if (!query) setResults(undefined);
    else searchByWorker(baseUrl, '', query, 100).then((found) => current && setResults(found));
    return () => {
      current = false;
    };
  }, [query, baseUrl]);

  const title = useMemo(
    () =>
      query
        ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
        : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' }),
    [query],
  );

  const groups = useMemo(() => groupByPage(results ?? []), [results]);
  const corrected = results?.[0]?.corrected;

  let status: ReactNode = null;
  if (query && (!ready || !results)) status = <LoadingRing />;
  else if (groups.length > 0)
    // Pages, not results: a page with three matching sections is one page found (issue #20 §4).
    status = [
      selectMessage(
        groups.length,
        translate(
          { id: 'theme.SearchPage.documentsFound.plurals', message: '1 document found|{count} documents found' },
          { count: groups.length },
        ),
      ),
      corrected ? ` — ${correctionText(corrected)}` : '',
    ].join('');
  else if (results) status = translate({ id: 'theme.SearchPage.noResultsText', message: 'No documents were found' });

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      {/*
        The search client's fetch() takes over this download: same URL, same CORS mode. In the body,
        not in <Head>: during hydration react-helmet removes its head tags and inserts new ones once
        every <Head> has rendered, and the re-inserted preload was a second download of the index
        whenever the fetch had already taken the first one. React keeps this element as it is.
      */}
      <link rel="preload" href={searchIndexUrl(baseUrl)} as="fetch" crossOrigin="anonymous" />
      <Head>
        {/* A results page is not a page of the guide: keep it out of search engines. */}
        <meta name="robots" content="noindex, follow" />
        <title>{title}</title>
      </Head>
      <h1>{title}</h1>
      <input
        type="search"
        name="q"
        className={styles.input}
        aria-label={translate({ id: 'theme.SearchPage.inputLabel', message: 'Search query' })}
        value={query}
        autoComplete="off"
        onChange={(event) => {
          setQuery(event.target.value);
          setQueryParam(event.target.value);
        }}
      />
      {/* Always present and of a fixed height: the ring, the count or «nothing found» swap in place. */}
      <div className={styles.status} role="status">
        {status}
      </div>
      <section className={styles.results}>
        {groups.map((group) => (
          <PageGroup key={group.url} group={group} />
        ))}
      </section>
    </main>
  );
}

interface Group {
  url: string;
  title: string;
  /** the page's own result (its title matched), if any */
  page?: SearchResult;
  sections: SearchResult[];
}

/** Results grouped under their page, pages in the order of their best result. */
function groupByPage(results: readonly SearchResult[]): Group[] {
  const groups = new Map<string, Group>();
  for (const result of results) {
    const url = result.document.u;
    let group = groups.get(url);
    if (!group) groups.set(url, (group = { url, title: result.pageTitle, sections: [] }));
    if (result.type === TITLE) group.page = result;
    else group.sections.push(result);
  }
  return [...groups.values()];
}

function PageGroup({ group }: { group: Group }) {
  const { page } = group;
  const tokens = page?.tokens ?? group.sections[0]?.tokens ?? [];
  return (
    <article className={styles.item}>
      <h2>
        <Link
          to={group.url}
          dangerouslySetInnerHTML={{
            __html: page
              ? highlightStemmed(page.document.t, getStemmedPositions(page.metadata, 't'), tokens, 200)
              : highlight(group.title, tokens),
          }}
        />
      </h2>
      {group.sections.length > 0 && (
        <ul className={styles.sections}>
          {group.sections.map((result) => (
            <SectionItem key={result.document.i} result={result} />
          ))}
        </ul>
      )}
    </article>
  );
}

function SectionItem({ result: { document, type, tokens, metadata } }: { result: SearchResult }) {
  const isContent = type === CONTENT;
  // A text match is named by its section (or the page's label, for the text under the title).
  const heading = isContent ? (document.s ?? '') : document.t;
  return (
    <li>
      <Link
        to={document.u + (document.h ?? '')}
        dangerouslySetInnerHTML={{
          __html: isContent
            ? highlight(heading, tokens)
            : highlightStemmed(heading, getStemmedPositions(metadata, 't'), tokens, 200),
        }}
      />
      {isContent && (
        <p
          className={styles.summary}
          dangerouslySetInnerHTML={{
            __html: highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 200),
          }}
        />
      )}
    </li>
  );
}
