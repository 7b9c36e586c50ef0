/**
 * Wrapper (not an eject): adds the page's dates — «Сведения на май 2025» from the front matter
 * field `facts_date`, and «Проверено: …» from `checked` where a maintainer re-checked the page —
 * right under the page title, then renders the original content (config/freshness.ts).
 */
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Verified from '@site/src/components/Verified';
import { pageDateFields } from '@site/config/freshness';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({ children, ...props }: Props): ReactNode {
  const { frontMatter } = useDoc();
  const { facts, checked } = pageDateFields(frontMatter as Record<string, unknown>);
  return (
    <Content {...props}>
      {facts !== undefined && facts !== null && <Verified date={facts} checked={checked} variant="page" />}
      {children}
    </Content>
  );
}
