/**
 * How the e2e suite and the scripts start Chromium: Debian's build at /usr/bin/chromium, or the one
 * CHROMIUM_PATH names. CHROMIUM_PATH= (empty) means Playwright's own browser (GitHub's runner).
 */
import { existsSync } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: CHROMIUM_PATH && existsSync(CHROMIUM_PATH) ? CHROMIUM_PATH : undefined,
  // The network here is closed: keep Chromium from phoning home at start.
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
