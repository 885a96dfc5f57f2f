import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from '../ledger/decimal';
import { bookFigures } from './book-figures';

const holding = (shares: number, price: string, previousClose: string, cost: string) => ({
  shares,
  price: toUnits(price),
  previousClose: toUnits(previousClose),
  cost: toUnits(cost),
});

describe('bookFigures', () => {
  it('adds value, today’s change and unrealised P&L exactly', () => {
    const f = bookFigures([
      holding(10, '12.10', '12.00', '100'),
      holding(3, '0.10', '0.20', '0.9'),
    ]);
    expect(fromUnits(f.marketValue)).toBe('121.30');
    expect(fromUnits(f.dayChange)).toBe('0.70');
    // 0.70 / 120.60 = 0.580431…%
    expect(fromUnits(f.dayChangePercent!, 4)).toBe('0.5804');
    expect(fromUnits(f.unrealisedPnl)).toBe('20.40');
  });

  it('has no percent when there is nothing to measure against', () => {
    expect(bookFigures([])).toEqual({
      marketValue: 0n,
      dayChange: 0n,
      dayChangePercent: null,
      unrealisedPnl: 0n,
    });
  });
});
