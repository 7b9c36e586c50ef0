import { defineConfig } from 'vitest/config';

// Unit tests only; the browser tests in e2e/ belong to Playwright.
export default defineConfig({
  test: {
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', 'build/**', '.docusaurus/**', 'e2e/**'],
  },
});
