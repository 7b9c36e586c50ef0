/**
 * <Dated on="2025-08">на август 2025 года</Dated>: the date of one fact, written in the
 * sentence as the reader reads it. The build checks that the words name the month in `on`
 * (src/remark/validateBlocks.ts) and counts it into the page header's span of dates
 * (src/remark/pageDates.ts). On the page it is the text itself, as a machine-readable <time>.
 */
import type { ReactNode } from 'react';

export default function Dated({ on, children }: { on: string; children?: ReactNode }) {
  // `<Dated on="2023" section />`: a section's date, which its heading shows (issue #54 §1).
  if (children === undefined || children === null) return null;
  return (
    <time dateTime={on} data-dated="">
      {children}
    </time>
  );
}
