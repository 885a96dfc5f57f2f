import type { Candle, TickEvent, WsSymbol } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { CandleFeed } from '../src/candle-feed.js';
import { manualFrames } from './support/manual-frames.js';

/** Stands in for FeedClient: records holders and lets the test push ticks. */
function fakeClient() {
  const listeners = new Set<(tick: TickEvent) => void>();
  const client = {
    holders: 0,
    subscribe: (_symbol: WsSymbol) => {
      client.holders++;
      return () => void client.holders--;
    },
    onSymbolTick: (_symbol: WsSymbol, listener: (tick: TickEvent) => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(iso: string, price: number, volume = 1) {
      const tick: TickEvent = {
        event: 'tick',
        symbol: 'DANGCEM',
        exchange: 'NSENG',
        timestamp: Date.parse(iso) / 1000,
        price,
        volume,
        priceChange: 0,
        percentChange: 0,
      };
      for (const listener of listeners) listener(tick);
    },
  };
  return client;
}

const history: Candle[] = [
  {
    timestamp: Date.parse('2024-05-06T10:01:00Z'),
    open: 9,
    high: 10,
    low: 9,
    close: 10,
    volume: 5,
    turnover: 50,
  },
  {
    timestamp: Date.parse('2024-05-06T10:00:00Z'),
    open: 8,
    high: 9,
    low: 8,
    close: 9,
    volume: 5,
    turnover: 45,
  },
];

function setUp() {
  const client = fakeClient();
  const frames = manualFrames();
  const feed = new CandleFeed({
    client,
    symbol: { symbol: 'DANGCEM', exchange: 'NSENG' },
    period: 'MIN1',
    timeZone: 'Africa/Lagos',
    history,
    schedule: frames.schedule,
  });
  return { client, frames, feed };
}

describe('CandleFeed', () => {
  it('holds a subscription between start and stop', () => {
    const { client, feed } = setUp();
    const stop = feed.start();
    expect(client.holders).toBe(1);
    stop();
    expect(client.holders).toBe(0);
  });

  it('tells onCandle listeners once per frame with the latest last candle and its index', () => {
    const { client, frames, feed } = setUp();
    feed.start();
    const seen: [number, Candle][] = [];
    feed.onCandle((candle, index) => seen.push([index, candle]));
    client.emit('2024-05-06T10:01:10Z', 11);
    client.emit('2024-05-06T10:01:20Z', 7);
    client.emit('2024-05-06T10:01:30Z', 8);
    expect(seen).toEqual([]);
    frames.run();
    expect(seen).toEqual([
      [
        1,
        {
          timestamp: Date.parse('2024-05-06T10:01:00Z'),
          open: 9,
          high: 11,
          low: 7,
          close: 8,
          volume: 8,
          turnover: 76,
        },
      ],
    ]);
  });

  it('reports every candle a frame touched, so a chart can update one point and add the next', () => {
    const { client, frames, feed } = setUp();
    feed.start();
    const seen: [number, number][] = [];
    feed.onCandle((candle, index) => seen.push([index, candle.close]));
    client.emit('2024-05-06T10:01:50Z', 12);
    client.emit('2024-05-06T10:02:05Z', 13);
    frames.run();
    expect(seen).toEqual([
      [1, 12],
      [2, 13],
    ]);
  });

  it('keeps getSnapshot identical until a frame carried a change, ordered oldest first', () => {
    const { client, frames, feed } = setUp();
    feed.start();
    let notified = 0;
    feed.subscribe(() => notified++);
    const before = feed.getSnapshot();
    expect(before.map((c) => c.close)).toEqual([9, 10]);
    expect(feed.getSnapshot()).toBe(before);

    client.emit('2024-05-06T10:01:59Z', 12);
    expect(feed.getSnapshot()).toBe(before);
    frames.run();
    const after = feed.getSnapshot();
    expect(notified).toBe(1);
    expect(after).not.toBe(before);
    expect(after[0]).toBe(before[0]);
    expect(after.map((c) => c.close)).toEqual([9, 12]);
  });

  it('ignores out-of-order ticks without scheduling a frame', () => {
    const { client, frames, feed } = setUp();
    feed.start();
    client.emit('2024-05-06T09:59:00Z', 100);
    expect(frames.pending).toBe(0);
  });

  it('merges an older page in front and tells store listeners at once', () => {
    const { client, frames, feed } = setUp();
    feed.start();
    let notified = 0;
    feed.subscribe(() => notified++);
    const seen: number[] = [];
    feed.onCandle((_candle, index) => seen.push(index));
    client.emit('2024-05-06T10:01:59Z', 12);
    feed.prependHistory([
      {
        timestamp: Date.parse('2024-05-06T09:59:00Z'),
        open: 7,
        high: 8,
        low: 7,
        close: 8,
        volume: 1,
        turnover: 8,
      },
      {
        timestamp: Date.parse('2024-05-06T09:58:00Z'),
        open: 7,
        high: 7,
        low: 7,
        close: 7,
        volume: 1,
        turnover: 7,
      },
    ]);
    expect(notified).toBe(1);
    expect(feed.getSnapshot().map((c) => c.close)).toEqual([7, 8, 9, 12]);
    frames.run();
    // The pending live change is reported at its shifted index.
    expect(seen).toEqual([3]);
  });

  it('stops applying ticks after stop', () => {
    const { client, frames, feed } = setUp();
    const stop = feed.start();
    stop();
    client.emit('2024-05-06T10:01:59Z', 12);
    expect(frames.pending).toBe(0);
  });
});
