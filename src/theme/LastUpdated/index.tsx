/**
 * Replaces the original (it does not render it): the date of the page's last edit, «Правка
 * текста: 21 ноября 2026 (даты сведений — под заголовком)» (wording in i18n/ru/code.json), in
 * plain weight. The date is the page's last commit, not the date of its facts, and a reader must
 * not take it for one (issue #22): the dates of the facts are under the title.
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
import type { Props } from '@theme/LastUpdated';
import { formatUtcDay } from '@site/src/lib/month';

export default function LastUpdated({ lastUpdatedAt }: Props): ReactNode {
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
      </span>
    </span>
  );
}
