import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = Date.UTC(2026, 10, 26, 12, 0, 0);
const ago = (ms: number) => relativeTime(NOW - ms, NOW);

describe('relativeTime', () => {
  it('names the largest whole unit, in the past', () => {
    expect(ago(59_999)).toEqual({ value: 0, unit: 'second' });
    expect(ago(60_000)).toEqual({ value: -1, unit: 'minute' });
    expect(ago(59 * 60_000 + 59_999)).toEqual({ value: -59, unit: 'minute' });
    expect(ago(3_600_000)).toEqual({ value: -1, unit: 'hour' });
    expect(ago(23 * 3_600_000)).toEqual({ value: -23, unit: 'hour' });
    expect(ago(86_400_000)).toEqual({ value: -1, unit: 'day' });
    expect(ago(6 * 86_400_000 + 1)).toEqual({ value: -6, unit: 'day' });
  });

  it('leaves a week or more to a date, and a moment ahead of the clock is now', () => {
    expect(ago(7 * 86_400_000)).toBeNull();
    expect(ago(-5_000)).toEqual({ value: 0, unit: 'second' });
  });
});
