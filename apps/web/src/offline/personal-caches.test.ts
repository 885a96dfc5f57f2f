import { describe, expect, it } from 'vitest';
import { personalCaches } from './personal-caches';

describe('caches cleared when a session ends', () => {
  it("keeps the app's files and public pictures, and clears every other cache, kept signed-out pages too", () => {
    expect(
      personalCaches([
        'workbox-precache-v2-http://ngn.localhost:8080/',
        'public-images',
        'api-reads',
        'public-images-old',
        'public-pages',
      ]),
    ).toEqual(['api-reads', 'public-images-old', 'public-pages']);
  });
});
