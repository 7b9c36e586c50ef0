/**
 * Test-only routes for the e2e suite, added only when SAMGUIDE_E2E_FIXTURES=1
 * (set by `npm test`). Production builds (`npm run build`, the Pages deploy) never include them.
 *   /e2e/crash — a page whose component throws, to check the Russian crash screen;
 *   /e2e/chunk-error — a page that loads a part on demand, to check a failed chunk load and its retry;
 *   /e2e/code — a code block, to check its copy button and word-wrap toggle.
 * The unlisted doc /e2e/docs/unlisted (./docs) comes from a docs instance that docusaurus.config.ts
 * adds under the same switch.
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
      actions.addRoute({
        path: '/e2e/chunk-error',
        component: path.join(__dirname, 'ChunkError.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: '/e2e/code',
        component: path.join(__dirname, 'CodeSample.tsx'),
        exact: true,
      });
    },
  };
}
