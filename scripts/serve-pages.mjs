#!/usr/bin/env node
/**
 * Serves a built site the way GitHub Pages does, so tests and the benchmark
 * see what readers will see:
 *   /a/b        → a/b (file), else a/b.html, else a/b/index.html
 *   not found   → 404.html with status 404
 *   --gzip      → text files gzip-compressed when the browser accepts it, as GitHub Pages sends them
 *                 (the benchmark uses it: Lighthouse's simulated network counts the bytes transferred;
 *                 the e2e suite does not need it)
 * Usage: node scripts/serve-pages.mjs [dir=build] [--port 4173] [--host 127.0.0.1] [--gzip]
 */
import { createServer } from 'node:http';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/** The file GitHub Pages would answer with, or undefined. */
export function resolveFile(dir, urlPath) {
  const clean = normalize(decodeURIComponent(urlPath)).replace(/^(\.\.[/\\])+/, '');
  const base = join(dir, clean);
  if (!base.startsWith(dir + sep) && base !== dir) return undefined;
  for (const candidate of [base, `${base}.html`, join(base, 'index.html')]) {
    if (isFile(candidate)) return candidate;
  }
  return undefined;
}

/** Types worth compressing (pictures other than SVG and fonts are compressed already). */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
/** Compressed bodies by path and modification time: a build is served many times over. */
const gzipCache = new Map();

function gzipped(file) {
  const key = `${file}:${statSync(file).mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) gzipCache.set(key, (body = gzipSync(readFileSync(file))));
  return body;
}

/** Serves `root` on `port`; with `{ gzip: true }`, text files go out compressed to browsers that accept it. */
export function startServer(root, port, host, { gzip = false } = {}) {
  const server = createServer((req, res) => handle(root, req, res, gzip));
  return new Promise((done) => server.listen(port, host, () => done(server)));
}

function send(req, res, status, file, gzip) {
  const type = extname(file);
  const headers = { 'content-type': TYPES[type] ?? 'application/octet-stream' };
  if (gzip && COMPRESSIBLE.has(type)) {
    headers.vary = 'accept-encoding';
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      const body = gzipped(file);
      res.writeHead(status, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
      return res.end(body);
    }
  }
  res.writeHead(status, headers);
  createReadStream(file).pipe(res);
}

function handle(root, req, res, gzip) {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  let file;
  try {
    file = resolveFile(root, pathname);
  } catch {
    file = undefined; // a malformed %-escape: treat as not found
  }
  if (file) return send(req, res, 200, file, gzip);
  const notFound = join(root, '404.html');
  if (isFile(notFound)) return send(req, res, 404, notFound, gzip);
  res.writeHead(404).end('Not found');
}

// Run as a command (not when imported by the benchmark or a test).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const root = resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? 'build');
  const port = Number(option('port', process.env.PORT ?? 3000));
  const host = option('host', '127.0.0.1');
  startServer(root, port, host, { gzip: args.includes('--gzip') }).then(() =>
    console.log(`Serving ${root} at http://${host}:${port}/`),
  );
}
