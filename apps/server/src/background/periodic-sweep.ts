import type { FastifyInstance } from 'fastify';

export interface PeriodicSweep {
  everyMs: number;
  /** Runs one pass; returns how many things it handled, for the log. */
  run: () => Promise<number>;
  /** The log line of a pass that handled something, and the key its count goes under. */
  done: { message: string; countKey: string };
  /** The log line of a pass that threw. */
  failed: string;
}

/**
 * Runs a background sweep while the server runs: an unref'd interval, so it never keeps the
 * process alive, cleared on close. A pass still running when the next is due is not
 * overlapped, and a failing pass is logged and retried on the next tick.
 */
export function startPeriodicSweep(api: FastifyInstance, sweep: PeriodicSweep): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const pass = async () => {
    if (running) return;
    running = true;
    try {
      const count = await sweep.run();
      if (count > 0) api.log.info({ [sweep.done.countKey]: count }, sweep.done.message);
    } catch (error) {
      api.log.error({ err: error }, sweep.failed);
    } finally {
      running = false;
    }
  };
  api.addHook('onReady', async () => {
    timer = setInterval(() => void pass(), sweep.everyMs);
    timer.unref();
  });
  api.addHook('onClose', async () => clearInterval(timer));
}
