import { Counter, Gauge, type Registry } from 'prom-client';
import type { JobBoard } from '../background/job-board';
import type { PoolStats } from '../db/database';

export interface StateSources {
  jobs: JobBoard;
  /** Open live-feed sockets on this process. */
  sockets: () => number;
  /** Absent on PGlite, which has no pool. */
  pool?: (() => PoolStats) | undefined;
}

/** Figures read from the server's own state at each scrape, so nothing is counted twice. */
export function recordStateMetrics(registry: Registry, sources: StateSources): void {
  const registers = [registry];
  new Counter({
    name: 'background_job_runs_total',
    help: 'Background job passes since start, by outcome',
    labelNames: ['job', 'outcome'],
    registers,
    collect() {
      this.reset();
      for (const [job, { ok, failed }] of Object.entries(sources.jobs.runs())) {
        this.inc({ job, outcome: 'ok' }, ok);
        this.inc({ job, outcome: 'failed' }, failed);
      }
    },
  });
  new Gauge({
    name: 'background_job_consecutive_failures',
    help: 'Passes of a background job that failed in a row (it backs off meanwhile)',
    labelNames: ['job'],
    registers,
    collect() {
      for (const [job, state] of Object.entries(sources.jobs.snapshot()))
        this.set({ job }, state.consecutiveFailures);
    },
  });
  new Gauge({
    name: 'ws_connections',
    help: 'Open live-feed sockets on this process',
    registers,
    collect() {
      this.set(sources.sockets());
    },
  });
  const pool = sources.pool;
  if (!pool) return;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections, in use or idle',
    labelNames: ['state'],
    registers,
    collect() {
      const stats = pool();
      this.set({ state: 'in_use' }, stats.inUse);
      this.set({ state: 'idle' }, stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a database connection',
    registers,
    collect() {
      this.set(pool().waiting);
    },
  });
}
