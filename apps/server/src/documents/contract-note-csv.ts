import { fromUnits } from '../ledger/decimal';
import type { ContractNote } from './contract-note';
import { csvText } from './csv-text';
import { decimalText } from './decimal-text';
import { isoInZone } from './document-dates';

/** The contract note CSV's columns, in order (docs/documents.md): stable, never reordered. */
export const CONTRACT_NOTE_COLUMNS = [
  'document_number',
  'trade_time',
  'time_zone',
  'kind',
  'side',
  'symbol',
  'exchange',
  'title',
  'quantity',
  'price',
  'currency',
  'item',
  'amount',
] as const;

/**
 * A contract note as CSV: one row per ledger posting of the fill (item: its scene) and a last
 * row, item NET, with their sum. Codes and plain decimals in every language, so any spreadsheet
 * reads it the same way.
 */
export function contractNoteCsv(note: ContractNote): string {
  const trade = {
    document_number: note.documentNumber,
    trade_time: isoInZone(note.timeZone, note.tradeTime),
    time_zone: note.timeZone,
    kind: note.kind,
    side: note.side,
    symbol: note.symbol,
    exchange: note.exchange,
    title: note.title,
    quantity: note.quantity,
    price: note.price === null ? null : decimalText(note.price),
    currency: note.currency,
  };
  return csvText(CONTRACT_NOTE_COLUMNS, [
    ...note.lines.map((line) => ({ ...trade, item: line.scene, amount: fromUnits(line.amount) })),
    { ...trade, item: 'NET', amount: fromUnits(note.netAmount) },
  ]);
}
