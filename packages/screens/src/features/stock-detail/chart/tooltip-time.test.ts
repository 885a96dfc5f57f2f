import { describe, expect, it } from 'vitest';
import { tooltipTimeFormat } from './tooltip-time';

const time = Date.UTC(2026, 10, 26, 4, 5);

describe('the tooltip heading', () => {
  it("writes the candle's date and 24-hour time in the market's zone and the reader's language", () => {
    expect(tooltipTimeFormat('en', 'Asia/Kolkata', 'MIN1')(time)).toBe('Nov 26, 2026, 09:35');
    expect(tooltipTimeFormat('pt', 'America/Sao_Paulo', 'MIN5')(time)).toBe(
      '26 de nov. de 2026, 01:05',
    );
    expect(tooltipTimeFormat('zh', 'Asia/Kolkata', 'MIN1')(time)).toBe('2026年11月26日 09:35');
  });

  it('writes the date alone for day, week and month candles', () => {
    expect(tooltipTimeFormat('en', 'Africa/Lagos', 'DAY')(time)).toBe('Nov 26, 2026');
  });
});
