/**
 * <Price sum="82400" /> → «82 400 сум»; <Price sum="30000" to="50000" /> → «30 000–50 000 сум».
 * Hover, keyboard focus or a tap shows the amount in USD, EUR, RUB and KZT at the Central Bank
 * of Uzbekistan's rate of the build (src/plugins/exchange-rates). A toggletip: the sum is a
 * button described by the tooltip.
 *
 * Static markup only: a page can hold dozens of prices, so none of them has state, effects or
 * listeners of its own. Without JavaScript the tooltip opens on hover and keyboard focus (CSS);
 * with it, one client module for all prices (src/clientModules/priceTooltips.ts) lets a tap toggle
 * it, Escape close it, and keeps it on screen even inside a scrolling table.
 */
import { useId } from 'react';
import clsx from 'clsx';
import buildRates from '@generated/samguide-exchange-rates/default/rates.json';
import { convert, formatSum, parseSum, NBSP, type RatesData } from '@site/src/lib/money';
import styles from './styles.module.css';

type Props = {
  sum: string | number;
  to?: string | number;
  /** An extra line in the tooltip (Brv explains the БРВ amount there). */
  note?: string;
  /** Tests pass their own; pages get the build's rates. */
  rates?: RatesData;
};

export default function Price({ sum, to, note, rates = buildRates }: Props) {
  // An id is computed during render, identically on the server and the client: no effect, no state.
  const id = useId();
  const from = parseSum(sum);
  const until = to === undefined ? undefined : parseSum(to);
  // The build rejects malformed amounts in Markdown; from code, show what was given.
  if (from === null || until === null)
    return <span>{`${String(sum)}${to === undefined ? '' : `–${String(to)}`}${NBSP}сум`}</span>;

  const conversions = convert(from, until, rates);
  return (
    <span className={styles.price} data-price="">
      <button type="button" className={styles.sum} aria-describedby={id}>
        {formatSum(from, until)}
      </button>
      <span id={id} role="tooltip" className={styles.tip}>
        {conversions.length > 0 && rates.date ? (
          <>
            <span className={styles.rows}>
              {conversions.map((c, i) => (
                <span key={c.code} className={styles.row}>
                  {c.text}
                  {/* Screen readers get commas between the amounts; the eye gets a grid. */}
                  {i < conversions.length - 1 && <span className="samguide-sr-only">, </span>}
                </span>
              ))}
            </span>
            <span className={clsx(styles.line, styles.muted)}>по курсу ЦБ Узбекистана на {rates.date}</span>
          </>
        ) : (
          <span className={styles.line}>Курс валют для этой сборки сайта недоступен.</span>
        )}
        {note && <span className={clsx(styles.line, styles.muted)}>{note}</span>}
      </span>
    </span>
  );
}
