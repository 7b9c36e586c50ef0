/**
 * Which Chromium the e2e suite and the scripts drive, in this order:
 *  1. the one CHROMIUM_PATH names (CHROMIUM_PATH= with an empty value forces Playwright's own build);
 *  2. Debian's /usr/bin/chromium (this project's machines and CI);
 *  3. Playwright's own Chromium, if `npx playwright install chromium` put one on this machine
 *     (a contributor on macOS or Windows, GitHub's runner) — no variable needed.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Pure choice, so that a unit test can walk through every case. */
export function pickChromium({ env = process.env, exists = existsSync, playwrightPath } = {}) {
  if (env.CHROMIUM_PATH !== undefined) {
    if (env.CHROMIUM_PATH === '') return { kind: 'playwright', path: playwrightPath };
    return { kind: exists(env.CHROMIUM_PATH) ? 'system' : 'missing', path: env.CHROMIUM_PATH };
  }
  if (exists(DEBIAN_CHROMIUM)) return { kind: 'system', path: DEBIAN_CHROMIUM };
  if (playwrightPath && exists(playwrightPath)) return { kind: 'playwright', path: playwrightPath };
  return { kind: 'missing', path: DEBIAN_CHROMIUM };
}

function playwrightChromiumPath() {
  try {
    return chromium.executablePath();
  } catch {
    return undefined; // this Playwright version knows no build for the platform
  }
}

export const CHROMIUM = pickChromium({ playwrightPath: playwrightChromiumPath() });

export const chromiumLaunchOptions = {
  // undefined = Playwright's own build.
  executablePath: CHROMIUM.kind === 'system' ? CHROMIUM.path : undefined,
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
