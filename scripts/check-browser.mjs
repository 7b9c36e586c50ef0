#!/usr/bin/env node
/** Fails early, with instructions, when the e2e suite has no Chromium to drive. */
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (process.env.CHROMIUM_PATH === '' || existsSync(path)) process.exit(0);

console.error(`Chromium не найден: ${path}
Тесты в браузере запускаются в Chromium из Debian/Ubuntu. Установите его:
  sudo apt-get install -y chromium
или укажите путь к другому Chromium: CHROMIUM_PATH=/путь/к/chromium npm test
(CHROMIUM_PATH= с пустым значением — использовать браузер, скачанный Playwright).`);
process.exit(1);
