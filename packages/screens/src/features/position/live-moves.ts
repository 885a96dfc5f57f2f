import type { CurrencyCode, PortfolioBook } from '@trading/contract';
import { exact, type Decimal } from '@trading/ui-kit';
import { createContext } from 'react';

/**
 * How far the live prices of the holdings on screen have moved their market value from the
 * figures the server computed, per currency book. A row reports its own move on every tick
 * (price moved × shares); the summary adds the moves to its book, so the totals follow the
 * feed without the list re-rendering. Market value, day change and unrealised P&L all move by
 * exactly that amount: each is the price × shares minus something the tick does not change.
 */
export class LiveMoves {
  private readonly moves = new Map<number, { currency: CurrencyCode; value: Decimal }>();
  /** Kept as moves come and go, so a tick costs one addition, not a pass over every row. */
  private readonly totals = new Map<CurrencyCode, Decimal>();
  private readonly listeners = new Set<() => void>();
  private version = 0;
  private notifyQueued = false;

  /** The row's move, or null when it has none (no tick yet, or it left the screen). */
  report(key: number, currency: CurrencyCode, value: Decimal | null): void {
    const before = this.moves.get(key);
    if (before)
      this.totals.set(before.currency, exact.subtract(this.total(before.currency), before.value));
    if (value === null) {
      if (!before) return;
      this.moves.delete(key);
    } else {
      this.moves.set(key, { currency, value });
      this.totals.set(currency, exact.add(this.total(currency), value));
    }
    this.version++;
    this.queueNotify();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever a move does: the snapshot React compares. */
  getVersion = (): number => this.version;

  /** The sum of the moves in one currency. */
  total(currency: CurrencyCode): Decimal {
    return this.totals.get(currency) ?? exact.of(0);
  }

  /** A batch of ticks moves many rows in one commit; the summary hears of it once. */
  private queueNotify(): void {
    if (this.notifyQueued) return;
    this.notifyQueued = true;
    queueMicrotask(() => {
      this.notifyQueued = false;
      for (const listener of this.listeners) listener();
    });
  }
}

/** The moves of the Holdings screen on show; null outside it (nothing to report to). */
export const LiveMovesContext = createContext<LiveMoves | null>(null);

/**
 * The book with its holdings moved by `move`: market value, day change and unrealised P&L
 * shift by it; the day's percent is worked out again the server's way (day change over the
 * value before it, 2 decimals half up; null when that value is zero).
 */
export function movedBook(book: PortfolioBook, move: Decimal): PortfolioBook {
  const value = exact.parse(book.marketValue);
  const day = exact.parse(book.dayChange);
  const pnl = exact.parse(book.unrealisedPnl);
  const total = exact.parse(book.totalValue);
  if (!value || !day || !pnl || !total || exact.compare(move, exact.of(0)) === 0) return book;
  const marketValue = exact.add(value, move);
  const dayChange = exact.add(day, move);
  const percent = exact.divide(
    exact.multiply(dayChange, exact.of(100)),
    exact.subtract(marketValue, dayChange),
    2,
    'halfUp',
  );
  return {
    ...book,
    marketValue: exact.toText(exact.round(marketValue, 2)),
    dayChange: exact.toText(exact.round(dayChange, 2)),
    dayChangePercent: percent && exact.toText(percent),
    unrealisedPnl: exact.toText(exact.round(exact.add(pnl, move), 2)),
    // The total moves with its market value part, so the parts still add up on screen.
    totalValue: exact.toText(exact.round(exact.add(total, move), 2)),
  };
}
