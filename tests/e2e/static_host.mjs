// A static host for the hosting and embedding tests: serves a built site under a base path
// with the caching headers of a real host, answers revalidations with 304, and can be taken
// offline (every connection is dropped, as with no network) and back without changing origin.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript',
  '.wasm': 'application/wasm', '.css': 'text/css', '.svg': 'image/svg+xml', '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json', '.webmanifest': 'application/manifest+json', '.png': 'image/png',
};
const HASHED = /-[0-9a-f]{8,}(?:_bg)?\.[a-z]+$/;

/** The `Cache-Control` a host sends for a file, by profile:
 *  revalidate - Netlify's default: every file revalidated on every use (with ETags);
 *  pages      - GitHub Pages: every file fresh for 10 minutes;
 *  immutable  - hashed files kept a year, everything else revalidated. */
export const PROFILES = {
  revalidate: () => 'public, max-age=0, must-revalidate',
  pages: () => 'max-age=600',
  immutable: file => (HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
};

/**
 * Serves `dir` at `http://127.0.0.1:<port><base>`. `headers` are added to every answer (a
 * Content-Security-Policy, say). Returns { url, origin, dir, setDir, setOffline, requests, stop }.
 */
export async function host(dir, { profile = 'revalidate', base = '/', headers = {} } = {}) {
  let root = dir;
  let offline = false;
  const requests = [];
  const sockets = new Set();
  const server = http.createServer((req, res) => {
    if (offline) return req.socket.destroy();
    const url = new URL(req.url, 'http://host');
    requests.push(url.pathname);
    if (!url.pathname.startsWith(base)) return notFound(res);
    let file = decodeURIComponent(url.pathname.slice(base.length));
    if (file === '' || file.endsWith('/')) file += 'index.html';
    const full = path.join(root, file);
    if (!full.startsWith(root + path.sep) || !fs.existsSync(full) || !fs.statSync(full).isFile()) return notFound(res);
    const body = fs.readFileSync(full);
    const etag = `"${crypto.createHash('sha1').update(body).digest('hex')}"`;
    const head = { 'Cache-Control': PROFILES[profile](file), ETag: etag, 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...headers };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, head);
      return res.end();
    }
    res.writeHead(200, { ...head, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  });
  server.on('connection', s => { sockets.add(s); s.on('close', () => sockets.delete(s)); });
  await new Promise(done => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    url: origin + base,
    origin,
    get dir() { return root; },
    setDir(next) { root = next; },
    setOffline(value) {
      offline = value;
      if (value) for (const s of sockets) s.destroy();
    },
    requests,
    stop: () => new Promise(done => { for (const s of sockets) s.destroy(); server.close(() => done()); }),
  };
}

function notFound(res) {
  res.writeHead(404, { 'Content-Type': 'text/plain' });
  res.end('not found');
}

/** A copy of a built site in a fresh temporary folder. */
export function copySite(from, tmpRoot) {
  const to = fs.mkdtempSync(path.join(tmpRoot, 'site-'));
  fs.cpSync(from, to, { recursive: true });
  return to;
}
