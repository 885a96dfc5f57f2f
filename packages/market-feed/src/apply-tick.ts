import type { Candle, KlinePeriod, TickEvent } from '@trading/contract';
import { bucketStart } from '@trading/market-time';

/** The parts of a live tick a candle needs. */
export type CandleTick = Pick<TickEvent, 'timestamp' | 'price' | 'volume'>;

/**
 * Applies one live tick (timestamp in seconds) to candles sorted oldest first and returns the
 * new list, or the same list when the tick is ignored. Rules:
 * - older than the last candle's timestamp: ignored (out of order);
 * - in the last candle's bucket: high/low widen, close = price, volume and turnover add;
 * - in a later bucket: a new candle opening at the previous close;
 * - no candles: the first candle, opening at the price.
 * Ticks carry no id, so a repeated tick is another trade: OHLC are unchanged, volume adds.
 * Turnover grows by price × volume (the feed sends no turnover).
 */
export function applyTick(
  candles: readonly Candle[],
  tick: CandleTick,
  period: KlinePeriod,
  timeZone: string,
): readonly Candle[] {
  const time = tick.timestamp * 1000;
  const { price, volume } = tick;
  const last = candles[candles.length - 1];
  if (last !== undefined && time < last.timestamp) return candles;
  const start = bucketStart(time, period, timeZone);
  if (last !== undefined && start <= last.timestamp) {
    const updated: Candle = {
      timestamp: last.timestamp,
      open: last.open,
      high: price > last.high ? price : last.high,
      low: price < last.low ? price : last.low,
      close: price,
      volume: last.volume + volume,
      turnover: last.turnover + price * volume,
    };
    const next = candles.slice();
    next[next.length - 1] = updated;
    return next;
  }
  const open = last === undefined ? price : last.close;
  return [
    ...candles,
    {
      timestamp: start,
      open,
      high: price > open ? price : open,
      low: price < open ? price : open,
      close: price,
      volume,
      turnover: price * volume,
    },
  ];
}
