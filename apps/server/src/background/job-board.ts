/** What readiness shows of one background job. */
export interface JobState {
  /** Passes that failed in a row; 0 once one succeeds. */
  consecutiveFailures: number;
  /** The last failure's message while the job is failing. */
  lastError?: string;
}

export interface JobBoard {
  /** Adds a job (0 failures) and answers the handle its runner reports through. */
  track(name: string): {
    /** Clears the count and answers how many failures in a row it ended. */
    succeeded(): number;
    /** Counts the failure and answers how many there have been in a row. */
    failed(error: unknown): number;
  };
  snapshot(): Record<string, JobState>;
  /** Passes run since start, by outcome (for metrics). */
  runs(): Record<string, { ok: number; failed: number }>;
}

/**
 * The state of this process's background jobs, kept by their runners and read by /readyz,
 * so an operator sees a job stuck failing (and backing off) without reading the logs.
 */
export function createJobBoard(): JobBoard {
  const states = new Map<string, JobState>();
  const runs = new Map<string, { ok: number; failed: number }>();
  return {
    track(name) {
      states.set(name, { consecutiveFailures: 0 });
      const count = { ok: 0, failed: 0 };
      runs.set(name, count);
      return {
        succeeded() {
          count.ok += 1;
          const ended = states.get(name)?.consecutiveFailures ?? 0;
          states.set(name, { consecutiveFailures: 0 });
          return ended;
        },
        failed(error) {
          count.failed += 1;
          const consecutiveFailures = (states.get(name)?.consecutiveFailures ?? 0) + 1;
          const lastError = error instanceof Error ? error.message : String(error);
          states.set(name, { consecutiveFailures, lastError });
          return consecutiveFailures;
        },
      };
    },
    snapshot: () => Object.fromEntries(states),
    runs: () => Object.fromEntries([...runs].map(([name, count]) => [name, { ...count }])),
  };
}
