import { describe, expect, it } from 'vitest';
import { formatTime, remaining } from './format-time';

describe('formatTime', () => {
  it('writes yyyy-MM-dd hh:mm:ss in local time, with a 24-hour clock', () => {
    expect(formatTime(new Date(2024, 0, 5, 14, 3, 9).getTime())).toBe('2024-01-05 14:03:09');
    expect(formatTime(new Date(2024, 11, 31, 0, 0, 0).getTime())).toBe('2024-12-31 00:00:00');
  });
});

describe('remaining', () => {
  it('splits the time left into days and hh:mm:ss', () => {
    const day = 86_400_000;
    expect(remaining(0, 2 * day + 3_723_000)).toEqual({ days: 2, clock: '01:02:03' });
    expect(remaining(5000, 1000)).toEqual({ days: 0, clock: '00:00:00' });
  });
});
