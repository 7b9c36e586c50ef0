/**
 * <DateTag asOf="2023" />: the muted «· 2023» after an amount, old opening hours or a table
 * header (src/lib/dateTag.ts says which forms there are). Static markup; `data-as-of` lets tests
 * and scripts read the date of the number it follows.
 */
import { formatDateTag } from '@site/src/lib/dateTag';
import styles from './styles.module.css';

type Props = {
  asOf: string;
  /** Words before the date where the number alone would not say what is dated («часы»). */
  label?: string;
  /** The date is only when a source last changed: «не позднее июня 2026». */
  notAfter?: boolean;
};

export default function DateTag({ asOf, label, notAfter }: Props) {
  return (
    <span className={styles.tag} data-as-of={asOf} data-not-after={notAfter ? '' : undefined}>
      {` · ${label ? `${label} ` : ''}`}
      <time dateTime={asOf}>{formatDateTag(asOf, notAfter)}</time>
    </span>
  );
}
