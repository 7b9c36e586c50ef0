import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // React 18's automatic JSX runtime, as Docusaurus compiles it.
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
    include: ['src/**/*.test.{ts,tsx}', 'config/**/*.test.ts', 'scripts/**/*.test.{ts,mjs}', 'places/**/*.test.ts'],
    environment: 'node',
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
