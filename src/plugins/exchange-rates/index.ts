/**
 * Local plugin: fetches the CBU rates once per build and writes them to a generated JSON module.
 *
 * Why this way and not props injected by a remark plugin: MDX compilation is cached across
 * builds (Rspack persistent cache), so rates baked into compiled pages would go stale while the
 * build log claimed fresh ones. A generated module is rebuilt whenever its content changes. The
 * price tooltips' client module imports it (a few numbers) and computes a price's conversions when
 * its tooltip opens, so the pages' HTML carries none of them.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';
import logger from '@docusaurus/logger';
import { loadRates } from './rates';

/** Imported by src/components/Price/tooltips.ts as `@generated/${PLUGIN_NAME}/default/rates.json`. */
export const PLUGIN_NAME = 'samguide-exchange-rates';

export default function exchangeRatesPlugin(_context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    loadContent: () =>
      loadRates({
        offline: Boolean(process.env.SAMGUIDE_RATES_OFFLINE),
        warn: (message) => logger.warn(message),
        info: (message) => logger.info(message),
      }),
    async contentLoaded({ content, actions }) {
      await actions.createData('rates.json', JSON.stringify(content));
    },
  };
}
