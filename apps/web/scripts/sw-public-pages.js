// Imported by the generated service worker (service-worker.mjs). The signed-out pages it keeps
// name the chunks of the build that rendered them; a new build's worker takes over only once
// the previous one is gone, so it drops them before it answers a page.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete('public-pages'));
});
