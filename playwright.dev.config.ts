import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';

/**
 * The editors' loop (issue #57): `npm start` serves the guide in development. The dev server runs
 * on a copy of the site (scripts/dev-copy.mjs), so that it can compile while `npm test` builds the
 * production site, and tests/dev/dev-server.spec.ts edits a page of the copy, never the working tree.
 */
export const DEV_PORT = Number(process.env.SAMGUIDE_DEV_PORT ?? 3317);
export const DEV_COPY = path.join(os.tmpdir(), `samguide-dev-${DEV_PORT}`);

export default defineConfig({
  testDir: './tests/dev',
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  timeout: 120_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: `http://127.0.0.1:${DEV_PORT}`,
    locale: 'ru-RU',
    timezoneId: 'Asia/Samarkand',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromiumLaunchOptions } }],
  webServer: {
    command: `node scripts/dev-copy.mjs ${DEV_COPY} ${DEV_PORT}`,
    // The dev server answers once its first compile is done (README: within 4 minutes on 2 cores).
    url: `http://127.0.0.1:${DEV_PORT}/samarkand/visa`,
    reuseExistingServer: false,
    timeout: 240_000,
    // The build's exchange-rate snapshot, as in `npm test`: the network is closed there. No persistent
    // Rspack cache: the copy's node_modules is the site's, whose cache the production build is writing.
    env: { SAMGUIDE_RATES_OFFLINE: '1', DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
