#!/usr/bin/env node
/** Fails early, with instructions, when the e2e suite has no Chromium to drive. */
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

if (CHROMIUM_PATH === '' || existsSync(CHROMIUM_PATH)) process.exit(0);

console.error(`Chromium не найден: ${CHROMIUM_PATH}
Тесты в браузере запускаются в Chromium из Debian/Ubuntu. Установите его:
  sudo apt-get install -y chromium
или укажите путь к другому Chromium: CHROMIUM_PATH=/путь/к/chromium npm test
(CHROMIUM_PATH= с пустым значением — использовать браузер, скачанный Playwright).`);
process.exit(1);
