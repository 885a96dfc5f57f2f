import type { TickEvent } from '@trading/contract';
import { describe, expect, it } from 'vitest';
import { createTickBatcher } from '../src/tick-batcher.js';
import { manualFrames } from './support/manual-frames.js';

const tick = (symbol: string, price: number, volume = 1, timestamp = 1_700_000_000): TickEvent => ({
  event: 'tick',
  symbol,
  exchange: 'NSENG',
  timestamp,
  price,
  volume,
  priceChange: price - 100,
  percentChange: price - 100,
});

describe('createTickBatcher', () => {
  it('coalesces many ticks into one notification per symbol per frame, with the latest values', () => {
    const frames = manualFrames();
    const batcher = createTickBatcher({ schedule: frames.schedule });
    const calls = { A: 0, B: 0 };
    batcher.subscribe('NSENG:A', () => calls.A++);
    batcher.subscribe('NSENG:B', () => calls.B++);

    for (let i = 1; i <= 100; i++)
      batcher.push(tick('A', 100 + i, 2, 1_700_000_000 + i), 'NSENG:A');
    batcher.push(tick('B', 50), 'NSENG:B');
    expect(frames.pending).toBe(1);
    expect(calls).toEqual({ A: 0, B: 0 });
    expect(batcher.getSnapshot('NSENG:A')).toBeUndefined();

    frames.run();
    expect(calls).toEqual({ A: 1, B: 1 });
    expect(batcher.getSnapshot('NSENG:A')).toEqual({
      symbol: 'A',
      exchange: 'NSENG',
      timestamp: 1_700_000_100,
      price: 200,
      priceChange: 100,
      percentChange: 100,
      volume: 2,
      volumeSinceSubscribed: 200,
    });
  });

  it('keeps the snapshot identical until a frame brings a change', () => {
    const frames = manualFrames();
    const batcher = createTickBatcher({ schedule: frames.schedule });
    batcher.subscribe('NSENG:A', () => {});
    batcher.push(tick('A', 101), 'NSENG:A');
    frames.run();
    const first = batcher.getSnapshot('NSENG:A');
    expect(batcher.getSnapshot('NSENG:A')).toBe(first);
    frames.run();
    expect(batcher.getSnapshot('NSENG:A')).toBe(first);
    batcher.push(tick('A', 102), 'NSENG:A');
    frames.run();
    expect(batcher.getSnapshot('NSENG:A')).not.toBe(first);
    expect(batcher.getSnapshot('NSENG:A')?.price).toBe(102);
  });

  it('does not notify symbols that had no tick in the frame', () => {
    const frames = manualFrames();
    const batcher = createTickBatcher({ schedule: frames.schedule });
    let quiet = 0;
    batcher.subscribe('NSENG:A', () => {});
    batcher.subscribe('NSENG:B', () => quiet++);
    batcher.push(tick('A', 101), 'NSENG:A');
    frames.run();
    expect(quiet).toBe(0);
  });

  it('ignores ticks for symbols nobody listens to and forgets a symbol with its last listener', () => {
    const frames = manualFrames();
    const batcher = createTickBatcher({ schedule: frames.schedule });
    batcher.push(tick('A', 101), 'NSENG:A');
    expect(frames.pending).toBe(0);

    const stop = batcher.subscribe('NSENG:A', () => {});
    batcher.push(tick('A', 102), 'NSENG:A');
    frames.run();
    stop();
    expect(batcher.getSnapshot('NSENG:A')).toBeUndefined();
    batcher.subscribe('NSENG:A', () => {});
    expect(batcher.getSnapshot('NSENG:A')).toBeUndefined();
  });

  it('notifies every listener of a symbol once', () => {
    const frames = manualFrames();
    const batcher = createTickBatcher({ schedule: frames.schedule });
    const seen: string[] = [];
    batcher.subscribe('NSENG:A', () => seen.push('row'));
    batcher.subscribe('NSENG:A', () => seen.push('header'));
    batcher.push(tick('A', 101), 'NSENG:A');
    batcher.push(tick('A', 102), 'NSENG:A');
    frames.run();
    expect(seen).toEqual(['row', 'header']);
  });

  it('with a minimum interval, holds a symbol’s later ticks until it has passed, then shows the latest', () => {
    const frames = manualFrames();
    let time = 0;
    const batcher = createTickBatcher({
      schedule: frames.schedule,
      minIntervalMs: 100,
      now: () => time,
    });
    const seen: number[] = [];
    batcher.subscribe('NSENG:A', () => seen.push(batcher.getSnapshot('NSENG:A')!.price));
    batcher.push(tick('A', 101), 'NSENG:A');
    frames.run();
    expect(seen).toEqual([101]);

    time = 16;
    batcher.push(tick('A', 102, 2), 'NSENG:A');
    frames.run();
    time = 32;
    batcher.push(tick('A', 103, 3), 'NSENG:A');
    frames.run();
    expect(seen).toEqual([101]);
    // Held ticks keep a frame requested, so nothing waits for another tick to show.
    expect(frames.pending).toBe(1);

    time = 100;
    frames.run();
    expect(seen).toEqual([101, 103]);
    expect(batcher.getSnapshot('NSENG:A')!.volumeSinceSubscribed).toBe(6);
    expect(frames.pending).toBe(0);
  });
});
