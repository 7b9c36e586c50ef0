/**
 * Test-only routes for the e2e suite, added only when SAMGUIDE_E2E_FIXTURES=1
 * (set by `npm test`). Production builds (`npm run build`, the Pages deploy) never include them.
 *   /e2e/crash — a page whose component throws, to check the Russian crash screen.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function e2eFixtures(): Plugin {
  return {
    name: 'samguide-e2e-fixtures',
    async contentLoaded({ actions }) {
      actions.addRoute({
        path: '/e2e/crash',
        component: path.join(__dirname, 'Crash.tsx'),
        exact: true,
      });
    },
  };
}
