/**
 * V8's explicit compile hint on main.js (issue #31): a first line `//# allFunctionsCalledOnLoad`
 * tells Chrome (136 and later) to compile every function of the file eagerly, on the background
 * thread that already streams and parses the script while it downloads.
 *
 * Without it, V8 compiles each function lazily, on the main thread, the first time it runs: almost
 * all of main.js (React DOM, the router, Docusaurus's client) runs during the load, so that compile
 * sat inside the long task that evaluates main.js. Route chunks are left alone: much of their code
 * runs only on some pages or on a tap, and eager compilation costs memory. Other browsers read the
 * line as a comment.
 *
 * The banner is added after minification (which would strip it) and before the content hash is
 * computed, so the file name still matches its bytes.
 */
import type { Plugin } from '@docusaurus/types';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The entry bundle's file, e.g. assets/js/main.8b3efed7.js. */
export const MAIN_BUNDLE = /(^|\/)main\.[0-9a-f]+\.js$/;

export default function compileHints(): Plugin {
  return {
    name: 'samguide-compile-hints',
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const { BannerPlugin, Compilation } = currentBundler.instance;
      return {
        plugins: [
          new BannerPlugin({
            banner: COMPILE_HINT,
            raw: true,
            include: MAIN_BUNDLE,
            // After PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE (minification), before OPTIMIZE_HASH.
            stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
          }),
        ],
      };
    },
  };
}
