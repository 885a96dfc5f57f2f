import type { FastifyInstance } from 'fastify';
import { startPeriodicSweep } from '../background/periodic-sweep';
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
  startPeriodicSweep(api, services.jobs, {
    name: 'quant-settlement',
    everyMs,
    run: async () => (await settleDueOrders(services.db, clock())).length,
    done: { message: 'settled due quantitative orders', countKey: 'settled' },
    failed: 'quantitative settlement sweep failed',
  });
}
