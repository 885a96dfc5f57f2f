import { Counter, Gauge, type Registry } from 'prom-client';
import type { JobBoard } from '../background/job-board';
import type { PoolStats } from '../db/database';
import type { PasswordHasher } from '../identity/password-hasher';
import type { PageRenderer } from '../web-app/page-renderer';

export interface StateSources {
  jobs: JobBoard;
  hasher: Pick<PasswordHasher, 'queue'>;
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
  new Gauge({
    name: 'password_hash_tasks',
    help: 'Password hashes and checks taken on by the hashing pool, running or waiting',
    labelNames: ['state'],
    registers,
    collect() {
      const { running, waiting } = sources.hasher.queue();
      this.set({ state: 'running' }, running);
      this.set({ state: 'waiting' }, waiting);
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

/** The server-render queue, where pages are rendered (production with SERVER_RENDER). */
export function recordRenderQueueMetrics(
  registry: Registry,
  renderer: Pick<PageRenderer, 'queue'>,
): void {
  new Gauge({
    name: 'server_render_pages',
    help: 'Pages taken on by the server renderer, rendering or waiting for a turn',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const { rendering, waiting } = renderer.queue();
      this.set({ state: 'rendering' }, rendering);
      this.set({ state: 'waiting' }, waiting);
    },
  });
}
