import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { instrumentById } from './instruments.js';
import type { PinnedPriceSim } from './sim/pinned-prices.js';

const PinRequest = z.object({
  stockId: z.number().int().positive(),
  price: z.number().positive().finite().nullable(),
});

/**
 * POST /__test/price {stockId, price}: the browser tests' way to move a price, so an order
 * fills on a tick the feed shows; price null hands the instrument back to the simulator. Outside /api and the contract on purpose: it is no call of
 * the product, and it is registered only when TEST_PRICE_SEAM=enabled.
 */
export function registerTestPriceRoute(fastify: FastifyInstance, sim: PinnedPriceSim): void {
  fastify.post('/__test/price', async (request, reply) => {
    const parsed = PinRequest.safeParse(request.body);
    const instrument = parsed.success ? instrumentById(parsed.data.stockId) : undefined;
    if (!parsed.success || !instrument)
      return reply.code(400).send({ error: 'expected {stockId, price} of a known instrument' });
    sim.pin(instrument, parsed.data.price);
    return { stockId: instrument.id, price: sim.quote(instrument, Date.now()).price };
  });
}
