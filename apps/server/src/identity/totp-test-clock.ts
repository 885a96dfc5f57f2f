import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** How far ahead of the real clock a key's codes are checked, in ms. */
export interface TotpClock {
  offsetMs(secret: string): number;
}

/** Every real start: codes are checked at the real time. */
export const REAL_TOTP_CLOCK: TotpClock = { offsetMs: () => 0 };

const STEP_MS = 30_000;

const keyOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

/**
 * A clock the browser tests move forward per TOTP key, so an account that has spent the three
 * codes of a window gets new ones at once instead of after up to 30 s. Only the key's holder
 * can use it (codes still come from the key), and a replayed code is still refused.
 */
export function createTotpTestClock(): TotpClock & {
  advance(secret: string, steps: number): number;
} {
  const steps = new Map<string, number>();
  return {
    offsetMs: (secret) => (steps.get(keyOf(secret)) ?? 0) * STEP_MS,
    advance(secret, by) {
      const total = (steps.get(keyOf(secret)) ?? 0) + by;
      steps.set(keyOf(secret), total);
      return total;
    },
  };
}

const AdvanceRequest = z.object({
  secret: z.string().regex(/^[A-Z2-7]{16,64}$/),
  steps: z.number().int().min(0).max(10),
});

/**
 * POST /__test/totp-clock {secret, steps}: moves the key's clock `steps` 30 s steps ahead (0
 * reads it) and answers the total. Outside /api and the contract on purpose, and registered
 * only when TEST_TOTP_CLOCK=enabled (as TEST_PRICE_SEAM).
 */
export function registerTestTotpClockRoute(
  fastify: FastifyInstance,
  clock: ReturnType<typeof createTotpTestClock>,
): void {
  fastify.post('/__test/totp-clock', async (request, reply) => {
    const parsed = AdvanceRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'expected {secret, steps}' });
    return { steps: clock.advance(parsed.data.secret, parsed.data.steps) };
  });
}
