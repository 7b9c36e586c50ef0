/**
 * The dates of a page (front matter `facts_date` / `checked`, shown by the DocItem/Content
 * wrapper) or of one section (<Verified date="2025-05" /> under its heading):
 * «Сведения на май 2025», plus «Проверено: …» only where a maintainer re-checked the facts.
 * When the newer of the two is more than STALE_AFTER_MONTHS before the build, one quiet line
 * under the date says so and links to the prefilled «Сведения устарели» issue form (the chat is
 * in the footer of every page).
 */
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { freshness } from '@site/config/freshness';
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
};

/** The page title when rendered inside a doc, otherwise undefined (never throws). */
function useDocTitle(): string | undefined {
  try {
    return useDoc().metadata.title;
  } catch {
    return undefined;
  }
}

export default function Verified({ date, checked, variant = 'section', section, sectionTitle }: Props) {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const pageTitle = useDocTitle();
  const custom = siteConfig.customFields ?? {};
  const dates = freshness(date, checked, custom.buildMonth);
  if (!dates) return null;

  const facts = formatYearMonth(dates.facts);
  const repoUrl = typeof custom.repoUrl === 'string' ? custom.repoUrl : undefined;

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
          Прошло больше года — сверьтесь с источниками.{' '}
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
