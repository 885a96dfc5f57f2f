import { sharedConfig } from '@trading/vitest-config';

export default sharedConfig({
  test: {
    environment: 'jsdom',
    // One worker runs every file in one jsdom window: a new window and module graph per file
    // cost more CPU than most files' tests. fresh-tab.ts gives each test a fresh tab instead.
    isolate: false,
    setupFiles: ['./src/shared/testing/fresh-tab.ts'],
  },
});
