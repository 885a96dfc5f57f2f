import type {
  CurrencyCode,
  Market,
  OrderRecord,
  OrderSide,
  OrderRecordType,
  Position,
} from '@trading/contract';
import { divUnits, fromUnits, priceUnits, toUnits } from '../ledger/decimal';
import { instrumentById, type Instrument } from '../market/instruments';
import type { OrderRow } from './order-repository';
import type { PositionRow } from './position-repository';
import type { DayQuotes, PriceSource } from './price-source';

export function currentPrice(prices: PriceSource, instrument: Instrument): string {
  return fromUnits(priceUnits(prices.quote(instrument).price));
}

export function orderRecord(row: OrderRow, prices: PriceSource): OrderRecord {
  const instrument = instrumentById(row.instrumentId)!;
  return {
    id: row.id,
    stockId: row.instrumentId,
    side: row.side as OrderSide,
    type: row.source as OrderRecordType,
    stockName: instrument.name,
    stockExchange: instrument.exchange as Market,
    stockSymbol: instrument.symbol,
    createdTime: row.createdAt.getTime(),
    price: fromUnits(toUnits(row.price)),
    currentPrice: currentPrice(prices, instrument),
    amount: row.quantity,
    fee: fromUnits(toUnits(row.fee)),
    currencyType: row.currency as CurrencyCode,
  };
}

/** Average price to the cent (display); the exact cost basis stays in the row. */
export function averagePrice(row: PositionRow): string {
  const shares = row.available + row.locked;
  return shares === 0 ? '0.00' : fromUnits(divUnits(toUnits(row.cost), BigInt(shares)));
}

export function positionView(row: PositionRow, quotes: DayQuotes, realised = 0n): Position {
  const instrument = instrumentById(row.instrumentId)!;
  const quote = quotes.quote(instrument);
  return {
    stockId: row.instrumentId,
    stockName: instrument.name,
    stockExchange: instrument.exchange,
    stockSymbol: instrument.symbol,
    availableAmount: row.available,
    lockedAmount: row.locked,
    avgPrice: averagePrice(row),
    currentPrice: fromUnits(priceUnits(quote.price)),
    previousClose: fromUnits(priceUnits(quote.previousClose)),
    currencyType: instrument.currencyType,
    realisedPnl: fromUnits(realised),
  };
}
