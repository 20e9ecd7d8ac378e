// The riders' app's service worker (scope /app): it keeps the app's shell, its HTML (the riders'
// entry, app.html, which the service sends for /app) with every file the app is built into (the
// build's list, /app/files.json: each page's scripts, styles and texts), and what the app loaded, so
// /app and each of its pages open without a network. API answers are never kept: a person's rides are
// read fresh or not at all, never shown stale as if current.
// v2: /app is its own entry; a shell kept by v1 was the portal's page.
const shellCache = 'rumbo-app-shell-v2';
const shellPage = '/app';
// Files the page names outside the build's hashes (its first script, the mark), kept at install.
const unhashedFiles = ['/before-app.js', '/rumbo-mark.svg'];

/** The built files a page of the entry names in its head (its script, the modules it preloads, its styles). */
function builtFilesOf(html) {
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
}

/**
 * The files of the build's list (Vite's manifest: each chunk's file, styles and assets), but for the
 * font's files: one per alphabet, a page fetches only those of the letters it shows, kept as it does.
 */
function builtFilesOfList(list) {
  const files = Object.values(list).flatMap((chunk) => [chunk.file, ...(chunk.css || []), ...(chunk.assets || [])]);
  return [...new Set(files.filter((file) => typeof file === 'string' && file.startsWith('assets/') && !file.endsWith('.woff2')).map((file) => `/${file}`))];
}

/** Every page's files, kept one by one: one that cannot be fetched now is kept when a page loads it. */
function keepEveryPage(cache) {
  return fetch('/app/files.json')
    .then((response) => (response.ok ? response.json() : {}))
    .then((list) => Promise.all(builtFilesOfList(list).map((url) => cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined)))))
    .catch(() => undefined);
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) =>
        fetch(shellPage)
          .then((response) => {
            if (!response.ok) throw new Error(`${shellPage} answered ${response.status}`);
            return response
              .clone()
              .text()
              .then((html) => Promise.all([cache.put(shellPage, response), cache.addAll([...builtFilesOf(html), '/app/manifest.webmanifest', '/app/icons/icon-192.png', ...unhashedFiles])]));
          })
          .then(() => keepEveryPage(cache)),
      )
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name.startsWith('rumbo-app-shell-') && name !== shellCache).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// The page names the built files it loaded before this worker took control (hashed names: one build's
// files never change), so they are here for the next visit without the network.
self.addEventListener('message', (event) => {
  const urls = event.data && event.data.type === 'cache-assets' && Array.isArray(event.data.urls) ? event.data.urls : [];
  const own = urls.filter((url) => typeof url === 'string' && new URL(url, self.location.origin).origin === self.location.origin && new URL(url, self.location.origin).pathname.startsWith('/assets/'));
  event.waitUntil(caches.open(shellCache).then((cache) => Promise.all(own.map((url) => cache.match(url).then((hit) => hit || cache.add(url).catch(() => undefined))))));
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  // A page of the app: the network first (a new release shows at once), the kept shell offline.
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(shellCache).then((cache) => cache.put(shellPage, copy));
          }
          return response;
        })
        .catch(() => caches.match(shellPage).then((hit) => hit || Response.error())),
    );
    return;
  }
  // A file outside the hashes may change in a release: the network first, kept again each time, the
  // kept copy offline (the company's dark scheme is set by /before-app.js before the first paint).
  if (unhashedFiles.includes(url.pathname)) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(shellCache).then((cache) => cache.put(url.pathname, copy));
          }
          return response;
        })
        .catch(() => caches.match(url.pathname).then((hit) => hit || Response.error())),
    );
    return;
  }
  // Built files never change under one name: the kept copy, else the network, kept for next time.
  if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/app/')) {
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok && url.pathname.startsWith('/assets/')) {
              const copy = response.clone();
              void caches.open(shellCache).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
