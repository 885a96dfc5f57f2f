import { defineConfig, mergeConfig } from 'vitest/config';

/**
 * Every package reports to `.vitest-report.json` so `pnpm test:all` can print one
 * "N passed, N failed" line for the whole repository (and turbo can cache it).
 */
export function sharedConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        reporters: ['default', ['json', { outputFile: '.vitest-report.json' }]],
        passWithNoTests: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    }),
    overrides,
  );
}
