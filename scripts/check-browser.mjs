#!/usr/bin/env node
/** Fails early, with instructions, when the e2e suite has no Chromium to drive. */
import { CHROMIUM } from './chromium.mjs';

if (CHROMIUM.kind !== 'missing') process.exit(0);

console.error(`Chromium не найден${process.env.CHROMIUM_PATH ? `: ${CHROMIUM.path}` : ''}.
Тесты в браузере запускаются в Chromium. Подойдёт любой из двух:
  • Chromium из Debian/Ubuntu: sudo apt-get install -y chromium
  • браузер Playwright (macOS, Windows, другие Linux): npx playwright install chromium
Другой Chromium можно указать явно: CHROMIUM_PATH=/путь/к/chromium npm test`);
process.exit(1);
