import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveFile, startServer } from './serve-pages.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'pages-'));
mkdirSync(path.join(root, 'a'));
writeFileSync(path.join(root, 'index.html'), 'home');
writeFileSync(path.join(root, 'a', 'b.html'), 'b');
mkdirSync(path.join(root, 'c'));
writeFileSync(path.join(root, 'c', 'index.html'), 'c');
writeFileSync(path.join(root, '404.html'), 'missing');

describe('resolveFile (GitHub Pages rules)', () => {
  it('serves /a/b from a/b.html and a directory from its index.html', () => {
    expect(resolveFile(root, '/a/b')).toBe(path.join(root, 'a', 'b.html'));
    expect(resolveFile(root, '/a/b.html')).toBe(path.join(root, 'a', 'b.html'));
    expect(resolveFile(root, '/c')).toBe(path.join(root, 'c', 'index.html'));
    expect(resolveFile(root, '/')).toBe(path.join(root, 'index.html'));
  });
  it('finds nothing outside the root or for unknown paths', () => {
    expect(resolveFile(root, '/../../etc/passwd')).toBeUndefined();
    expect(resolveFile(root, '/nope')).toBeUndefined();
  });
});

describe('the server', () => {
  let server;
  let base;
  beforeAll(async () => {
    server = await startServer(root, 0, '127.0.0.1');
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => server.close());

  it('answers 200 with the page, and 404 with 404.html', async () => {
    const ok = await fetch(`${base}/a/b`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toContain('text/html');
    const missing = await fetch(`${base}/x/y`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('missing');
  });

  it('sends files as they are unless asked to compress', async () => {
    const res = await fetch(`${base}/a/b`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
  });
});

describe('the server with { gzip: true }', () => {
  let server;
  let base;
  beforeAll(async () => {
    server = await startServer(root, 0, '127.0.0.1', { gzip: true });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => server.close());

  it('compresses text for a browser that accepts gzip, and only then', async () => {
    const compressed = await fetch(`${base}/c`, { headers: { 'accept-encoding': 'gzip, br' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('vary')).toBe('accept-encoding');
    expect(await compressed.text()).toBe('c'); // fetch decompresses
    const plain = await fetch(`${base}/c`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('c');
    const missing = await fetch(`${base}/x`, { headers: { 'accept-encoding': 'gzip' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-encoding')).toBe('gzip');
  });
});
