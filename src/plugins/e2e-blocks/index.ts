/**
 * Test-only route for e2e/blocks.spec.ts, added only when SAMGUIDE_E2E_FIXTURES=1 (`npm test`);
 * production builds never include it.
 *   /e2e/blocks — <ClimateChart> drawn from made-up numbers, because the real page has no
 *   monthly data yet (see data/climate.ts) and the chart itself still needs a browser test.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function e2eBlocks(): Plugin {
  return {
    name: 'samguide-e2e-blocks',
    async contentLoaded({ actions }) {
      actions.addRoute({ path: '/e2e/blocks', component: path.join(__dirname, 'BlocksFixture.tsx'), exact: true });
    },
  };
}
