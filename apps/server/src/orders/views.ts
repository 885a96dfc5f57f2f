import type {
  CurrencyCode,
  Market,
  OrderEndReason,
  OrderSide,
  OrderStatus,
  OrderType,
  TimeInForce,
  WorkingOrder,
} from '@trading/contract';
import { fromUnits, toUnits } from '../ledger/decimal';
import { instrumentById } from '../market/instruments';
import type { WorkingOrderRow } from './working-order-repository';

function cents(text: string | null): string | null {
  return text === null ? null : fromUnits(toUnits(text));
}

export function workingOrderView(row: WorkingOrderRow): WorkingOrder {
  const instrument = instrumentById(row.instrumentId)!;
  return {
    id: row.id,
    stockId: row.instrumentId,
    stockName: instrument.name,
    stockExchange: instrument.exchange as Market,
    stockSymbol: instrument.symbol,
    type: row.type as OrderType,
    side: row.side as OrderSide,
    quantity: row.quantity,
    limitPrice: cents(row.limitPrice),
    stopPrice: cents(row.stopPrice),
    timeInForce: row.timeInForce as TimeInForce,
    status: row.status as OrderStatus,
    reason: row.reason as OrderEndReason | null,
    heldAmount: fromUnits(toUnits(row.held)),
    filledPrice: cents(row.filledPrice),
    fee: cents(row.fee),
    filledOrderId: row.filledOrderId,
    currencyType: row.currency as CurrencyCode,
    createdTime: row.createdAt.getTime(),
    expiresTime: row.expiresAt.getTime(),
    updatedTime: row.updatedAt.getTime(),
  };
}
