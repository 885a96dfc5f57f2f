import { PUBLIC_IMAGES_CACHE } from './worker-caches.mjs';

/**
 * The cache names of `names` to delete when a session ends. Kept across users: the app's own
 * files (Workbox's precache) and public pictures (news, banners). Any other cache is treated as
 * personal, so a cache added later without thought is cleared rather than leaked. The kept
 * signed-out pages (kept-pages.ts) are cleared too, at sign-in as at sign-out: a signed-in
 * user's next visit must open on their own page, not a stranger's.
 */
export function personalCaches(names: readonly string[]): string[] {
  return names.filter(
    (name) => !name.startsWith('workbox-precache') && name !== PUBLIC_IMAGES_CACHE,
  );
}
