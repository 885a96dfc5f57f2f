import { fromUnits } from '../ledger/decimal';
import { csvText } from './csv-text';
import { isoInZone } from './document-dates';
import type { Statement } from './statement';

/** The statement CSV's columns, in order (docs/documents.md): stable, never reordered. */
export const STATEMENT_COLUMNS = [
  'document_number',
  'currency',
  'month',
  'row_type',
  'time',
  'transaction_id',
  'scene',
  'description',
  'amount',
  'balance',
  'symbol',
  'quantity',
  'price',
  'value',
] as const;

/**
 * A statement as CSV: an OPENING row, a MOVEMENT row per transaction with the balance after it,
 * a CLOSING row, then a HOLDING row per stock held at the month's end. Codes, the ledger's own
 * description, ISO times and plain decimals in every language.
 */
export function statementCsv(statement: Statement): string {
  const { span, timeZone } = statement;
  const base = {
    document_number: statement.documentNumber,
    currency: statement.currency,
    month: span.month,
  };
  return csvText(STATEMENT_COLUMNS, [
    {
      ...base,
      row_type: 'OPENING',
      time: isoInZone(timeZone, span.start),
      balance: fromUnits(statement.opening),
    },
    ...statement.movements.map((m) => ({
      ...base,
      row_type: 'MOVEMENT',
      time: isoInZone(timeZone, m.at),
      transaction_id: m.transactionId,
      scene: m.scene,
      description: m.description,
      amount: fromUnits(m.amount),
      balance: fromUnits(m.balance),
    })),
    {
      ...base,
      row_type: 'CLOSING',
      time: isoInZone(timeZone, span.end),
      amount: fromUnits(statement.closing - statement.opening),
      balance: fromUnits(statement.closing),
    },
    ...statement.holdings.map((h) => ({
      ...base,
      row_type: 'HOLDING',
      time: isoInZone(timeZone, statement.valuedAt),
      symbol: h.instrument.symbol,
      quantity: h.quantity,
      price: fromUnits(h.price),
      value: fromUnits(h.value),
    })),
  ]);
}
