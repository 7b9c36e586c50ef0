/**
 * Wrapper (not an eject): adds the page's dates right under the page title — how old its facts are,
 * from the dates marked in its text (`dates_in_text`, collected at build by src/remark/pageDates.ts)
 * and its change records, or «не позднее» the month of `facts_date` (issue #47 §1); «Проверено: …»
 * from `checked`; the day the text was last edited; and, for old facts, the official sites to
 * re-check them on (`sources`) — then renders the original content (config/freshness.ts).
 */
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Verified from '@site/src/components/Verified';
import PageChanges from '@site/src/components/Changes/PageChanges';
import { pageDateFields, pageSources, TEXT_DATES_FIELD } from '@site/config/freshness';
import { pageChanges } from '@site/config/changes';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({ children, ...props }: Props): ReactNode {
  const { frontMatter, metadata } = useDoc();
  const fields = frontMatter as Record<string, unknown>;
  const { facts, checked } = pageDateFields(fields);
  return (
    <Content {...props}>
      {facts !== undefined && facts !== null && (
        <Verified
          date={facts}
          checked={checked}
          variant="page"
          textDates={fields[TEXT_DATES_FIELD]}
          newsDates={pageChanges(fields).map((c) => c.date)}
          editedAt={metadata.lastUpdatedAt ?? undefined}
          sources={pageSources(fields)}
        />
      )}
      <PageChanges />
      {children}
    </Content>
  );
}
