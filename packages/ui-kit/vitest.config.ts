import { fileURLToPath } from 'node:url';
import { sharedConfig, sharedWindowProjects } from '@trading/vitest-config';

export default sharedConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    projects: sharedWindowProjects(fileURLToPath(new URL('.', import.meta.url)), ['src']),
  },
});
