/**
 * Wrapper (not an eject): the date of the page's last edit («Страница изменена 21 нояб. 2026 г.»,
 * wording in i18n/ru/code.json). The original puts itemProp="dateModified" on its <time> with no
 * enclosing item, which the Nu HTML checker rejects; the page whose edit date it is becomes that
 * item. The date is the page's last commit, not the date of its facts (those are under the title).
 */
import type { ReactNode } from 'react';
import LastUpdated from '@theme-original/LastUpdated';
import type LastUpdatedType from '@theme/LastUpdated';
import type { WrapperProps } from '@docusaurus/types';

type Props = WrapperProps<typeof LastUpdatedType>;

export default function LastUpdatedWrapper(props: Props): ReactNode {
  return (
    <span itemScope itemType="https://schema.org/WebPage">
      <LastUpdated {...props} />
    </span>
  );
}
