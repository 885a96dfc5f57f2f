import { sharedConfig } from '@trading/vitest-config';

export default sharedConfig({
  test: {
    // Names the run's migrated and seeded databases (one per kind, built on first use) and
    // drops them afterwards; suites start from copies.
    globalSetup: ['test/support/db-templates.ts'],
    // Each integration suite boots the app on its copy: seconds on an idle machine, more on a
    // loaded 2-core one (and the suites that seed their own database take over a minute).
    hookTimeout: 180_000,
  },
});
