import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sharedConfig } from '@trading/vitest-config';
import { configDefaults } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const testFiles = ['src', 'test'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`),
);
// A fake clock leaves libraries that keep time at module level (framer-motion's frame loop,
// Highcharts' animations) in a state later files stumble over, so such files get a window of
// their own.
const fakesTime = testFiles.filter((file) =>
  readFileSync(join(root, file), 'utf8').includes('useFakeTimers'),
);

export default sharedConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/shared/testing/fresh-tab.ts'],
    projects: [
      {
        extends: true,
        // One worker runs these files in one jsdom window and module graph: a new window and
        // graph per file cost more CPU than most files' tests. fresh-tab.ts resets each test.
        test: { name: 'shared-window', isolate: false, exclude: [...configDefaults.exclude, ...fakesTime] },
      },
      { extends: true, test: { name: 'own-window', include: fakesTime } },
    ],
  },
});
