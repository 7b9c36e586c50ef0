/**
 * Wrapper (not an eject): adds the page-level «Проверено: май 2025» mark from the front matter
 * field `last_verified` right under the page title, then renders the original content.
 */
import type { ReactNode } from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type { WrapperProps } from '@docusaurus/types';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Verified from '@site/src/components/Verified';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper({ children, ...props }: Props): ReactNode {
  const { frontMatter } = useDoc();
  const lastVerified = (frontMatter as { last_verified?: unknown }).last_verified;
  return (
    <Content {...props}>
      {lastVerified !== undefined && lastVerified !== null && <Verified date={lastVerified} variant="page" />}
      {children}
    </Content>
  );
}
