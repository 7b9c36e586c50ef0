import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fileOf, measureOfflineCopy, pageRoute, precacheList } from './index';

describe('precacheList', () => {
  it('is null while sw.js still has the placeholder', () => {
    expect(precacheList('const m=self.__WB_MANIFEST;')).toBeNull();
  });

  it('reads the list Workbox injected', () => {
    const sw = 'x.addToCacheList([{"revision":"1a","url":"index.html"},{"revision":null,"url":"assets/a.js"}]);y()';
    expect(precacheList(sw)).toEqual([
      { revision: '1a', url: 'index.html' },
      { revision: null, url: 'assets/a.js' },
    ]);
  });

  it('fails loudly when neither is there', () => {
    expect(() => precacheList('nothing here')).toThrow(/no precache list/);
  });
});

describe('fileOf / pageRoute', () => {
  it('maps saved URLs back to files and to the addresses readers open', () => {
    expect(fileOf('samarkand/about')).toBe('samarkand/about.html');
    expect(fileOf('index.html')).toBe('index.html');
    expect(fileOf('assets/js/a.1.js')).toBe('assets/js/a.1.js');
    expect(pageRoute('index.html', '/samguide/')).toBe('/samguide/');
    expect(pageRoute('samarkand/about', '/samguide/')).toBe('/samguide/samarkand/about');
  });
});

describe('measureOfflineCopy', () => {
  it('counts pages and sums the gzip and stored sizes of exactly the listed files', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'offline-copy-'));
    await mkdir(path.join(dir, 'a'));
    const files: Record<string, string> = {
      'index.html': '<h1>Главная</h1>'.repeat(50),
      'a/b.html': '<h1>Страница</h1>'.repeat(30),
      'main.js': 'console.log(1);'.repeat(20),
      'not-listed.js': 'x'.repeat(10_000),
    };
    for (const [name, text] of Object.entries(files)) await writeFile(path.join(dir, name), text);
    const listed = ['index.html', 'a/b.html', 'main.js'];
    const copy = await measureOfflineCopy(dir, '/', [
      { url: 'index.html', revision: '1' },
      { url: 'a/b', revision: '2' },
      { url: 'main.js', revision: null },
    ]);
    expect(copy.pages).toEqual(['/', '/a/b']);
    expect(copy.files).toBe(3);
    expect(copy.rawBytes).toBe(listed.reduce((n, f) => n + Buffer.byteLength(files[f]), 0));
    expect(copy.bytes).toBe(listed.reduce((n, f) => n + gzipSync(files[f], { level: 9 }).length, 0));
  });
});
