import { exact } from '@trading/ui-kit';
import { describe, expect, it, vi } from 'vitest';
import { portfolioBook } from '../../shared/testing/market-fixtures';
import { LiveMoves, movedBook } from './live-moves';
import { priceMove } from './pnl';

const decimal = (text: string) => exact.parse(text)!;

describe('live moves of the holdings on screen', () => {
  it('sums the moves of one currency, drops a row that leaves, and tells its listeners once per batch', async () => {
    const moves = new LiveMoves();
    const listener = vi.fn();
    moves.subscribe(listener);
    moves.report(1, 'NGN', decimal('-130.00'));
    moves.report(2, 'NGN', decimal('10.05'));
    moves.report(3, 'USD', decimal('7.5'));
    expect(exact.toText(moves.total('NGN'))).toBe('-119.95');
    expect(exact.toText(moves.total('USD'))).toBe('7.5');
    moves.report(1, 'NGN', null);
    expect(exact.toText(moves.total('NGN'))).toBe('10.05');
    // A batch of ticks reports many rows in one go: one notice after it.
    expect(listener).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(1);
    moves.report(2, 'NGN', decimal('-4.00'));
    expect(exact.toText(moves.total('NGN'))).toBe('-4.00');
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(2);
    // A row with nothing to take back changes nothing.
    moves.report(1, 'NGN', null);
    await Promise.resolve();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('moves a holding by (live − served price) × its shares, locked ones included', () => {
    expect(priceMove({ availableAmount: 30, lockedAmount: 20, currentPrice: '12.5' }, 9.9)).toBe(
      '-130.0',
    );
    expect(priceMove({ availableAmount: 3, lockedAmount: 0, currentPrice: '0.105' }, '0.1')).toBe(
      '-0.015',
    );
    expect(priceMove({ availableAmount: 1, lockedAmount: 0, currentPrice: 'x' }, 1)).toBeNull();
  });

  it("moves the book's value, total, day change and unrealised P&L alike, and its percent the server's way", () => {
    const book = portfolioBook('NGN', {
      marketValue: '2500.00',
      dayChange: '25.00',
      dayChangePercent: '1.01',
      unrealisedPnl: '300.00',
      realisedPnl: '12.00',
      cash: '99.00',
      totalValue: '2599.00',
    });
    // 2,370 now; the day's −105 over the 2,475 it started from is −4.2424… %.
    expect(movedBook(book, decimal('-130.00'))).toEqual({
      ...book,
      marketValue: '2370.00',
      dayChange: '-105.00',
      dayChangePercent: '-4.24',
      unrealisedPnl: '170.00',
      totalValue: '2469.00',
    });
    expect(movedBook(book, exact.of(0))).toBe(book);
  });
});
