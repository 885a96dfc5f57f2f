import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes yyyy-MM-dd hh:mm:ss on a 24-hour clock with padded fields', () => {
    expect(formatDateTime(new Date(2024, 0, 5, 15, 4, 9).getTime())).toBe('2024-01-05 15:04:09');
  });

  it('shows -- for a time that is not a date', () => {
    expect(formatDateTime(Number.NaN)).toBe('--');
  });
});
