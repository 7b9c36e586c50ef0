/**
 * <Brv value="0.2" /> (or "0,2") → «0,2 БРВ = 82 400 сум», the sum being a <Price> with
 * its currency tooltip. The БРВ amount lives in config/brv.ts.
 */
import { BRV } from '@site/config/brv';
import { brvToSum, formatBrvValue } from '@site/src/lib/brv';
import { formatNumber, NBSP } from '@site/src/lib/money';
import Price from '@site/src/components/Price';
import { MONTHS_GENITIVE } from '@site/src/lib/month';

/** '2025-08-01' → «1 августа 2025 года». */
function formatDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day}${NBSP}${MONTHS_GENITIVE[month - 1]} ${year}${NBSP}года`;
}

export const BRV_NOTE = `1${NBSP}БРВ = ${formatNumber(BRV.amount)}${NBSP}сум с${NBSP}${formatDay(BRV.since)}`;

export default function Brv({ value }: { value: string | number }) {
  const shown = formatBrvValue(value);
  const sum = brvToSum(value);
  if (shown === null || sum === null) return <span>{`${String(value)}${NBSP}БРВ`}</span>;
  return (
    <span>
      {shown}
      {NBSP}
      <abbr title="базовая расчётная величина">БРВ</abbr>
      {`${NBSP}= `}
      <Price sum={sum} note={BRV_NOTE} asOf={BRV.since} />
    </span>
  );
}
