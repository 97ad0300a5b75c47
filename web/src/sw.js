// Cardavia's service worker: precaches every file of the built app (the list is written into
// this file at build time) and serves them from the cache, so the table opens offline.
const VERSION = '__VERSION__';
const PRECACHE = __PRECACHE__;
const CACHE = `cardavia-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('cardavia-') && k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // A page load is the app's one page; every other file is answered from the cache first.
  const key = request.mode === 'navigate' ? '/index.html' : request;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key, { ignoreSearch: request.mode === 'navigate' }).then((hit) => hit || fetch(request)),
    ),
  );
});
