/**
 * <Price sum="82400" /> → «82 400 сум»; <Price sum="30000" to="50000" /> → «30 000–50 000 сум».
 * Hover, keyboard focus or a tap shows the amount in USD, EUR, RUB and KZT at the Central Bank
 * of Uzbekistan's rate of the build (src/plugins/exchange-rates). A toggletip: the sum is a
 * button; while the tooltip is open, the button is described by it.
 *
 * Static markup only, and no tooltip in it: a page can hold dozens of prices, and their
 * conversions would be text in every page's HTML (and in the search index). The price carries its
 * amounts in data attributes; one client module for all prices (src/clientModules/priceTooltips.ts)
 * builds the one tooltip on demand from them, opens it on hover, keyboard focus or a tap, and keeps
 * it on screen.
 */
import clsx from 'clsx';
import DateTag from '@site/src/components/DateTag';
import { formatSum, parseSum, NBSP } from '@site/src/lib/money';
import { PRICE_ATTRIBUTE } from './tooltips';
import styles from './styles.module.css';

type Props = {
  sum: string | number;
  to?: string | number;
  /** An extra line in the tooltip (Brv explains the БРВ amount there). */
  note?: string;
  /**
   * When the amount was so (issue #47 §2): «2023», «2024-09», «2024-09-23». Shown right after the sum
   * as a muted tag («1 400 сум · 2023»). In Markdown the build fills it in from a <Dated> in the same
   * sentence or paragraph and fails when it cannot (src/remark/priceDates.ts).
   */
  asOf?: string;
  /** `asOf` is only when the source last changed: «· не позднее июня 2026». */
  notAfter?: boolean;
  /**
   * What the sum is per, read with it: «в год», «за ночь» → «100 000 000 сум в год · 2025». The tag
   * then follows the whole phrase instead of cutting it (issue #54 §1).
   */
  unit?: string;
  /**
   * Set by the build, not by authors: the date is already in view, in the same sentence
   * («(на январь 2023 года)») or once in the table column's header, so the tag is not repeated.
   */
  dateIn?: 'sentence' | 'header';
};

export default function Price({ sum, to, note, asOf, notAfter, unit, dateIn }: Props) {
  const from = parseSum(sum);
  const until = to === undefined ? undefined : parseSum(to);
  // The build rejects malformed amounts in Markdown; from code, show what was given.
  if (from === null || until === null)
    return <span>{`${String(sum)}${to === undefined ? '' : `–${String(to)}`}${NBSP}сум`}</span>;

  const data = {
    [PRICE_ATTRIBUTE]: from,
    'data-to': until,
    'data-note': note,
    'data-as-of': asOf,
    'data-date-in': asOf ? dateIn : undefined,
  };
  return (
    <span className={clsx(styles.price, asOf && !dateIn && styles.dated)} {...data}>
      <button type="button" className={styles.sum}>
        {formatSum(from, until)}
      </button>
      {unit && ` ${unit}`}
      {asOf && !dateIn && (
        <>
          {' '}
          <DateTag asOf={asOf} notAfter={notAfter} />
        </>
      )}
    </span>
  );
}
