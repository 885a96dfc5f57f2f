import { describe, expect, it } from 'vitest';
import { ageOf } from './age';

describe('ageOf', () => {
  const now = Date.UTC(2026, 0, 10, 12);
  it('counts in the largest whole unit', () => {
    expect(ageOf(now - 90_000, now)).toEqual({ id: 'age.minutes', count: 1 });
    expect(ageOf(now - 3 * 3_600_000 - 1, now)).toEqual({ id: 'age.hours', count: 3 });
    expect(ageOf(now - 50 * 3_600_000, now)).toEqual({ id: 'age.days', count: 2 });
  });
  it('never shows a negative wait when the clocks disagree', () => {
    expect(ageOf(now + 5_000, now)).toEqual({ id: 'age.minutes', count: 0 });
  });
});
