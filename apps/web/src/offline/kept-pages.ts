import { FROM_CACHE_ATTRIBUTE, PUBLIC_PAGES_CACHE } from './worker-caches.mjs';

export { FROM_CACHE_ATTRIBUTE };

/** Whether this page is a copy the device kept rather than the server's answer to this visit. */
export const isKeptPage = (doc: Document = document): boolean =>
  doc.documentElement.hasAttribute(FROM_CACHE_ATTRIBUTE);

/**
 * Drops the kept pages: they were rendered in one language, signed out, so after a language
 * change the next visit must not open on the old one.
 */
export async function forgetKeptPages(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(PUBLIC_PAGES_CACHE);
}
