import { describe, expect, it } from 'vitest';
import { personalCaches } from './personal-caches';
import { PUBLIC_IMAGES_CACHE, PUBLIC_PAGES_CACHE } from './worker-caches.mjs';

describe('caches cleared when a session ends', () => {
  it("keeps the app's files and public pictures, and clears every other cache, kept signed-out pages too", () => {
    expect(
      personalCaches([
        'workbox-precache-v2-http://ngn.localhost:8080/',
        PUBLIC_IMAGES_CACHE,
        'api-reads',
        `${PUBLIC_IMAGES_CACHE}-old`,
        PUBLIC_PAGES_CACHE,
      ]),
    ).toEqual(['api-reads', `${PUBLIC_IMAGES_CACHE}-old`, PUBLIC_PAGES_CACHE]);
  });
});
