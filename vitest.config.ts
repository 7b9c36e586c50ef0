import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Unit tests: pure functions, remark plugins (input → output fixtures), data validation,
// components rendered to static HTML. The built site in a browser is Playwright's job (e2e/).
export default defineConfig({
  // The root tsconfig keeps JSX for Docusaurus ("preserve"); tests need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: [
      { find: /^@site\//, replacement: `${root}/` },
      // Written by src/plugins/exchange-rates at build time; tests use the committed snapshot's numbers.
      {
        find: '@generated/samguide-exchange-rates/default/rates.json',
        replacement: `${root}/src/test/rates.fixture.json`,
      },
    ],
  },
  test: {
    include: ['{src,scripts,config,data}/**/*.test.{ts,tsx,mjs}', 'tests/content/**/*.test.ts'],
    environment: 'node',
    // A ceiling, not a wait: some tests format and evaluate a whole catalogue file, which on a busy
    // 2-core machine takes several times the default 5 s.
    testTimeout: 30_000,
    // Readable class names in server-rendered components ("checklist", not "_checklist_85f907").
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
