import { sharedConfig } from '@trading/vitest-config';

export default sharedConfig({
  test: {
    // Each integration suite boots PGlite, migrates and seeds: seconds on an idle machine,
    // over a minute on a loaded 2-core one.
    hookTimeout: 180_000,
  },
});
