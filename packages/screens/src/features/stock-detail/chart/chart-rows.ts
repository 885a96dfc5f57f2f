import type { Candle, KlinePeriod } from '@trading/contract';

/** 1m is an area of closes; every other period a candle. */
export function drawsArea(period: KlinePeriod): boolean {
  return period === 'MIN1';
}

export type MainRow = [number, number] | [number, number, number, number, number];

/** The price series' point for a candle: [time, close] on 1m, [time, O, H, L, C] otherwise. */
export function mainRow(period: KlinePeriod, candle: Candle): MainRow {
  return drawsArea(period)
    ? [candle.timestamp, candle.close]
    : [candle.timestamp, candle.open, candle.high, candle.low, candle.close];
}

export function volumeRow(candle: Candle): [number, number] {
  return [candle.timestamp, candle.volume];
}
