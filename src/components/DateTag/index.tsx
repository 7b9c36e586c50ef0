/**
 * <DateTag asOf="2023" />: the muted «· 2023» after an amount, old opening hours or a table
 * header (src/lib/dateTag.ts says which forms there are). Static markup; `data-as-of` lets tests
 * and scripts read the date of the number it follows.
 */
import clsx from 'clsx';
import { formatDateTag } from '@site/src/lib/dateTag';
import styles from './styles.module.css';

type Props = {
  asOf: string;
  /** Words before the date where the number alone would not say what is dated («часы»). */
  label?: string;
  /** The date is only when a source last changed: «не позднее июня 2026». */
  notAfter?: boolean;
  /**
   * «(часы не позднее июня 2026)», with no space of its own: for a tag that may start a line (after
   * the «Открыто сейчас» badge or a filter's words on a phone), where « · » would open the line.
   * The caller puts a space before it, so that a narrow line breaks there and not inside the tag.
   * One element, no <time>: it stands in long lists (/map, /purchases/grocery), each element counted
   * (tests/e2e/main-thread.spec.ts); `data-as-of` keeps the date readable by scripts.
   */
  brackets?: boolean;
  /** Where the tag shows only beside something else (recent hours' tag beside «Открыто сейчас»). */
  className?: string;
};

export default function DateTag({ asOf, label, notAfter, brackets, className }: Props) {
  const words = label ? `${label} ` : '';
  const attributes = {
    className: clsx(styles.tag, className),
    'data-as-of': asOf,
    'data-not-after': notAfter ? '' : undefined,
  };
  if (brackets) return <span {...attributes}>{`(${words}${formatDateTag(asOf, notAfter)})`}</span>;
  return (
    <span {...attributes}>
      {` · ${words}`}
      <time dateTime={asOf}>{formatDateTag(asOf, notAfter)}</time>
    </span>
  );
}
