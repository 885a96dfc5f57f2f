import type { TickFrame } from '../src/market/feed/tick-schedule.js';

/** Bench-only: writes the moment of publishing into each (still shared) frame, for latency. */
export function stampSentAt(ticks: readonly TickFrame[]): TickFrame[] {
  const sentAt = Buffer.from(`,"sentAt":${performance.timeOrigin + performance.now()}}`);
  return ticks.map(({ topic, payload }) => ({
    topic,
    payload: Buffer.concat([payload.subarray(0, -1), sentAt]),
  }));
}
