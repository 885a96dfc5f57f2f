import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes yyyy-MM-dd hh:mm:ss on a 24-hour clock with padded fields', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 15, 4, 9).getTime())).toBe('2024-01-05 15:04:09');
    expect(formatDateTime(new Date(2024, 11, 31, 0, 0, 0).getTime())).toBe('2024-12-31 00:00:00');
    expect(formatDateTime(new Date(987, 6, 8, 9, 5, 1).getTime())).toBe('0987-07-08 09:05:01');
  });

  it('shows -- for a time that is not a date', () => {
    expect(formatDateTime(Number.NaN)).toBe('--');
  });
});
