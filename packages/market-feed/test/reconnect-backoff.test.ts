import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../src/reconnect-backoff.js';

describe('reconnectDelay', () => {
  const options = { initialMs: 500, maxMs: 30_000 };

  it('doubles per attempt up to the cap, jittered within the upper half', () => {
    const low = (attempt: number) => reconnectDelay(attempt, options, () => 0);
    const high = (attempt: number) => reconnectDelay(attempt, options, () => 1);
    expect([0, 1, 2, 3].map(high)).toEqual([500, 1000, 2000, 4000]);
    expect([0, 1, 2, 3].map(low)).toEqual([250, 500, 1000, 2000]);
    expect(high(10)).toBe(30_000);
    expect(low(1000)).toBe(15_000);
  });
});
