import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults } from 'vitest/config';

/**
 * The projects of a jsdom suite whose files share one worker, one window and one module graph
 * (`isolate: false`): on a 2-core machine a fresh window and graph per file cost more CPU than
 * most files' tests. Files that fake the clock get a window of their own: after a fake clock,
 * libraries that keep time at module level stall in later files (an action sheet's framer-motion
 * exit never ended; a Highcharts live redraw never came). So do files that mock a module
 * (`vi.mock`): in the shared graph the module is already loaded, real, by an earlier file.
 * A file must leave nothing behind (unmount, unstub globals), itself or through the package's
 * setup file. The projects own `include` (the test files under `dirs`): a top-level `include`
 * would add to theirs.
 */
export function sharedWindowProjects(root, dirs) {
  const testFiles = dirs.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${dir}/${file}`),
  );
  const ownWindow = testFiles.filter((file) => {
    const source = readFileSync(join(root, file), 'utf8');
    return source.includes('useFakeTimers') || source.includes('vi.mock(');
  });
  const shared = {
    extends: true,
    test: {
      name: 'shared-window',
      isolate: false,
      include: dirs.map((dir) => `${dir}/**/*.test.{ts,tsx}`),
      exclude: [...configDefaults.exclude, ...ownWindow],
    },
  };
  if (ownWindow.length === 0) return [shared];
  return [shared, { extends: true, test: { name: 'own-window', include: ownWindow } }];
}
