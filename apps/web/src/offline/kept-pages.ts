/**
 * The service worker's copies of signed-out pages (`PUBLIC_PAGES_CACHE` in
 * scripts/service-worker.mjs), shown at once on a later visit while the network brings the next.
 */
export const KEPT_PAGES_CACHE = 'public-pages';

/** Set on `<html>` by the worker on a page it answered from those copies. */
export const FROM_CACHE_ATTRIBUTE = 'data-from-cache';

/** Whether this page is a copy the device kept rather than the server's answer to this visit. */
export const isKeptPage = (doc: Document = document): boolean =>
  doc.documentElement.hasAttribute(FROM_CACHE_ATTRIBUTE);

/**
 * Drops the kept pages: they were rendered in one language, signed out, so after a language
 * change the next visit must not open on the old one.
 */
export async function forgetKeptPages(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(KEPT_PAGES_CACHE);
}
