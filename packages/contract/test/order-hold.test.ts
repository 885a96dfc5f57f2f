import { describe, expect, it } from 'vitest';
import { orderHold, type OrderToHold } from '../src/order-hold';

/** "12.5" → units of 10⁻⁸. */
const u = (text: string) => BigInt(Math.round(Number(text) * 100)) * 10n ** 6n;
const buy: OrderToHold = { type: 'MARKET', side: 'BUY', quantity: 10, limit: null, stop: null };

describe('orderHold', () => {
  it('holds a limit buy at its limit with the fee', () => {
    expect(orderHold({ ...buy, type: 'LIMIT', limit: u('100') }, u('90'))).toEqual({
      cash: u('1001'),
      worstPrice: u('100'),
      stopPassed: false,
    });
  });

  it('holds a market buy at the price plus the margin, rounded up to a cent', () => {
    expect(orderHold(buy, u('10.01')).worstPrice).toBe(u('10.52'));
  });

  it('holds a stop buy above the market at its stop plus the margin', () => {
    const hold = orderHold({ ...buy, type: 'STOP', stop: u('20') }, u('10'));
    expect(hold).toEqual({ cash: u('210.21'), worstPrice: u('21'), stopPassed: false });
  });

  it('holds a stop buy already through the market at the market plus the margin, and says so', () => {
    // The example of issue 48: stop ₦25.00 with the price at ₦30.72 held ₦322.93.
    expect(orderHold({ ...buy, type: 'STOP', stop: u('25') }, u('30.72'))).toEqual({
      cash: u('322.93'),
      worstPrice: u('32.26'),
      stopPassed: true,
    });
  });

  it('holds no cash for a sale; a stop sale is passed once the price is at or below it', () => {
    const sell = { ...buy, side: 'SELL' as const, type: 'STOP' as const, stop: u('40') };
    expect(orderHold(sell, u('40.01'))).toEqual({ cash: 0n, worstPrice: null, stopPassed: false });
    expect(orderHold(sell, u('40')).stopPassed).toBe(true);
  });
});
