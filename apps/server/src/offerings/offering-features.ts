import { registerAdminRoutes } from '../backoffice/admin-routes';
import { seedOperators } from '../backoffice/seed-operators';
import type { Feature } from '../features';
import { quantHandlers } from '../quant/handlers';
import { seedQuantProducts } from '../quant/seed-quant';
import { startSettlementSweep } from '../quant/settlement-sweep';
import { systemClock, type Clock } from './clock';
import { offeringHandlers } from './handlers';
import { seedDemoHistory } from '../seed/demo-history';
import { seedOfferings } from './seed-offerings';

export interface OfferingOptions {
  /** Judges offer windows and lock-ups; tests pass a clock they can move. */
  clock?: Clock;
  /** How often due quantitative orders are settled in the background; 0 turns the sweep off. */
  settleEveryMs?: number;
}

/** Offerings, quantitative funds and the back office (operator API and roles). */
export function offeringFeatures({
  clock = systemClock,
  settleEveryMs = 60_000,
}: OfferingOptions = {}): Feature[] {
  return [
    { name: 'offerings', handlers: offeringHandlers(clock), seed: seedOfferings },
    {
      name: 'quant',
      handlers: quantHandlers(clock),
      seed: seedQuantProducts,
      ...(settleEveryMs > 0
        ? { routes: (api, services) => startSettlementSweep(api, services, clock, settleEveryMs) }
        : {}),
    },
    {
      name: 'backoffice',
      routes: (api, services) => registerAdminRoutes(api, services, clock),
      seed: seedOperators,
    },
    // Last: the demo investor's history goes through the offerings, quant and operator seeds above.
    { name: 'demo-history', seed: seedDemoHistory },
  ];
}
