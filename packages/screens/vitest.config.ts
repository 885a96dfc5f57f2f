import { fileURLToPath } from 'node:url';
import { sharedConfig, sharedWindowProjects } from '@trading/vitest-config';

export default sharedConfig({
  test: {
    environment: 'jsdom',
    // fresh-tab.ts starts each test as a fresh tab, for the files sharing one window.
    setupFiles: ['./src/shared/testing/fresh-tab.ts'],
    projects: sharedWindowProjects(fileURLToPath(new URL('.', import.meta.url)), ['src', 'test']),
  },
});
