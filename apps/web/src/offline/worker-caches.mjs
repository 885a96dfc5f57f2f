// Names the service worker (scripts/service-worker.mjs, run by Node at build time) and the app
// share. Plain JavaScript so the build script can import it without compiling.

/** The runtime cache of public pictures (news images, banners); nothing personal is ever put in it. */
export const PUBLIC_IMAGES_CACHE = 'public-images';

/**
 * Signed-out pages as the server rendered them, answered at once on a later visit while the
 * network brings the next copy (docs/decisions.md: "Later visits from the device"). Cleared at
 * sign-in, sign-out and a language change (the app), and by a new build's worker.
 */
export const PUBLIC_PAGES_CACHE = 'public-pages';

/** Set on `<html>` by the worker on a page it answered from those copies. */
export const FROM_CACHE_ATTRIBUTE = 'data-from-cache';
