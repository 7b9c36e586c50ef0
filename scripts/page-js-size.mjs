#!/usr/bin/env node
// First-load JS of built pages: the sum of gzip sizes of the <script src> files an HTML page references.
// Usage: node scripts/page-js-size.mjs [build dir] page.html…   e.g. node scripts/page-js-size.mjs build services/pets.html
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const [dir = 'build', ...pages] = process.argv.slice(2);
for (const page of pages.length ? pages : ['services/pets.html']) {
  const html = readFileSync(join(dir, page), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]*\bsrc=["']?([^"'\s>]+)/g)].map((m) => m[1]);
  let raw = 0;
  let gz = 0;
  for (const src of srcs) {
    const buf = readFileSync(join(dir, src.replace(/^\/+/, '')));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
  }
  console.log(`${page}: ${srcs.length} scripts, ${raw} B raw, ${gz} B gzip`);
}
