import type { CurrencyCode } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { withdrawals } from '../db/schema';
import { toUnits, type Units } from './decimal';

/**
 * What the investor's withdrawals still under review hold, per currency: part of the held
 * balance, but money on its way out rather than an advance payment.
 */
export async function pendingWithdrawals(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<Map<CurrencyCode, Units>> {
  const rows = await db
    .select({ amount: withdrawals.amount, currency: withdrawals.currency })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.tenantId, tenantId),
        eq(withdrawals.userId, userId),
        eq(withdrawals.status, 'REVIEWING'),
      ),
    );
  const pending = new Map<CurrencyCode, Units>();
  for (const { amount, currency } of rows) {
    const code = currency as CurrencyCode;
    pending.set(code, (pending.get(code) ?? 0n) + toUnits(amount));
  }
  return pending;
}
