import { Counter, type Registry } from 'prom-client';
import { ledgerPosted, type LedgerPosted } from '../ledger/ledger-events';

/**
 * ledger_postings_total{scene}: ledger transactions written by this process. Returns the
 * unsubscribe, for the app's close. Counted when the writing statement succeeds: one in a
 * transaction that later rolls back (a duplicate of a money call racing its first run) is
 * counted too; the ledger audit, not this figure, is the books' truth.
 */
export function recordLedgerMetrics(registry: Registry): () => void {
  const postings = new Counter({
    name: 'ledger_postings_total',
    help: 'Ledger transactions written by this process, by scene',
    labelNames: ['scene'],
    registers: [registry],
  });
  const onPosted = (message: unknown) => {
    for (const scene of (message as LedgerPosted).scenes) postings.inc({ scene });
  };
  ledgerPosted.subscribe(onPosted);
  return () => ledgerPosted.unsubscribe(onPosted);
}
