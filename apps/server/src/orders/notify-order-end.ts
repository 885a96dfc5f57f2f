import type { CurrencyCode, OrderSide } from '@trading/contract';
import { notifications } from '../db/schema';
import type { Db } from '../db/database';
import { instrumentById } from '../market/instruments';
import type { WorkingOrderRow } from './working-order-repository';

/** How a working order the investor did not end themselves ended. */
export type BackgroundEnd = 'FILLED' | 'EXPIRED' | 'REJECTED';

/**
 * Tells the investor that the server ended their order (a fill, a day's close, a refused
 * fill): an in-app notification written in the transaction that ended it, so it exists
 * exactly when the end does, and pushed to their open sessions like a price alert. `row` is the
 * order as it ended: a fill's price is on it.
 */
export async function notifyOrderEnd(
  db: Db,
  row: WorkingOrderRow,
  end: BackgroundEnd,
): Promise<void> {
  await db.insert(notifications).values({
    tenantId: row.tenantId,
    userId: row.userId,
    kind: `ORDER_${end}`,
    detail: instrumentById(row.instrumentId)?.symbol ?? '',
    stockId: row.instrumentId,
    order: {
      side: row.side as OrderSide,
      quantity: row.quantity,
      filledPrice: end === 'FILLED' ? row.filledPrice : null,
      currency: row.currency as CurrencyCode,
    },
  });
}
