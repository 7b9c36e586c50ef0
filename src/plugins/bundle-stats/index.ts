/**
 * SAMGUIDE_STATS=1 docusaurus build → .bench/stats.json: the client bundle's Rspack stats (chunks,
 * their files and modules), read by `node scripts/bench/bundle-report.mjs` to say what main.js and each
 * page's chunks contain. Off by default: the stats are several megabytes and cost build time.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

type Stats = { toJson(options: object): unknown };
type Compiler = { hooks: { done: { tap(name: string, fn: (stats: Stats) => void): void } } };

export default function bundleStats(context: LoadContext): Plugin {
  return {
    name: 'samguide-bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const file = path.join(context.siteDir, '.bench', 'stats.json');
      return {
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap('samguide-bundle-stats', (stats) => {
                const json = stats.toJson({
                  all: false,
                  assets: false,
                  chunks: true,
                  chunkModules: true,
                  // Concatenated modules' parts are listed too (their sizes add up to the chunk).
                  nestedModules: true,
                  dependentModules: true,
                  chunkRelations: false,
                  ids: true,
                  publicPath: true,
                });
                mkdirSync(path.dirname(file), { recursive: true });
                writeFileSync(file, JSON.stringify(json));
              });
            },
          },
        ],
      };
    },
  };
}
