import type { ParsedRequestOf } from '@trading/contract';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userBanks } from '../db/schema';
import { ApiError } from '../errors/api-error';
import type { FactorContext } from '../identity/second-factor';
import { localized } from '../messages/catalogue';

/** When a destination saved or changed now becomes usable (the tenant's cooling-off). */
export function coolingOffUntil(ctx: Pick<FactorContext, 'services' | 'tenant'>): Date {
  const hours = ctx.tenant.rules.security.destinationCoolingOffHours;
  return new Date(ctx.services.now() + hours * 3_600_000);
}

/**
 * Refuses a withdrawal to a saved destination still cooling off: someone who took over a
 * session cannot add their own account and drain the balance to it at once.
 */
export async function assertDestinationUsable(
  db: Db,
  tenantId: string,
  userId: number,
  input: Pick<ParsedRequestOf<'withdraw'>, 'usdt' | 'accountNumber'>,
  nowMs: number,
): Promise<void> {
  const [cooling] = await db
    .select({ usableFrom: userBanks.usableFrom })
    .from(userBanks)
    .where(
      and(
        eq(userBanks.tenantId, tenantId),
        eq(userBanks.userId, userId),
        eq(userBanks.usdt, input.usdt),
        eq(userBanks.accountNumber, input.accountNumber),
        gt(userBanks.usableFrom, new Date(nowMs)),
      ),
    )
    .limit(1);
  if (!cooling) return;
  const time = `${cooling.usableFrom.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  throw new ApiError('DESTINATION_COOLING_OFF', localized('withdraw.destinationCooling', { time }));
}
