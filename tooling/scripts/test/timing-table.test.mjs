import { describe, expect, it } from 'vitest';
import { timingTable } from '../timing-table.mjs';

const root = '/repo';
const task = (taskId, directory, startTime, endTime, status = 'MISS') => ({
  taskId,
  directory,
  execution: { startTime, endTime, exitCode: 0 },
  cache: { status },
});
const file = (name, ms) => ({ file: name, ms });

describe('the timing table of pnpm test:all', () => {
  it('lists turbo tasks slowest first with the run total, and marks cache hits', () => {
    const lines = timingTable({
      summary: {
        execution: { startTime: 0, endTime: 125_000 },
        tasks: [
          task('web#lint', 'apps/web', 0, 4_000),
          task('server#test', 'apps/server', 1_000, 121_000),
          task('@trading/api#build', 'packages/api', 500, 43_500, 'HIT'),
        ],
      },
      fileTimes: [],
      root,
    });
    expect(lines).toEqual([
      'Turbo tasks by wall time (run: 125.0 s):',
      '  120.0 s  server#test',
      '   43.0 s  @trading/api#build  (cached)',
      '    4.0 s  web#lint',
      'Slowest 0 test files:',
    ]);
  });

  it('keeps only the slowest files across packages, named from the root, marked when their test task was cached', () => {
    const lines = timingTable({
      summary: {
        execution: { startTime: 0, endTime: 1 },
        tasks: [
          task('server#test', 'apps/server', 0, 1),
          task('@trading/contract#test', 'packages/contract', 0, 1, 'HIT'),
        ],
      },
      fileTimes: [
        {
          dir: 'apps/server',
          files: [
            file('/repo/apps/server/test/a.test.ts', 30_000),
            file('/repo/apps/server/test/b.test.ts', 500),
          ],
        },
        {
          dir: 'packages/contract',
          files: [file('/repo/packages/contract/test/c.test.ts', 2_000)],
        },
      ],
      root,
      slowest: 2,
    });
    expect(lines.slice(-3)).toEqual([
      'Slowest 2 test files:',
      '   30.0 s  apps/server/test/a.test.ts',
      '    2.0 s  packages/contract/test/c.test.ts  (cached)',
    ]);
  });

  it('says so when turbo left no run summary, and still lists the files', () => {
    const lines = timingTable({
      summary: undefined,
      fileTimes: [{ dir: 'apps/server', files: [file('/repo/x.test.ts', 1_500)] }],
      root,
    });
    expect(lines).toEqual([
      'Turbo tasks by wall time: no run summary found',
      'Slowest 1 test files:',
      '    1.5 s  x.test.ts',
    ]);
  });
});
