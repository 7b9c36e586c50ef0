/**
 * The dates of a page (shown by the DocItem/Content wrapper) or of one section (<Verified
 * date="2025-05" /> under its heading), as one short line (issue #27 §2).
 * A page's line says how old its facts are, from the dates its text carries (issue #47 §1,
 * config/freshness.ts `factsAge`): «Сведения 2022–2024 годов и новости до января 2026», or «Сведения
 * не позднее мая 2025 года» when only the sources' edit month (`facts_date`) is known; «· старше
 * года» when the newest of them is more than STALE_AFTER_MONTHS before the build.
 * Everything else folds into a native disclosure (<details>: works without JS, with the keyboard
 * and a screen reader) opened from that line:
 * - without dates in the text, what the «не позднее» month is;
 * - «Проверено: …» where a maintainer re-checked the facts;
 * - the day the page's text was last edited (only here: it is not a date of the facts);
 * - on an old page, the official sites to re-check on (front matter `sources`, or the relocants'
 *   chat for pages without) and the prefilled «Сведения устарели» form.
 * With nothing to fold, the line is a plain paragraph.
 */
import { Fragment, type ReactNode } from 'react';
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { factsAge, factsAgeParts, formatFactsAge, freshness, pageSources, type Source } from '@site/config/freshness';
import { formatUtcDay, formatYearMonth, toIsoMonth } from '@site/src/lib/month';
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
  /** The page header only: the dates of the page's change records (its news). */
  newsDates?: readonly string[];
  /** The page header only: when the page's text was last edited (ms, from git). */
  editedAt?: number;
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

/** «в мае 2025 года»: months in the prepositional case. */
const MONTHS_IN = [
  'январе',
  'феврале',
  'марте',
  'апреле',
  'мае',
  'июне',
  'июле',
  'августе',
  'сентябре',
  'октябре',
  'ноябре',
  'декабре',
];

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
  newsDates,
  editedAt,
  sources: given,
}: Props) {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const doc = useDocInfo();
  const pageTitle = doc.title;
  // A section's notice names the page's sources too.
  const sources = given ?? doc.sources;
  const custom = siteConfig.customFields ?? {};
  const own = freshness(date, checked, custom.buildMonth);
  if (!own) return null;
  const page = variant === 'page' ? factsAge(date, checked, custom.buildMonth, textDates, newsDates) : null;
  const dates = page ? { ...own, age: page.age, stale: page.stale } : own;

  // What the header states, also the «Сведения устарели» form's field.
  // A section's own month is a fact's date, in the date grammar's form («на май 2025 года»).
  const facts = page ? formatFactsAge(page) : `Сведения на ${formatYearMonth(dates.facts)}\u00a0года`;
  const repoUrl = typeof custom.repoUrl === 'string' ? custom.repoUrl : undefined;
  const chatUrl = typeof custom.telegramChatUrl === 'string' ? custom.telegramChatUrl : undefined;

  // The one line. Old facts say so on the line itself.
  const suffix = dates.stale ? 'старше года' : dates.checked ? 'проверено' : null;
  const line = (
    <>
      {page ? (
        <span data-span={page.span ? `${page.span.from}/${page.span.to}` : undefined} data-news={page.newsTo}>
          {factsAgeParts(page).map((part, i) => (
            <Fragment key={part}>
              {i > 0 && ' '}
              <span className={styles.part}>{part}</span>
            </Fragment>
          ))}
        </span>
      ) : (
        <>
          Сведения на <time dateTime={toIsoMonth(dates.facts)}>{formatYearMonth(dates.facts)}</time>
          {'\u00a0года'}
        </>
      )}
      {suffix && (
        <>
          {' · '}
          <span className={clsx(styles.part, dates.stale && styles.stale)}>{suffix}</span>
        </>
      )}
    </>
  );

  const details: ReactNode[] = [];
  if (page && !page.span)
    details.push(
      <p key="not-after" data-not-after={toIsoMonth(page.notAfter)}>
        {`Своих дат у этих сведений нет: источник, откуда они взяты, последний раз правили в ${MONTHS_IN[page.notAfter.month - 1]} ${page.notAfter.year}\u00a0года.`}
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

  if (page && editedAt) {
    const edited = new Date(editedAt);
    // The page becomes the item whose edit date this is (the Nu HTML checker rejects a bare itemProp).
    details.push(
      <p key="edited" itemScope itemType="https://schema.org/WebPage" data-edited="">
        {'Текст страницы правили '}
        <time dateTime={edited.toISOString()} itemProp="dateModified">
          {formatUtcDay(edited)}
        </time>
        {' — это дата правки текста, а не сведений.'}
      </p>,
    );
  }

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
