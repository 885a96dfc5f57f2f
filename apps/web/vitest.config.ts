import { sharedConfig } from '@trading/vitest-config';
import react from '@vitejs/plugin-react';

/**
 * Two projects in one run (one report for `pnpm test:all`): `unit` in jsdom, and `e2e`,
 * which drives Chromium against the real server serving the four tenant builds.
 */
export default sharedConfig({
  test: {
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Runs before e2e: projects with different worker counts need their own group.
          sequence: { groupOrder: 0 },
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          sequence: { groupOrder: 1 },
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: ['e2e/worker-server.ts'],
          // E2E_WORKERS files at once (default 2, the CI machine's cores: browser tests mostly
          // wait), each worker against its own server (global-setup.ts starts one per worker);
          // on one server, files run one after another.
          maxWorkers: Math.max(1, Math.floor(Number(process.env.E2E_WORKERS ?? 2)) || 1),
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll waits on a browser and a server sharing a busy CI machine: vitest's 1 s
          // default is shorter than a cold page load there.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
