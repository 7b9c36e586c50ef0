// The two functions /map uses to render its static list off-screen (src/pages/_map/StaticList.tsx);
// avoids adding @types/react-dom.
declare module 'react-dom' {
  export function flushSync<R>(fn: () => R): R;
}

declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export interface Root {
    render(children: ReactNode): void;
    unmount(): void;
  }
  export function createRoot(container: Element | DocumentFragment): Root;
}
