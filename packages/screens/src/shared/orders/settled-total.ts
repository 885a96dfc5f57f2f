import type { OrderSide } from '@trading/contract';
import { exact, type Decimal, type MoneyInput } from '@trading/ui-kit';

/**
 * What a filled order moved in cash, as the ledger booked it: a buy paid price × quantity plus
 * its fee, a sale received price × quantity less its fee. Null when a figure is not a number.
 */
export function settledTotal(
  side: OrderSide,
  price: MoneyInput,
  quantity: number,
  fee: MoneyInput,
): Decimal | null {
  const each = exact.parse(price);
  const charged = exact.parse(fee);
  if (!each || !charged || !Number.isInteger(quantity)) return null;
  const value = exact.multiply(each, exact.of(quantity));
  return side === 'BUY' ? exact.add(value, charged) : exact.subtract(value, charged);
}
