import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes yyyy-MM-dd hh:mm:ss with zero padding', () => {
    expect(formatDateTime(Date.UTC(2024, 0, 5, 3, 4, 9), 'UTC')).toBe('2024-01-05 03:04:09');
  });

  it('uses a 24-hour clock so afternoon and night differ', () => {
    expect(formatDateTime(Date.UTC(2024, 11, 31, 15, 0, 0), 'UTC')).toBe('2024-12-31 15:00:00');
    expect(formatDateTime(Date.UTC(2024, 11, 31, 0, 30, 0), 'UTC')).toBe('2024-12-31 00:30:00');
  });

  it('reads the wall clock of the given zone', () => {
    expect(formatDateTime(Date.UTC(2024, 5, 1, 23, 0, 0), 'Africa/Lagos')).toBe(
      '2024-06-02 00:00:00',
    );
    expect(formatDateTime(Date.UTC(2024, 5, 1, 12, 0, 0), 'America/Sao_Paulo')).toBe(
      '2024-06-01 09:00:00',
    );
  });

  it('prints -- for an invalid date', () => {
    expect(formatDateTime(Number.NaN)).toBe('--');
  });
});
