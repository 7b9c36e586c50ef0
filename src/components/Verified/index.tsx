/**
 * The dates of a page (front matter `facts_date` / `checked`, shown by the DocItem/Content
 * wrapper) or of one section (<Verified date="2025-05" /> under its heading), as ONE line that fits
 * a 360 px phone (issue #27 §2): «Сведения на май 2025 · даты в тексте», or «… · старше года» when
 * the newer of facts and check is more than STALE_AFTER_MONTHS before the build.
 * Everything else folds into a native disclosure (<details>: works without JS, with the keyboard
 * and a screen reader) opened from that line:
 * - the span of the other dates marked in the text («Отдельные — от ноября 2023 до января 2026,
 *   даты указаны в тексте», collected at build by src/remark/pageDates.ts);
 * - «Проверено: …» where a maintainer re-checked the facts;
 * - on an old page, the official sites to re-check on (front matter `sources`, or the relocants'
 *   chat for pages without) and the prefilled «Сведения устарели» form.
 * With nothing to fold, the line is a plain paragraph.
 */
import type { ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { formatOtherDates, freshness, otherDates, pageSources, type Source } from '@site/config/freshness';
import { formatYearMonth, toIsoMonth } from '@site/src/lib/month';
import HelpWays from '@site/src/components/HelpWays';
import { reportPage } from './report';
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

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function ExternalLink({ href, children, source }: { href: string; children: ReactNode; source?: boolean }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-source={source ? '' : undefined}>
      {children}
      <span className="samguide-sr-only"> {NEW_TAB}</span>
    </a>
  );
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

  // The one line. Old facts say so on the line itself; otherwise it says the text carries other dates.
  const suffix = dates.stale ? 'старше года' : others ? 'даты в тексте' : dates.checked ? 'проверено' : null;
  const line = (
    <>
      Сведения на <time dateTime={toIsoMonth(dates.facts)}>{facts}</time>
      {suffix && (
        <>
          {' · '}
          <span className={clsx(dates.stale && styles.stale)}>{suffix}</span>
        </>
      )}
    </>
  );

  const details: ReactNode[] = [];
  if (others)
    details.push(
      <p key="span" data-span={`${others.from}/${others.to}`}>
        {`${capitalize(formatOtherDates(others))}.`}
      </p>,
    );
  if (dates.checked)
    details.push(
      <p key="checked">
        {'Проверено: '}
        <time dateTime={toIsoMonth(dates.checked)}>{formatYearMonth(dates.checked)}</time>.
      </p>,
    );
  if (dates.stale)
    details.push(
      <p key="stale" data-notice="">
        {sources.length > 0 ? (
          <>
            {'Прошло больше года — сверьтесь с источниками: '}
            {sources.map((source, i) => (
              <span key={source.url}>
                <ExternalLink href={source.url} source>
                  {source.label}
                </ExternalLink>
                {i < sources.length - 1 ? ', ' : '.'}
              </span>
            ))}
          </>
        ) : chatUrl && variant === 'page' ? (
          // Pages whose facts have no official source (cafés, districts, weather): the links in
          // the text and cards, and the people who live here.
          <>
            {'Прошло больше года — сверьтесь по ссылкам на странице или спросите в '}
            <ExternalLink href={chatUrl}>чате релокантов</ExternalLink>.
          </>
        ) : (
          'Прошло больше года — сверьтесь с источниками.'
        )}{' '}
        {repoUrl && (
          <HelpWays
            {...reportPage({
              pageUrl: `${siteConfig.url}${pathname}${section ? `#${section}` : ''}`,
              pageTitle: pageTitle ?? pathname,
              sectionTitle,
              facts,
            })}
          >
            Сообщить, что сведения устарели
          </HelpWays>
        )}
      </p>,
    );

  return (
    // search-ignore: the dates would otherwise open every page's first result snippet (config/search.ts).
    <div
      className={clsx('search-ignore', styles.dates, styles[variant])}
      data-facts={toIsoMonth(dates.facts)}
      data-checked={dates.checked ? toIsoMonth(dates.checked) : undefined}
      data-stale={dates.stale ? 'true' : 'false'}
    >
      {details.length > 0 ? (
        <details className={styles.disclosure}>
          <summary className={styles.line}>{line}</summary>
          <div className={styles.more}>{details}</div>
        </details>
      ) : (
        <p className={styles.line}>{line}</p>
      )}
    </div>
  );
}
