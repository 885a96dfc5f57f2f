import type { CurrencyCode } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { offeringApplications, quantOrders } from '../db/schema';
import { toUnits, type Units } from './decimal';

/**
 * Money that left the investor's cash but is still theirs: principal in quantitative funds
 * until settled, and what they paid towards an allotment still being funded (the shares
 * arrive only when it is paid in full). Per currency.
 */
export async function lockedFunds(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<Map<CurrencyCode, Units>> {
  const [quant, funding] = await Promise.all([
    db
      .select({ amount: quantOrders.applyAmount, currency: quantOrders.currencyType })
      .from(quantOrders)
      .where(
        and(
          eq(quantOrders.tenantId, tenantId),
          eq(quantOrders.userId, userId),
          eq(quantOrders.status, 'LOCKED'),
        ),
      ),
    db
      .select({ amount: offeringApplications.funding, currency: offeringApplications.currencyType })
      .from(offeringApplications)
      .where(
        and(
          eq(offeringApplications.tenantId, tenantId),
          eq(offeringApplications.userId, userId),
          eq(offeringApplications.status, 'FUNDING'),
        ),
      ),
  ]);
  const locked = new Map<CurrencyCode, Units>();
  for (const { amount, currency } of [...quant, ...funding]) {
    const code = currency as CurrencyCode;
    locked.set(code, (locked.get(code) ?? 0n) + toUnits(amount));
  }
  return locked;
}
