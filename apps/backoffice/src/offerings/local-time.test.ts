import { describe, expect, it } from 'vitest';
import { fromLocalTime, toLocalTime } from './local-time';

describe('the form clock', () => {
  it('reads back the wall-clock minute it was given', () => {
    const ms = fromLocalTime('2026-12-01T09:30');
    expect(ms).toMatch(/^\d+$/);
    expect(toLocalTime(ms)).toBe('2026-12-01T09:30');
  });

  it('keeps an unfinished entry empty', () => {
    expect(fromLocalTime('')).toBe('');
    expect(toLocalTime('')).toBe('');
  });
});
