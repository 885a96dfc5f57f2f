import { describe, expect, it } from 'vitest';
import { holdingFigures, weightPercent } from './pnl';

describe('holdingFigures', () => {
  it('adds locked shares to the available ones', () => {
    const figures = holdingFigures({
      availableAmount: 30,
      lockedAmount: 20,
      avgPrice: '10.00',
      currentPrice: '12.50',
      previousClose: '12.60',
    });
    expect(figures).toEqual({
      amount: 50,
      marketValue: '625.00',
      pnl: '125.00',
      pnlPercent: '25.00',
      dayChange: '-5.00',
    });
  });

  it('is exact where floats are not', () => {
    // 0.1 × 3 and 0.3 − 0.1 in floats are 0.30000000000000004 and 0.19999999999999998.
    const figures = holdingFigures({
      availableAmount: 3,
      lockedAmount: 0,
      avgPrice: '0.1',
      currentPrice: 0.3,
      previousClose: '0',
    });
    expect(figures?.marketValue).toBe('0.9');
    expect(figures?.pnl).toBe('0.6');
    expect(figures?.pnlPercent).toBe('200.00');
  });

  it('shows a loss with a negative PNL and percentage, rounded half away from zero', () => {
    const figures = holdingFigures({
      availableAmount: 7,
      lockedAmount: 0,
      avgPrice: '3',
      currentPrice: '2.99985',
      previousClose: '0',
    });
    expect(figures?.pnl).toBe('-0.00105');
    // −0.005% rounds away from zero to −0.01%.
    expect(figures?.pnlPercent).toBe('-0.01');
  });

  it('has no percentage on a zero average and no figures for a bad price', () => {
    expect(
      holdingFigures({
        availableAmount: 1,
        lockedAmount: 0,
        avgPrice: '0',
        currentPrice: '5',
        previousClose: '5',
      })?.pnlPercent,
    ).toBeNull();
    expect(
      holdingFigures({
        availableAmount: 1,
        lockedAmount: 0,
        avgPrice: 'x',
        currentPrice: '5',
        previousClose: '5',
      }),
    ).toBeNull();
  });
});

describe('weightPercent', () => {
  it('is the share of the book to one decimal, none for an empty book', () => {
    expect(weightPercent('625.00', '1875.00')).toBe('33.3');
    expect(weightPercent('0', '0')).toBeNull();
  });
});
