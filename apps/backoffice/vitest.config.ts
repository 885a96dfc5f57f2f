import { fileURLToPath } from 'node:url';
import { sharedConfig, sharedWindowProjects } from '@trading/vitest-config';
import react from '@vitejs/plugin-react';

export default sharedConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    // The files that render unmount after each test themselves.
    projects: sharedWindowProjects(fileURLToPath(new URL('.', import.meta.url)), ['src']),
  },
});
