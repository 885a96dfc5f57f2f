import { announceUpdate } from './update-available';

/** The worker the build writes beside index.html (scripts/service-worker.mjs). */
const WORKER_URL = '/sw.js';

/**
 * Registers the tenant build's service worker once the page has loaded (it precaches the whole
 * build, which must not compete with the first page). A new deploy's worker waits; the app
 * offers Reload, which lets it take over and reloads once it controls the page.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  // Most of a visit never needs it: workbox-window is fetched after the page, not with it.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(WORKER_URL);
  workbox.addEventListener('waiting', () => {
    announceUpdate(() => {
      workbox.addEventListener('controlling', () => location.reload());
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}
