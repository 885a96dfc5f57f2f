import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/database';
import { userBanks, users } from '../db/schema';

const UsableRequest = z.object({ tenant: z.string().min(1), username: z.string().min(1) });

/**
 * POST /__test/destinations-usable {tenant, username}: ends the cooling-off of every
 * destination the user has saved, as the tenant's hours passing would. The browser tests' way
 * to withdraw as a fresh investor without waiting a day. Outside /api and the contract on
 * purpose, and registered only when TEST_DESTINATION_SEAM=enabled (as TEST_PRICE_SEAM).
 */
export function registerTestDestinationRoute(fastify: FastifyInstance, db: Db): void {
  fastify.post('/__test/destinations-usable', async (request, reply) => {
    const parsed = UsableRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'expected {tenant, username}' });
    const { tenant, username } = parsed.data;
    const owner = db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.tenantId, tenant), eq(users.username, username)));
    const aged = await db
      .update(userBanks)
      .set({ usableFrom: sql`now() - interval '1 minute'` })
      .where(and(eq(userBanks.tenantId, tenant), sql`${userBanks.userId} in (${owner})`))
      .returning({ id: userBanks.id });
    return { usable: aged.length };
  });
}
