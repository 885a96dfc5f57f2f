import { symbolKey, type WsSymbol } from '@trading/contract';

interface Wanted {
  readonly symbol: WsSymbol;
  count: number;
}

/** SUBSCRIBE and UNSUBSCRIBE lists that bring the server in line with what screens want. */
export interface SubscriptionChanges {
  subscribe: WsSymbol[];
  unsubscribe: WsSymbol[];
}

/**
 * Reference counts per symbol and what the current socket has been told. Changes are
 * reconciled rather than replayed, so a screen that subscribes and another that unsubscribes
 * the same symbol in one render send nothing, and a new socket gets everything still wanted.
 */
export class SubscriptionBook {
  private readonly wanted = new Map<string, Wanted>();
  private readonly sent = new Map<string, WsSymbol>();
  private readonly changed = new Set<string>();

  acquire(symbol: WsSymbol): void {
    const key = symbolKey(symbol);
    const entry = this.wanted.get(key);
    if (entry !== undefined) {
      entry.count++;
      return;
    }
    this.wanted.set(key, {
      symbol: { symbol: symbol.symbol, exchange: symbol.exchange },
      count: 1,
    });
    this.changed.add(key);
  }

  /** The symbol is unsubscribed only when its last holder lets go. */
  release(symbol: WsSymbol): void {
    const key = symbolKey(symbol);
    const entry = this.wanted.get(key);
    if (entry === undefined || --entry.count > 0) return;
    this.wanted.delete(key);
    this.changed.add(key);
  }

  /** A new socket knows nothing: everything wanted must be sent again. */
  forgetSent(): void {
    this.sent.clear();
    this.changed.clear();
    for (const key of this.wanted.keys()) this.changed.add(key);
  }

  /** What to send now; afterwards the book assumes it was sent. */
  takeChanges(): SubscriptionChanges {
    const changes: SubscriptionChanges = { subscribe: [], unsubscribe: [] };
    for (const key of this.changed) {
      const entry = this.wanted.get(key);
      const told = this.sent.get(key);
      if (entry !== undefined && told === undefined) {
        changes.subscribe.push(entry.symbol);
        this.sent.set(key, entry.symbol);
      } else if (entry === undefined && told !== undefined) {
        changes.unsubscribe.push(told);
        this.sent.delete(key);
      }
    }
    this.changed.clear();
    return changes;
  }

  get hasChanges(): boolean {
    return this.changed.size > 0;
  }
}
