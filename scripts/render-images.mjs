#!/usr/bin/env node
/**
 * Renders the site's raster images from their SVG sources with Chromium:
 * favicons, the apple-touch icon, manifest icons and the default share image.
 * The PNGs are committed; run this after changing static/img/logo.svg or static/img/source/*.svg.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { chromiumLaunchOptions } from './chromium.mjs';

const jobs = [
  { svg: 'static/img/logo.svg', out: 'static/img/favicon-32.png', width: 32, height: 32 },
  { svg: 'static/img/logo.svg', out: 'static/img/apple-touch-icon.png', width: 180, height: 180 },
  { svg: 'static/img/logo.svg', out: 'static/img/icon-192.png', width: 192, height: 192 },
  { svg: 'static/img/logo.svg', out: 'static/img/icon-512.png', width: 512, height: 512 },
  { svg: 'static/img/source/og-default.svg', out: 'static/img/og-default.png', width: 1200, height: 630 },
];

const browser = await chromium.launch(chromiumLaunchOptions);
const page = await browser.newPage();
for (const { svg, out, width, height } of jobs) {
  await page.setViewportSize({ width, height });
  const markup = readFileSync(svg, 'utf8').replace(/<svg /, `<svg width="${width}" height="${height}" `);
  await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${markup}`);
  await page.screenshot({ path: out, omitBackground: true });
  console.log(`${out} ${width}×${height}`);
}
await browser.close();
