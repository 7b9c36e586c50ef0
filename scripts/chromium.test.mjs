import { describe, expect, it } from 'vitest';
import { DEBIAN_CHROMIUM, pickChromium } from './chromium.mjs';

const PW = '/home/me/.cache/ms-playwright/chromium-1200/chrome-linux/chrome';
const only =
  (...paths) =>
  (p) =>
    paths.includes(p);

describe('pickChromium', () => {
  it("prefers Debian's Chromium when it is installed", () => {
    expect(pickChromium({ env: {}, exists: only(DEBIAN_CHROMIUM, PW), playwrightPath: PW })).toEqual({
      kind: 'system',
      path: DEBIAN_CHROMIUM,
    });
  });

  it("falls back to Playwright's own Chromium without any variable (macOS, Windows)", () => {
    expect(pickChromium({ env: {}, exists: only(PW), playwrightPath: PW })).toEqual({ kind: 'playwright', path: PW });
  });

  it('reports a missing browser when neither is installed', () => {
    expect(pickChromium({ env: {}, exists: only(), playwrightPath: PW }).kind).toBe('missing');
  });

  it('CHROMIUM_PATH names another browser, or forces Playwright’s with an empty value', () => {
    expect(pickChromium({ env: { CHROMIUM_PATH: '/opt/c' }, exists: only('/opt/c'), playwrightPath: PW })).toEqual({
      kind: 'system',
      path: '/opt/c',
    });
    expect(pickChromium({ env: { CHROMIUM_PATH: '/opt/c' }, exists: only(), playwrightPath: PW }).kind).toBe('missing');
    expect(pickChromium({ env: { CHROMIUM_PATH: '' }, exists: only(DEBIAN_CHROMIUM), playwrightPath: PW }).kind).toBe(
      'playwright',
    );
  });
});
