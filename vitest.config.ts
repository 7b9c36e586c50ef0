import { defineConfig } from 'vitest/config';

// Unit tests: pure functions, remark plugins (input → output fixtures), data validation,
// components rendered to static HTML. The built site in a browser is Playwright's job (e2e/).
export default defineConfig({
  // The root tsconfig keeps JSX for Docusaurus ("preserve"); tests need it compiled.
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    include: ['{src,scripts,config,places,sale,data}/**/*.test.{ts,tsx,mjs}'],
    environment: 'node',
  },
});
