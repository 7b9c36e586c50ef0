/** The 404 page as the theme renders it, plus the guide's menu on phones (issue #19 §4; src/theme/README.md). */
import type { ComponentProps } from 'react';
import Content from '@theme-original/NotFound/Content';
import MainMenu from '@site/src/components/MainMenu';

export default function NotFoundContent(props: ComponentProps<typeof Content>) {
  return (
    <>
      <MainMenu />
      <Content {...props} />
    </>
  );
}
