// Offline support. The build writes its exact file list and a version into the first line of
// this script (scripts/sw_files.mjs), so a new deploy is a new script, which the browser
// installs on the next online visit: it stores every file of that build, then drops the old
// build's files. Nothing here reads HTML.
// Pages and files with fixed names (the computer's worker, the modules fetched on use, the
// puzzles, lessons and rules) are fetched from the network first, so a new deploy takes effect
// at once, with the stored copy as the fallback offline. Files with a content hash in their
// name never change, so they are served from the store first.
const BUILD = self.gboardsBuild ?? { version: 'unbuilt', files: [] };
const CACHE = `gboards-${BUILD.version}`;
const HASHED = /-[0-9a-f]{8,}(?:_bg)?\.[a-z]+$/;
const inScope = url => url.startsWith(self.registration.scope);
const at = path => new URL(path, self.registration.scope).href;
const home = () => at('./');

self.addEventListener('install', event => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    // `no-cache`: revalidated with the host, so a copy the browser kept from the old build
    // is never stored as this one's.
    await cache.addAll(['./', ...BUILD.files].map(path => new Request(at(path), { cache: 'no-cache' })));
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', event => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('gboards') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

/** Stores a good answer in the background: the page gets it as it streams in. */
function keep(event, key, response) {
  if (response.ok) event.waitUntil(caches.open(CACHE).then(cache => cache.put(key, response.clone())));
  return response;
}

/** From the network, storing a good answer under `key`; the stored copy when that fails.
 *  Revalidated with the host, so a page or file kept fresh by its headers (ten minutes on
 *  some hosts) cannot outlive a new deploy. */
async function networkFirst(event, key) {
  try {
    return keep(event, key, await fetch(event.request, { cache: 'no-cache' }));
  } catch {
    return (await caches.match(key, { ignoreSearch: true })) ?? Response.error();
  }
}

async function storeFirst(event) {
  const stored = await caches.match(event.request, { ignoreSearch: true });
  return stored ?? keep(event, event.request, await fetch(event.request));
}

self.addEventListener('fetch', event => {
  const request = event.request;
  if (request.method !== 'GET' || !inScope(request.url)) return;
  if (request.mode === 'navigate') {
    // Every address of the app (a query, a hash, index.html) is the one page.
    event.respondWith(networkFirst(event, home()));
  } else if (HASHED.test(new URL(request.url).pathname)) {
    event.respondWith(storeFirst(event));
  } else {
    event.respondWith(networkFirst(event, request));
  }
});
