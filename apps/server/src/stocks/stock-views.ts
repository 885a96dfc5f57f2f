import type { IndexItem, Market, Stock, StockSummary, TradeState } from '@trading/contract';
import type { Instrument } from '../market/instruments';
import type { Quote } from '../market/sim/market-sim';
import type { MarketData } from './market-data';

export function toSummary(i: Instrument, q: Quote): StockSummary {
  return {
    id: i.id,
    symbol: i.symbol,
    name: i.name,
    market: i.exchange as Market,
    currencyType: i.currencyType,
    price: q.price,
    change: q.change,
    up: q.percentChange,
    volume: q.volume,
  };
}

/** `close` is the previous session's close, the reference the change is measured from. */
export function toStock(i: Instrument, q: Quote, favorite: boolean, tradeState: TradeState): Stock {
  return {
    ...toSummary(i, q),
    high: q.high,
    low: q.low,
    open: q.open,
    close: q.previousClose,
    favorite,
    isIndex: i.isIndex,
    tradeState,
  };
}

export function toIndexItem(i: Instrument, q: Quote): IndexItem {
  return {
    id: i.id,
    symbol: i.symbol,
    name: i.name,
    price: q.price,
    change: q.change,
    up: q.percentChange,
  };
}

/** The instruments of `ids` that exist, in that order, each with its quote now. */
export function quotedSummaries(market: MarketData, ids: readonly number[]): StockSummary[] {
  return ids.flatMap((id) => {
    const instrument = market.instrument(id);
    return instrument ? [toSummary(instrument, market.quote(instrument))] : [];
  });
}
