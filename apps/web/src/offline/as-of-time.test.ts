import { describe, expect, it } from 'vitest';
import { asOfTime } from './as-of-time';

describe('the time of "prices as of"', () => {
  const afternoon = Date.UTC(2026, 10, 26, 15, 7, 30);
  const morning = Date.UTC(2026, 10, 26, 9, 5);

  it('is HH:mm on the 24-hour clock in every language', () => {
    for (const locale of ['en', 'pt', 'zh'])
      expect(asOfTime(afternoon, locale, 'UTC'), locale).toBe('15:07');
    expect(asOfTime(morning, 'en', 'UTC')).toBe('09:05');
  });

  it("is on the given clock (the device's, by default)", () => {
    expect(asOfTime(afternoon, 'pt', 'America/Sao_Paulo')).toBe('12:07');
    expect(asOfTime(afternoon, 'en', 'Asia/Kolkata')).toBe('20:37');
  });
});
