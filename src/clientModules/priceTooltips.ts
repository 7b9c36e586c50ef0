/**
 * The price tooltips' behaviour (src/components/Price/tooltips.ts), installed once for the whole
 * site before hydration: <Price> itself is static markup, however many a page holds.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { installPriceTooltips } from '@site/src/components/Price/tooltips';

if (ExecutionEnvironment.canUseDOM) installPriceTooltips(document);
