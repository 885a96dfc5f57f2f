import type { CurrencyCode, OrderSide } from '@trading/contract';
import { instrumentById } from '../market/instruments';
import type { WorkingOrderRow } from './working-order-repository';

/** The contract-note notice of a working order that filled: its stock, side, size and price. */
export function filledNotice(row: WorkingOrderRow) {
  return {
    tenantId: row.tenantId,
    userId: row.userId,
    title: instrumentById(row.instrumentId)?.symbol ?? '',
    stockId: row.instrumentId,
    order: {
      side: row.side as OrderSide,
      quantity: row.quantity,
      filledPrice: row.filledPrice,
      currency: row.currency as CurrencyCode,
    },
  };
}
