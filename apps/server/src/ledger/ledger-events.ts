import { channel } from 'node:diagnostics_channel';
import type { TransactionScene } from '@trading/contract';

/**
 * Ledger transactions written, published once the statement that wrote them succeeded. A
 * diagnostics channel, not a handle passed down: postings are written from every money
 * service, deep below anything that knows the app. Subscribers (metrics) count them.
 */
export const ledgerPosted = channel('trading.ledger.posted');

export interface LedgerPosted {
  scenes: readonly TransactionScene[];
}

export function publishPosted(postings: readonly { scene: TransactionScene }[]): void {
  if (ledgerPosted.hasSubscribers)
    ledgerPosted.publish({ scenes: postings.map((p) => p.scene) } satisfies LedgerPosted);
}
