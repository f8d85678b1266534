// Offline support. Pages are fetched from the network first, so a new version takes effect on
// the next load; the cached copy is the fallback offline. Build files have hashed names, so
// they never change once cached and are served from the cache first. The computer's worker
// (a worker is started by name), the study and analysis modules, the puzzles, the lessons and
// the rules texts keep fixed names, so they are fetched like a page: network first, the cached
// copy offline. They are cached at install, so the computer plays, the puzzles, the lessons,
// the analysis board and the rules open offline too.
const CACHE = 'gboards';
const FIXED_FILES = ['./ai_worker_loader.js', './ai_worker.js', './ai_worker_bg.wasm',
  './rules/gyges.html', './rules/gype.html', './rules/gipf.html',
  './study_loader.js', './study.js', './study_bg.wasm', './puzzles/gyges.txt', './puzzles/gype.txt', './puzzles/gipf.txt',
  './study_lessons.js', './lessons/gyges.txt', './lessons/gype.txt', './lessons/gipf.txt',
  './analysis_loader.js', './analysis_review.js', './analysis_editor.js', './analysis.js', './analysis_bg.wasm'];
const isFixedFile = url => /\/(ai_worker[^/]*|study[^/]*|analysis[^/]*|rules\/[^/]*|puzzles\/[^/]*|lessons\/[^/]*)$/.test(new URL(url).pathname);

self.addEventListener('install', event => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const response = await fetch('./', { cache: 'reload' });
    const html = await response.clone().text();
    await cache.put('./', response);
    const assets = [...html.matchAll(/(?:href|src)="\.?\/?([^"#?:]+\.(?:js|wasm|css|svg|webmanifest))"/g)].map(m => './' + m[1]);
    await cache.addAll([...new Set(assets)]);
    await cache.addAll(FIXED_FILES).catch(() => {});
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', event => event.waitUntil(self.clients.claim()));

self.addEventListener('fetch', event => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith((async () => {
      try {
        const fresh = await fetch(request);
        const cache = await caches.open(CACHE);
        cache.put('./', fresh.clone());
        return fresh;
      } catch {
        return (await caches.match('./')) ?? Response.error();
      }
    })());
    return;
  }
  if (isFixedFile(request.url)) {
    event.respondWith((async () => {
      try {
        const fresh = await fetch(request);
        if (fresh.ok) (await caches.open(CACHE)).put(request, fresh.clone());
        return fresh;
      } catch {
        return (await caches.match(request, { ignoreSearch: true })) ?? Response.error();
      }
    })());
    return;
  }
  event.respondWith((async () => {
    const cached = await caches.match(request, { ignoreSearch: true });
    if (cached) return cached;
    const fresh = await fetch(request);
    if (fresh.ok) (await caches.open(CACHE)).put(request, fresh.clone());
    return fresh;
  })());
});
