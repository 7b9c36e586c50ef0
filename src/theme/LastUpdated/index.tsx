/**
 * Replaces the original (it does not render it): the date of the page's last edit, worded so that
 * nobody takes it for the date of the facts (issues #22, #27 §2): «Текст страницы правили
 * 21 ноября 2026; сведения в нём — на май 2025». The edit date is the page's last commit (a typo,
 * a link); the month of the facts (front matter `facts_date`) stands right beside it. The first
 * half is a translation in i18n/ru/code.json; plain weight.
 * - The original formats the date with `Intl.DateTimeFormat` while the page hydrates; creating
 *   that formatter loads the locale's calendar data, one of the largest single costs of a page
 *   load on a phone (issue #11 §1). The date is written with the shared month names
 *   (src/lib/month.ts), in UTC like the original.
 * - The original puts itemProp="dateModified" on its <time> with no enclosing item, which the Nu
 *   HTML checker rejects; the page whose edit date it is becomes that item.
 */
import type { ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import type { Props } from '@theme/LastUpdated';
import { pageDateFields } from '@site/config/freshness';
import { formatUtcDay, formatYearMonth, parseYearMonth, toIsoMonth } from '@site/src/lib/month';

/** The month of the page's facts, when rendered inside a doc that has one (never throws). */
function useFactsMonth() {
  try {
    const doc = useDoc();
    return parseYearMonth(pageDateFields(doc.frontMatter as Record<string, unknown>).facts);
  } catch {
    return null;
  }
}

export default function LastUpdated({ lastUpdatedAt }: Props): ReactNode {
  const facts = useFactsMonth();
  if (!lastUpdatedAt) return null;
  const date = new Date(lastUpdatedAt);
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <span className={ThemeClassNames.common.lastUpdated}>
        <Translate
          id="theme.lastUpdated.lastUpdatedAtBy"
          values={{
            atDate: (
              <>
                {' '}
                <time dateTime={date.toISOString()} itemProp="dateModified">
                  {formatUtcDay(date)}
                </time>
              </>
            ),
            byUser: '',
          }}
        >
          {'Last updated{atDate}{byUser}'}
        </Translate>
        {facts && (
          <>
            {'; сведения в нём — на '}
            <time dateTime={toIsoMonth(facts)}>{formatYearMonth(facts)}</time>
          </>
        )}
      </span>
    </span>
  );
}
