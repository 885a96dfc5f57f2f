import { SpanStatusCode, trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import type { JobBoard } from './job-board';
import { retryDelay } from './retry-delay';

export interface PeriodicSweep {
  /** The job's name on /readyz. */
  name: string;
  everyMs: number;
  /** Runs one pass; returns how many things it handled, for the log. */
  run: () => Promise<number>;
  /** The log line of a pass that handled something, and the key its count goes under. */
  done: { message: string; countKey: string };
  /** The log line of a pass that threw. */
  failed: string;
}

// A no-op until main.ts starts the SDK (tracing on): then each pass is a span.
const tracer = trace.getTracer('trading-server');

/** One pass in a span of its own, its database queries inside it. */
function tracedRun(sweep: PeriodicSweep): Promise<number> {
  return tracer.startActiveSpan(`job ${sweep.name}`, async (span) => {
    try {
      const count = await sweep.run();
      span.setAttribute('job.handled', count);
      return count;
    } catch (error) {
      span.recordException(error as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * Runs a background sweep while the server runs, on unref'd timers, so it never keeps the
 * process alive. Passes never overlap. A failing pass is retried after a growing, jittered
 * wait (retry-delay.ts) instead of hammering a database that is away; `jobs` shows the
 * failures in a row. Close waits for a running pass, so it ends at a safe point.
 */
export function startPeriodicSweep(
  api: FastifyInstance,
  jobs: JobBoard,
  sweep: PeriodicSweep,
): void {
  const status = jobs.track(sweep.name);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const schedule = (delayMs: number) => {
    if (closed) return;
    timer = setTimeout(() => (running = pass()), delayMs);
    timer.unref();
  };
  const pass = async () => {
    const started = Date.now();
    try {
      const count = await tracedRun(sweep);
      if (count > 0) api.log.info({ [sweep.done.countKey]: count }, sweep.done.message);
      const ended = status.succeeded();
      if (ended > 0) api.log.info({ job: sweep.name, failures: ended }, 'background job resumed');
      // Keeps the period from start to start, as an interval would (a clock set back or
      // forward mid-pass changes one wait by at most a period).
      const elapsed = Math.min(Math.max(Date.now() - started, 0), sweep.everyMs);
      schedule(sweep.everyMs - elapsed);
    } catch (error) {
      const failures = status.failed(error);
      const retryInMs = retryDelay(failures, sweep.everyMs);
      api.log.error({ err: error, failures, retryInMs }, sweep.failed);
      schedule(retryInMs);
    }
  };
  api.addHook('onReady', async () => schedule(sweep.everyMs));
  api.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
