import type { Candle, KlinePeriod } from '@trading/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyTick } from '../src/apply-tick.js';
import { CandleSeries, TickOutcome } from '../src/candle-series.js';

const zones = ['Africa/Lagos', 'Asia/Kolkata', 'America/Sao_Paulo', 'America/New_York'];
const periods: KlinePeriod[] = [
  'MIN1',
  'MIN5',
  'MIN15',
  'MIN30',
  'HOUR',
  'HOUR4',
  'DAY',
  'WEEK',
  'MONTH',
];

describe('CandleSeries', () => {
  it('reports what each tick did', () => {
    const series = new CandleSeries('MIN1', 'UTC');
    const t0 = Date.parse('2024-05-06T10:07:30Z');
    expect(series.apply(t0, 10, 1)).toBe(TickOutcome.Appended);
    expect(series.apply(t0 + 10_000, 11, 1)).toBe(TickOutcome.Updated);
    expect(series.apply(t0 + 60_000, 12, 1)).toBe(TickOutcome.Appended);
    expect(series.apply(t0, 99, 1)).toBe(TickOutcome.Ignored);
    expect(series.toArray().map((c) => c.close)).toEqual([11, 12]);
  });

  it('grows past its initial capacity without losing candles', () => {
    const series = new CandleSeries('MIN1', 'UTC');
    for (let i = 0; i < 1000; i++) series.apply(i * 60_000, i, 1);
    expect(series.length).toBe(1000);
    expect(series.at(999)).toMatchObject({ timestamp: 999 * 60_000, open: 998, close: 999 });
    expect(series.at(1000)).toBeUndefined();
  });

  it('starts from history and continues its last candle', () => {
    const history: Candle[] = [
      { timestamp: 120_000, open: 2, high: 2, low: 2, close: 2, volume: 1, turnover: 2 },
      { timestamp: 60_000, open: 1, high: 1, low: 1, close: 1, volume: 1, turnover: 1 },
    ];
    const series = new CandleSeries('MIN1', 'UTC', history);
    series.apply(150_000, 3, 1);
    expect(series.toArray()).toEqual([
      history[1],
      { ...history[0], high: 3, close: 3, volume: 2, turnover: 5 },
    ]);
  });

  it('merges older pages in front', () => {
    const series = new CandleSeries('MIN1', 'UTC');
    series.apply(600_000, 10, 1);
    series.prependHistory([
      { timestamp: 540_000, open: 9, high: 9, low: 9, close: 9, volume: 1, turnover: 9 },
      { timestamp: 600_000, open: 0, high: 0, low: 0, close: 0, volume: 0, turnover: 0 },
    ]);
    expect(series.toArray().map((c) => [c.timestamp, c.close])).toEqual([
      [540_000, 9],
      [600_000, 10],
    ]);
  });

  it('produces exactly what applyTick produces, for any tick stream, period and zone', () => {
    const tickArb = fc.record({
      // Steps mostly forward, sometimes backwards, over hours to weeks, including DST days.
      step: fc.integer({ min: -3_600, max: 4 * 86_400 }),
      price: fc.double({ min: 1, max: 1000, noNaN: true }),
      volume: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.constantFrom(...periods),
        fc.integer({ min: Date.parse('2018-01-01') / 1000, max: Date.parse('2030-01-01') / 1000 }),
        fc.array(tickArb, { maxLength: 200 }),
        (zone, period, startSeconds, steps) => {
          const series = new CandleSeries(period, zone);
          let candles: readonly Candle[] = [];
          let timestamp = startSeconds;
          for (const { step, price, volume } of steps) {
            timestamp += step;
            candles = applyTick(candles, { timestamp, price, volume }, period, zone);
            series.apply(timestamp * 1000, price, volume);
          }
          expect(series.toArray()).toEqual(candles);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('matches applyTick through a New York DST change, tick by tick every minute', () => {
    for (const period of periods) {
      const series = new CandleSeries(period, 'America/New_York');
      let candles: readonly Candle[] = [];
      const from = Date.parse('2024-11-02T20:00:00Z') / 1000;
      for (let t = from; t < from + 86_400; t += 60) {
        candles = applyTick(
          candles,
          { timestamp: t, price: t % 97, volume: 1 },
          period,
          'America/New_York',
        );
        series.apply(t * 1000, t % 97, 1);
      }
      expect(series.toArray()).toEqual(candles);
    }
  });
});
