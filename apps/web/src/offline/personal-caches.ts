/**
 * The service worker's caches that may be kept across users: the app's own files (Workbox's
 * precache) and public pictures (news, banners; `PUBLIC_IMAGES_CACHE` in
 * scripts/service-worker.mjs). Any other cache is treated as personal and removed at sign-out,
 * so a cache added later without thought is cleared rather than leaked. The kept signed-out
 * pages (kept-pages.ts) are cleared too, at sign-in as at sign-out: a signed-in user's next visit
 * must open on their own page, not a stranger's.
 */
const SHARED_CACHES = [/^workbox-precache/, /^public-images$/];

/** The cache names of `names` to delete when a session ends. */
export function personalCaches(names: readonly string[]): string[] {
  return names.filter((name) => !SHARED_CACHES.some((shared) => shared.test(name)));
}
