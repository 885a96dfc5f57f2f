import { symbolKey, type WsSymbol } from '@trading/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SubscriptionBook } from '../src/subscription-book.js';

const symbols: WsSymbol[] = ['A', 'B', 'C'].map((symbol) => ({ symbol, exchange: 'US' }));

describe('SubscriptionBook', () => {
  it('leaves the server subscribed to exactly the symbols with holders, whatever the order of events', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('acquire' as const), symbol: fc.constantFrom(...symbols) }),
      fc.record({ kind: fc.constant('release' as const), symbol: fc.constantFrom(...symbols) }),
      fc.record({ kind: fc.constant('flush' as const) }),
      fc.record({ kind: fc.constant('reconnect' as const) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const book = new SubscriptionBook();
        const holders = new Map<string, number>();
        let server = new Set<string>();
        const flush = () => {
          const { subscribe, unsubscribe } = book.takeChanges();
          for (const s of unsubscribe) {
            expect(server.has(symbolKey(s))).toBe(true);
            server.delete(symbolKey(s));
          }
          for (const s of subscribe) {
            expect(server.has(symbolKey(s))).toBe(false);
            server.add(symbolKey(s));
          }
        };
        for (const step of ops) {
          if (step.kind === 'flush') flush();
          else if (step.kind === 'reconnect') {
            server = new Set();
            book.forgetSent();
          } else {
            const key = symbolKey(step.symbol);
            const count = holders.get(key) ?? 0;
            // Screens only release what they hold.
            if (step.kind === 'release' && count === 0) continue;
            holders.set(key, count + (step.kind === 'acquire' ? 1 : -1));
            if (step.kind === 'acquire') book.acquire(step.symbol);
            else book.release(step.symbol);
          }
        }
        flush();
        const wanted = [...holders].filter(([, count]) => count > 0).map(([key]) => key);
        expect([...server].sort()).toEqual(wanted.sort());
        expect(book.hasChanges).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
