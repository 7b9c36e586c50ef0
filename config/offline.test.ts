import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPrecached, offlineManifestTransform, precacheUrl } from './offline';

describe('isPrecached', () => {
  it.each([
    'index.html',
    'samarkand/about.html',
    'assets/js/main.de23c7bd.js',
    'assets/css/styles.1a2b.css',
    'search-index.json',
    'search-data/terms-3.1a2b3c4d.json',
    'search-data/text-12.5e6f7a8b.json',
    'img/logo.svg',
    'img/icon-192.png',
  ])('saves %s', (file) => expect(isPrecached(file)).toBe(true));

  it.each([
    ['samarkand/about/index.html', 'trailing-slash copy'],
    ['404.html', 'not-found page'],
    ['sw.js', 'the worker'],
    ['390.sw.js', "a chunk of the worker's bundle"],
    ['offline-copy.json', 'the description of the copy'],
    ['img/og-default.png', 'social preview'],
    ['img/source/og-default.svg', 'image source'],
    ['search-groups/tu-u0.json', "a copy of a term shard's group, for a first query online"],
    ['sitemap.xml', 'not a page asset'],
    ['robots.txt', 'not a page asset'],
  ])('leaves out %s (%s)', (file) => expect(isPrecached(file)).toBe(false));
});

describe('precacheUrl', () => {
  it('saves pages under the address readers open', () => {
    expect(precacheUrl('samarkand/about.html')).toBe('samarkand/about');
    expect(precacheUrl('map.html')).toBe('map');
    expect(precacheUrl('index.html')).toBe('index.html');
    expect(precacheUrl('assets/js/main.1.js')).toBe('assets/js/main.1.js');
  });
});

describe('offlineManifestTransform', () => {
  it('filters and renames in one pass, keeping revisions and sizes', async () => {
    const { manifest, warnings } = await offlineManifestTransform([
      { url: 'index.html', revision: 'a', size: 1 },
      { url: 'visa.html', revision: 'b', size: 2 },
      { url: 'visa/index.html', revision: 'b', size: 2 },
      { url: 'sw.js', revision: 'c', size: 3 },
    ]);
    expect(manifest).toEqual([
      { url: 'index.html', revision: 'a', size: 1 },
      { url: 'visa', revision: 'b', size: 2 },
    ]);
    expect(warnings).toEqual([]);
  });
});

describe('static/manifest.webmanifest (installing the site as an app)', () => {
  it('is a complete Russian manifest whose icons exist', () => {
    const manifest = JSON.parse(readFileSync('static/manifest.webmanifest', 'utf8')) as Record<string, unknown> & {
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest).toMatchObject({ lang: 'ru', display: 'standalone', start_url: './', scope: './' });
    expect(manifest.name).toMatch(/^[А-ЯЁ]/);
    expect(typeof manifest.short_name).toBe('string');
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect(existsSync(`static/${icon.src}`), icon.src).toBe(true);
  });
});
