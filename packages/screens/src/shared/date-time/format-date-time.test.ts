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

describe('formatDateTime in a time zone', () => {
  it('writes the wall time of that zone', () => {
    const instant = Date.UTC(2024, 0, 5, 23, 30, 0);
    expect(formatDateTime(instant, 'Africa/Lagos')).toBe('2024-01-06 00:30:00');
    expect(formatDateTime(instant, 'Asia/Kolkata')).toBe('2024-01-06 05:00:00');
    expect(formatDateTime(instant, 'America/Sao_Paulo')).toBe('2024-01-05 20:30:00');
    expect(formatDateTime(Date.UTC(2024, 6, 1, 0, 0, 5), 'America/New_York')).toBe(
      '2024-06-30 20:00:05',
    );
  });
});
