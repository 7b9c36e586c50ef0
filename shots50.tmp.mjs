import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.mjs';
const base = 'http://localhost:5250';
const browser = await chromium.launch(chromiumLaunchOptions);
for (const scheme of ['light', 'dark']) {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, colorScheme: scheme, deviceScaleFactor: 1 });
  await context.route(/^(?!http:\/\/localhost)/, (r) => r.abort());
  const page = await context.newPage();
  await page.goto(`${base}/sale`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  const ways = page.locator('[data-help-ways="sale"]');
  await ways.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -120));
  await page.screenshot({ path: `/tmp/wt50-shots/sale-${scheme}.png` });
  await page.goto(`${base}/changes`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: base });
  await page.getByRole('button', { name: 'Скопировать адрес ленты' }).click();
  await page.getByText('Адрес скопирован.').waitFor();
  await page.getByRole('button', { name: 'Скопировать адрес ленты' }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, -200));
  await page.screenshot({ path: `/tmp/wt50-shots/changes-${scheme}.png` });
  await page.goto(`${base}/children/kindergarten#glc-school`);
  await page.waitForSelector('html[data-has-hydrated="true"]');
  await page.locator('#glc-school p').last().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/wt50-shots/card-${scheme}.png` });
  await context.close();
}
await browser.close();
