import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createJobBoard, type JobBoard } from '../../src/background/job-board';
import { startPeriodicSweep } from '../../src/background/periodic-sweep';
import { RETRY_CAP_MS } from '../../src/background/retry-delay';

const EVERY_MS = 1_000;

describe('a background job that keeps failing', () => {
  let app: FastifyInstance;
  let jobs: JobBoard;
  let failing: boolean;
  const runs: number[] = [];

  beforeEach(async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    runs.length = 0;
    failing = true;
    jobs = createJobBoard();
    app = Fastify({ pluginTimeout: 0 });
    startPeriodicSweep(app, jobs, {
      name: 'flaky',
      everyMs: EVERY_MS,
      run: async () => {
        runs.push(Date.now());
        if (failing) throw new Error('database unavailable');
        return 0;
      },
      done: { message: 'done', countKey: 'n' },
      failed: 'flaky pass failed',
    });
    await app.ready();
  });
  afterEach(async () => {
    await app.close();
    vi.useRealTimers();
  });

  const passes = async (n: number) => {
    for (let i = 0; i < n; i++) await vi.advanceTimersToNextTimerAsync();
  };
  const gaps = () => runs.slice(1).map((t, i) => t - runs[i]!);

  it('waits about twice as long after each failure (jittered), and counts them', async () => {
    await passes(6);
    expect(runs).toHaveLength(6);
    // The wait after the n-th failure in a row lies in the upper half of everyMs·2^n, capped
    // at RETRY_CAP_MS: the fifth (32 s, capped to 30 s) may be as short as 15 s.
    gaps().forEach((gap, k) => {
      const ceiling = Math.min(EVERY_MS * 2 ** (k + 1), RETRY_CAP_MS);
      expect(gap).toBeGreaterThanOrEqual(ceiling / 2);
      expect(gap).toBeLessThan(ceiling);
    });
    expect(jobs.snapshot().flaky).toMatchObject({
      consecutiveFailures: 6,
      lastError: 'database unavailable',
    });
  });

  it('never waits longer than the cap, and runs on its own schedule again once a pass succeeds', async () => {
    await passes(12);
    expect(Math.max(...gaps())).toBeLessThanOrEqual(30_000);
    expect(jobs.snapshot().flaky?.consecutiveFailures).toBe(12);

    failing = false;
    await passes(3);
    expect(jobs.snapshot().flaky?.consecutiveFailures).toBe(0);
    expect(gaps().slice(-2)).toEqual([EVERY_MS, EVERY_MS]);
  });
});
