/**
 * The price tooltips (src/components/Price/tooltips.ts), installed once for the whole site before
 * hydration: <Price> itself is static markup without its tooltip, however many a page holds; the
 * one tooltip is built here on demand from the price's data attributes and the build's rates.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { installPriceTooltips } from '@site/src/components/Price/tooltips';

if (ExecutionEnvironment.canUseDOM) installPriceTooltips(document);
