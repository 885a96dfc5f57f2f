import type { JobBoard, JobState } from '../background/job-board';
import type { Drain } from './drain';
import type { CheckResult } from './probe';

/**
 * draining: the process is stopping (SIGTERM); it still answers while balancers notice.
 * ready: every dependency answers. degraded: Redis is away and the server runs on its
 * per-process fallbacks (docs/decisions.md, "Redis outage"): still worth sending traffic
 * to. unavailable: the database does not answer, so no request can be served.
 */
export type ReadinessStatus = 'ready' | 'degraded' | 'unavailable' | 'draining';

export interface Readiness {
  status: ReadinessStatus;
  checks: { database: CheckResult; redis?: CheckResult };
  /** Detail for operators; a failing job does not change the status a load balancer acts on. */
  jobs: Record<string, JobState>;
}

export interface ReadinessChecks {
  database: () => Promise<CheckResult>;
  /** Absent when the server runs without Redis (one process). */
  redis?: (() => Promise<CheckResult>) | undefined;
  jobs: JobBoard;
  drain: Drain;
}

export async function readiness({
  database,
  redis,
  jobs,
  drain,
}: ReadinessChecks): Promise<Readiness> {
  const [db, cache] = await Promise.all([database(), redis?.()]);
  const status: ReadinessStatus = drain.draining
    ? 'draining'
    : db.status === 'down'
      ? 'unavailable'
      : cache?.status === 'down'
        ? 'degraded'
        : 'ready';
  return {
    status,
    checks: { database: db, ...(cache ? { redis: cache } : {}) },
    jobs: jobs.snapshot(),
  };
}
