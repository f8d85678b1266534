// Lighthouse (mobile preset, Debian's Chromium) on a page, and a static server that compresses
// what it serves as a real host does (the test server sends files as they are).
// Usage: node scripts/lighthouse.mjs [dist]  prints the scores of the lobby.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json', '.json': 'application/json' };

/** Serves `dir` on 127.0.0.1, gzipped when the client accepts it; returns { url, stop }. */
export async function serveCompressed(dir) {
  const base = path.resolve(root, dir);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, 'http://x');
    let file = path.join(base, decodeURIComponent(url.pathname));
    if (!file.startsWith(base)) { res.writeHead(403).end(); return; }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    if (!fs.existsSync(file)) { res.writeHead(404).end(); return; }
    const body = fs.readFileSync(file);
    const headers = { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    if (/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      res.writeHead(200, { ...headers, 'content-encoding': 'gzip' }).end(zlib.gzipSync(body, { level: 9 }));
    } else {
      res.writeHead(200, headers).end(body);
    }
  });
  await new Promise(ok => server.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${server.address().port}/`, stop: () => server.close() };
}

/** Lighthouse's scores (0–100) and timings of `url`, mobile preset. */
export async function lighthouse(url) {
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  const out = await new Promise((ok, fail) => execFile(bin, [url, '--output=json', '--output-path=stdout', '--quiet',
    '--only-categories=performance,accessibility,best-practices',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage'],
  { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20, timeout: 240000 },
  (e, stdout) => (e && !stdout ? fail(e) : ok(stdout))));
  const r = JSON.parse(out);
  const score = id => Math.round((r.categories[id]?.score ?? 0) * 100);
  const shown = id => r.audits[id]?.displayValue ?? '?';
  const failing = Object.values(r.categories).flatMap(c => c.auditRefs
    .filter(a => (a.weight > 0 || c.id !== 'performance') && r.audits[a.id]?.score !== null && r.audits[a.id]?.score < 1)
    .map(a => `${c.id}: ${a.id} ${shown(a.id)}`));
  return { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'),
    fcp: shown('first-contentful-paint'), lcp: shown('largest-contentful-paint'), tbt: shown('total-blocking-time'),
    cls: shown('cumulative-layout-shift'), failing };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const host = await serveCompressed(process.argv[2] ?? 'dist');
  try {
    const r = await lighthouse(host.url);
    console.log(JSON.stringify(r, null, 2));
  } finally {
    host.stop();
  }
}
