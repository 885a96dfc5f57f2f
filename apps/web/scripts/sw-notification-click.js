// Imported by the generated service worker (service-worker.mjs): a tap on a system notification
// (a price alert) opens what it names, in a tab of the app when one is open.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data?.url ?? '/';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows[0];
      if (!open) return self.clients.openWindow(url);
      return open.navigate(url).then((shown) => (shown ?? open).focus());
    }),
  );
});
