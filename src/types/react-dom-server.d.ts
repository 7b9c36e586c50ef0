// Only the server renderer's one function our component tests use; avoids adding @types/react-dom.
declare module 'react-dom/server' {
  import type { ReactElement } from 'react';
  export function renderToStaticMarkup(element: ReactElement): string;
}
