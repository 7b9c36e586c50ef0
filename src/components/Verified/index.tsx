/**
 * The dates of a page (front matter `facts_date` / `checked`, shown by the DocItem/Content
 * wrapper) or of one section (<Verified date="2025-05" /> under its heading):
 * «Сведения на май 2025», plus «Проверено: …» only where a maintainer re-checked the facts.
 * On the page header it also states the span of the other dates marked in the text («; отдельные —
 * от ноября 2023 до января 2026, даты указаны в тексте»), collected at build (src/remark/pageDates.ts).
 * When the newer of facts and check is more than STALE_AFTER_MONTHS before the build, a quiet
 * line under the date says so, names the official sites to re-check them on (front matter
 * `sources`) and links to the prefilled «Сведения устарели» issue form.
 */
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { formatOtherDates, freshness, otherDates, pageSources, type Source } from '@site/config/freshness';
import { formatYearMonth, toIsoMonth } from '@site/src/lib/month';
import { reportIssueUrl } from './report';
import styles from './styles.module.css';

type Props = {
  /** The month the facts refer to. */
  date: unknown;
  /** The month a maintainer re-checked them, if anyone did. */
  checked?: unknown;
  variant?: 'page' | 'section';
  /** Filled in by src/remark/verifiedSections.ts: the heading this mark sits under. */
  section?: string;
  sectionTitle?: string;
  /** The page header only: dates marked in the text (front matter `dates_in_text`, derived at build). */
  textDates?: unknown;
  /** The page header only: where to re-check the facts (front matter `sources`). */
  sources?: readonly Source[];
};

const NEW_TAB = '(откроется в новой вкладке)';

/** The page title and `sources` when rendered inside a doc, otherwise undefined (never throws). */
function useDocInfo(): { title?: string; sources: Source[] } {
  try {
    const doc = useDoc();
    return { title: doc.metadata.title, sources: pageSources(doc.frontMatter as Record<string, unknown>) };
  } catch {
    return { sources: [] };
  }
}

export default function Verified({
  date,
  checked,
  variant = 'section',
  section,
  sectionTitle,
  textDates,
  sources: given,
}: Props) {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const doc = useDocInfo();
  const pageTitle = doc.title;
  // A section's notice names the page's sources too.
  const sources = given ?? doc.sources;
  const custom = siteConfig.customFields ?? {};
  const dates = freshness(date, checked, custom.buildMonth);
  if (!dates) return null;

  const facts = formatYearMonth(dates.facts);
  const others = variant === 'page' ? otherDates(date, textDates) : null;
  const repoUrl = typeof custom.repoUrl === 'string' ? custom.repoUrl : undefined;
  const chatUrl = typeof custom.telegramChatUrl === 'string' ? custom.telegramChatUrl : undefined;

  return (
    // search-ignore: the dates would otherwise open every page's first result snippet (config/search.ts).
    <div
      className={clsx('search-ignore', styles.dates, styles[variant])}
      data-facts={toIsoMonth(dates.facts)}
      data-checked={dates.checked ? toIsoMonth(dates.checked) : undefined}
      data-stale={dates.stale ? 'true' : 'false'}
    >
      <p className={styles.mark}>
        Сведения на <time dateTime={toIsoMonth(dates.facts)}>{facts}</time>
        {others && <span data-span={`${others.from}/${others.to}`}>{`; ${formatOtherDates(others)}`}</span>}
        {dates.checked && (
          <>
            {' · Проверено: '}
            <time dateTime={toIsoMonth(dates.checked)}>{formatYearMonth(dates.checked)}</time>
          </>
        )}
      </p>
      {dates.stale && (
        // One line under the date: the page's own text stays the first thing read.
        <p className={styles.notice}>
          {sources.length > 0 ? (
            <>
              {'Прошло больше года — сверьтесь с источниками: '}
              {sources.map((source, i) => (
                <span key={source.url}>
                  <a href={source.url} target="_blank" rel="noopener noreferrer" data-source="">
                    {source.label}
                    <span className="samguide-sr-only"> {NEW_TAB}</span>
                  </a>
                  {i < sources.length - 1 ? ', ' : '.'}
                </span>
              ))}
            </>
          ) : chatUrl && variant === 'page' ? (
            // Pages whose facts have no official source (cafés, districts, weather): the links in
            // the text and cards, and the people who live here.
            <>
              {'Прошло больше года — сверьтесь по ссылкам на странице или спросите в '}
              <a href={chatUrl} target="_blank" rel="noopener noreferrer">
                чате релокантов
                <span className="samguide-sr-only"> {NEW_TAB}</span>
              </a>
              .
            </>
          ) : (
            'Прошло больше года — сверьтесь с источниками.'
          )}{' '}
          {repoUrl && (
            <a
              href={reportIssueUrl({
                repoUrl,
                pageUrl: `${siteConfig.url}${pathname}${section ? `#${section}` : ''}`,
                pageTitle: pageTitle ?? pathname,
                sectionTitle,
                facts,
              })}
              target="_blank"
              rel="noopener noreferrer"
            >
              Сообщить, что сведения устарели
            </a>
          )}
        </p>
      )}
    </div>
  );
}
