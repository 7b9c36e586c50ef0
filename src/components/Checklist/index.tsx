import type { ReactNode } from 'react';
// Interim version. The building-blocks issue adds tickable, remembered checkboxes.
export default function Checklist({ children }: { id: string; children: ReactNode }) {
  return <div>{children}</div>;
}
