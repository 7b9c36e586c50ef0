/**
 * «Проверено: май 2025» for a page (front matter `last_verified`, shown by the DocItem/Content
 * wrapper) or for one section (<Verified date="2025-05" /> under its heading). When the check is
 * more than STALE_AFTER_MONTHS older than the build, a polite warning asks readers to double-check
 * and to report what changed through a prefilled GitHub issue.
 */
import clsx from 'clsx';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { useLocation } from '@docusaurus/router';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { STALE_AFTER_MONTHS } from '@site/config/freshness';
import { formatYearMonth, monthsBetween, parseYearMonth, toIsoMonth } from '@site/src/lib/month';
import { ruPlural } from '@site/src/lib/plural';
import { reportIssueUrl } from './report';
import styles from './styles.module.css';

type Props = {
  date: unknown;
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

export default function Verified({ date, variant = 'section', section, sectionTitle }: Props) {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const pageTitle = useDocTitle();
  const checked = parseYearMonth(date);
  if (!checked) return null;

  const custom = siteConfig.customFields ?? {};
  const built = parseYearMonth(custom.buildMonth);
  const age = built ? monthsBetween(checked, built) : 0;
  const stale = age > STALE_AFTER_MONTHS;
  const shown = formatYearMonth(checked);
  const repoUrl = typeof custom.repoUrl === 'string' ? custom.repoUrl : undefined;
  const chatUrl = typeof custom.telegramChatUrl === 'string' ? custom.telegramChatUrl : undefined;
  const where = variant === 'page' ? 'на этой странице' : 'в этом разделе';

  return (
    <div
      className={clsx(styles.verified, styles[variant], stale && styles.stale)}
      data-verified={toIsoMonth(checked)}
      data-stale={stale ? 'true' : 'false'}
    >
      <p className={styles.mark}>
        Проверено: <time dateTime={toIsoMonth(checked)}>{shown}</time>
      </p>
      {stale && (
        <p className={styles.warning} role="note">
          Последняя проверка была {age}&nbsp;{ruPlural(age, ['месяц', 'месяца', 'месяцев'])} назад, и часть сведений{' '}
          {where} могла устареть. Сверьтесь с официальными источниками по ссылкам в тексте.{' '}
          {repoUrl && (
            <a
              href={reportIssueUrl({
                repoUrl,
                pageUrl: `${siteConfig.url}${pathname}${section ? `#${section}` : ''}`,
                pageTitle: pageTitle ?? pathname,
                sectionTitle,
                verified: shown,
                age,
              })}
              target="_blank"
              rel="noopener noreferrer"
            >
              Сообщить, что сведения устарели
            </a>
          )}
          {repoUrl && chatUrl && ' или '}
          {chatUrl && (
            <a href={chatUrl} target="_blank" rel="noopener noreferrer">
              {repoUrl ? 'написать в чат' : 'Напишите в чат'}
            </a>
          )}
          {(repoUrl || chatUrl) && '.'}
        </p>
      )}
    </div>
  );
}
