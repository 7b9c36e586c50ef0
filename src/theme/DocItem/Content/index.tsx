/**
 * Wrapper (not an eject): adds the page's dates — «Сведения на май 2025» from the front matter
 * field `facts_date`, and «Проверено: …» from `checked` where a maintainer re-checked the page —
 * right under the page title, with the span of the other dates marked in the text (`dates_in_text`,
 * collected at build by src/remark/pageDates.ts) and, for old facts, the official sites to re-check
 * them on (`sources`); then renders the original content (config/freshness.ts).
 */
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Verified from '@site/src/components/Verified';
import PageChanges from '@site/src/components/Changes/PageChanges';
import { pageDateFields, pageSources, TEXT_DATES_FIELD } from '@site/config/freshness';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({ children, ...props }: Props): ReactNode {
  const { frontMatter } = useDoc();
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
          sources={pageSources(fields)}
        />
      )}
      <PageChanges />
      {children}
    </Content>
  );
}
