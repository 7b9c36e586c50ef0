import { defineConfig } from 'vitest/config';

// Unit tests: pure functions, remark plugins (input → output fixtures), data validation.
// The built site in a browser is Playwright's job (e2e/).
export default defineConfig({
  test: {
    include: ['{src,scripts,config,places,sale,data}/**/*.test.{ts,tsx,mjs}'],
    environment: 'node',
  },
});
