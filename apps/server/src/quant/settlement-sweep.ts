import type { FastifyInstance } from 'fastify';
import type { Clock } from '../offerings/clock';
import type { Services } from '../services';
import { settleDueOrders } from './settle-due';

/**
 * Pays back orders whose lock ended without anyone looking: every `everyMs` while the
 * server runs, all tenants. Reading /quantitative/orders also settles the caller's due
 * orders at once, so the sweep only bounds how long a balance waits for an absent user.
 */
export function startSettlementSweep(
  api: FastifyInstance,
  services: Services,
  clock: Clock,
  everyMs: number,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      const settled = await settleDueOrders(services.db, clock());
      if (settled.length > 0)
        api.log.info({ settled: settled.length }, 'settled due quantitative orders');
    } catch (error) {
      api.log.error({ err: error }, 'quantitative settlement sweep failed');
    } finally {
      running = false;
    }
  };
  api.addHook('onReady', async () => {
    timer = setInterval(() => void sweep(), everyMs);
    timer.unref();
  });
  api.addHook('onClose', async () => clearInterval(timer));
}
