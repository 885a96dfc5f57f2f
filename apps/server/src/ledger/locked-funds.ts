import type { CurrencyCode } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { offeringApplications, quantOrders } from '../db/schema';
import { toUnits, type Units } from './decimal';

/** Where locked money sits: each table, its amount column, and the status that holds it there. */
const LOCKED_IN = [
  {
    table: quantOrders,
    amount: quantOrders.applyAmount,
    holding: eq(quantOrders.status, 'LOCKED'),
  },
  {
    table: offeringApplications,
    amount: offeringApplications.funding,
    holding: eq(offeringApplications.status, 'FUNDING'),
  },
];

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
  const held = await Promise.all(
    LOCKED_IN.map(({ table, amount, holding }) =>
      db
        .select({ amount, currency: table.currencyType })
        .from(table)
        .where(and(eq(table.tenantId, tenantId), eq(table.userId, userId), holding)),
    ),
  );
  const locked = new Map<CurrencyCode, Units>();
  for (const { amount, currency } of held.flat()) {
    const code = currency as CurrencyCode;
    locked.set(code, (locked.get(code) ?? 0n) + toUnits(amount));
  }
  return locked;
}
