import { describe, expect, it } from 'vitest';
import { toUnits } from '../ledger/decimal';
import { buyHold, evaluate, isOnTick, type OrderTerms } from './order-terms';

const u = toUnits;
const limitBuy: OrderTerms = {
  type: 'LIMIT',
  side: 'BUY',
  quantity: 10,
  limit: u('100'),
  stop: null,
  triggered: false,
};

describe('order terms', () => {
  it('a limit buy fills at or below its limit, a limit sell at or above', () => {
    expect(evaluate(limitBuy, u('100.01')).fills).toBe(false);
    expect(evaluate(limitBuy, u('100')).fills).toBe(true);
    const sell = { ...limitBuy, side: 'SELL' as const };
    expect(evaluate(sell, u('99.99')).fills).toBe(false);
    expect(evaluate(sell, u('100')).fills).toBe(true);
  });

  it('a stop buy triggers when the price rises to its stop, a stop sell when it falls to it', () => {
    const stopBuy: OrderTerms = { ...limitBuy, type: 'STOP', limit: null, stop: u('110') };
    expect(evaluate(stopBuy, u('109.99'))).toEqual({ triggered: false, fills: false });
    expect(evaluate(stopBuy, u('110'))).toEqual({ triggered: true, fills: true });
    const stopSell = { ...stopBuy, side: 'SELL' as const, stop: u('90') };
    expect(evaluate(stopSell, u('90.01')).triggered).toBe(false);
    expect(evaluate(stopSell, u('89')).fills).toBe(true);
  });

  it('a triggered stop-limit waits for its limit and stays triggered', () => {
    const stopLimit: OrderTerms = { ...limitBuy, type: 'STOP_LIMIT', stop: u('105') };
    expect(evaluate(stopLimit, u('106'))).toEqual({ triggered: true, fills: false });
    expect(evaluate({ ...stopLimit, triggered: true }, u('99'))).toEqual({
      triggered: true,
      fills: true,
    });
    expect(evaluate(stopLimit, u('99')).triggered).toBe(false);
  });

  it('a market order fills at once', () => {
    expect(evaluate({ ...limitBuy, type: 'MARKET', limit: null }, u('1')).fills).toBe(true);
  });

  it('holds cost and fee at the limit', () => {
    expect(buyHold(limitBuy, u('90'))).toBe(u('1001'));
  });

  it('accepts prices in whole cents only', () => {
    expect(isOnTick(u('1.01'))).toBe(true);
    expect(isOnTick(u('1.015'))).toBe(false);
    expect(isOnTick(0n)).toBe(false);
  });
});
