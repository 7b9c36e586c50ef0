/**
 * <Unconfirmed />: the one mark for a figure or rule the sources give without official confirmation
 * (issue #47 §6), «(не подтверждено официально)», quiet like the date tag after an amount. Once per
 * claim, right after it, and once per section at most: tests/content/editorial.ts (rule
 * `hedge-repeat`) names the page and line where it repeats. Where to check follows in the text.
 */
import styles from './styles.module.css';

export const UNCONFIRMED_TEXT = 'не подтверждено официально';

export default function Unconfirmed() {
  return (
    <span className={styles.mark} data-unconfirmed="">
      ({UNCONFIRMED_TEXT})
    </span>
  );
}
