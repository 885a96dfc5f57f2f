import type { NotifiedOrder, OrderRecord } from '@trading/contract';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';

/**
 * Tells the investor a fill's contract note is ready (the documents screen lists it): written
 * by the call or the background fill that made it, in its transaction where there is one. The
 * services a seed replays history through write none, so a new demo account has no backlog.
 */
export async function notifyContractNote(
  db: Db,
  notice: {
    tenantId: string;
    userId: number;
    /** The stock's symbol, or the fund's name. */
    title: string;
    stockId: number | null;
    order: NotifiedOrder | null;
  },
): Promise<void> {
  await db.insert(notifications).values({
    tenantId: notice.tenantId,
    userId: notice.userId,
    kind: 'CONTRACT_NOTE_READY',
    detail: notice.title,
    stockId: notice.stockId,
    order: notice.order,
  });
}

/** The contract-note notice of a filled order record (a market order's, a block trade's). */
export function recordNotice(tenantId: string, userId: number, order: OrderRecord) {
  return {
    tenantId,
    userId,
    title: order.stockSymbol,
    stockId: order.stockId,
    order: {
      side: order.side,
      quantity: order.amount,
      filledPrice: order.price,
      currency: order.currencyType,
    },
  };
}
