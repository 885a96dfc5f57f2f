import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { ApiError } from '../errors/api-error';
import { settleQuantOrder } from './quant-service';
import { dueQuantOrderIds, type QuantOrderRow } from './quant-repository';

export interface Settlement {
  tenantId: string;
  before: QuantOrderRow;
  after: QuantOrderRow;
}

/**
 * Settles every order whose lock has ended (in a tenant, or of one user), each in its own
 * transaction so one failure leaves the others paid. An order settled meanwhile by
 * someone else is skipped. `onSettled` runs inside each order's transaction (the audit).
 */
export async function settleDueOrders(
  db: Db,
  now: Date,
  scope: { tenantId?: string; userId?: number } = {},
  onSettled?: (tx: Db, settlement: Settlement) => Promise<void>,
): Promise<Settlement[]> {
  const settled: Settlement[] = [];
  for (const { tenantId, id } of await dueQuantOrderIds(db, now, scope)) {
    try {
      const settlement = await inTransaction(db, async (tx) => {
        const result = { tenantId, ...(await settleQuantOrder(tx, tenantId, id, now)) };
        await onSettled?.(tx, result);
        return result;
      });
      settled.push(settlement);
    } catch (error) {
      if (!(error instanceof ApiError && error.errorName === 'INVALID_STATE')) throw error;
    }
  }
  return settled;
}
