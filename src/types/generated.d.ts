// Written at build time by src/plugins/exchange-rates (createData).
declare module '@generated/samguide-exchange-rates/default/rates.json' {
  import type { RatesData } from '@site/src/lib/money';
  const data: RatesData;
  export default data;
}
