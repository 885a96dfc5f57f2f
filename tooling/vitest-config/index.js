import { defineConfig, mergeConfig } from 'vitest/config';
import { FileTimesReporter } from './file-times-reporter.js';

export { sharedWindowProjects } from './shared-window.js';

/**
 * A package run by more than one test task (the web app's unit and browser projects) names each
 * task's report with VITEST_REPORT_SUFFIX, so neither overwrites the other's.
 */
const suffix = process.env.VITEST_REPORT_SUFFIX ? `-${process.env.VITEST_REPORT_SUFFIX}` : '';

/**
 * Every package reports to `.vitest-report.json` so `pnpm test:all` can print one
 * "N passed, N failed" line for the whole repository (and turbo can cache it), and each
 * file's time to `.vitest-file-times.json` for its slowest-files table.
 */
export function sharedConfig(overrides = {}) {
  return mergeConfig(
    defineConfig({
      test: {
        reporters: [
          'default',
          ['json', { outputFile: `.vitest-report${suffix}.json` }],
          new FileTimesReporter(`.vitest-file-times${suffix}.json`),
        ],
        passWithNoTests: false,
        testTimeout: 30_000,
        hookTimeout: 60_000,
      },
    }),
    overrides,
  );
}
