import { z } from 'zod';
import { Id, RefId } from '../common.js';
import { CurrencyCode, Market } from '../enums.js';
import { Money, TimestampMs } from '../money.js';
import { pagingShape } from '../paging.js';
import { OrderRecordType, OrderSide } from './trade.js';

/**
 * What a contract note confirms, named as the ledger names it (ref_type): a fill of the buy and
 * sell records (market, limit, stop, block trade), an offering allotment paid in full, a fund
 * order. The note's id is that record's id.
 */
export const ContractNoteSource = z.enum(['ORDER', 'APPLICATION', 'QUANT_ORDER']);
export type ContractNoteSource = z.infer<typeof ContractNoteSource>;

/** How the fill came about: an order type or block trade, an offering's kind, or a fund order. */
export const ContractNoteKind = z.enum([
  ...OrderRecordType.options,
  'IPO',
  'PLACEMENT',
  'BLOCK_PLACEMENT',
  'SNAP_UP',
  'FUND',
]);
export type ContractNoteKind = z.infer<typeof ContractNoteKind>;

/** GET /documents/contractNotes: one confirmation, newest first. */
export const ContractNoteItem = z.object({
  source: ContractNoteSource,
  id: Id,
  /** Printed on the note: the tenant, the source's letter and the record's id ("CN-NGN-O000042"). */
  documentNumber: z.string(),
  kind: ContractNoteKind,
  side: OrderSide,
  /** The stock's name, or the fund's. */
  title: z.string(),
  /** The stock's symbol and exchange; null for a fund order. */
  symbol: z.string().nullable(),
  exchange: Market.nullable(),
  /** Shares; null for a fund order, which buys an amount. */
  quantity: z.int().positive().nullable(),
  price: Money.nullable(),
  /** What left the account (a buy) or came into it (a sell), fees included: the ledger's sum. */
  netAmount: Money,
  currencyType: CurrencyCode,
  tradeTime: TimestampMs,
});
export type ContractNoteItem = z.infer<typeof ContractNoteItem>;

export const ContractNoteListRequest = z.object({ ...pagingShape });

/** A calendar month of the tenant's market time zone, "2026-11". */
export const StatementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected YYYY-MM');

/** GET /documents/statements: a currency book's month that has a statement, newest first. */
export const StatementPeriod = z.object({ currency: CurrencyCode, month: StatementMonth });
export type StatementPeriod = z.infer<typeof StatementPeriod>;

/** PDF for reading and printing; CSV with the documented columns (docs/documents.md). */
export const DocumentFormat = z.enum(['pdf', 'csv']);
export type DocumentFormat = z.infer<typeof DocumentFormat>;

/** POST /documents/contractNote/link */
export const ContractNoteLinkRequest = z.object({
  source: ContractNoteSource,
  id: RefId,
  format: DocumentFormat,
});
/** POST /documents/statement/link */
export const StatementLinkRequest = StatementPeriod.extend({ format: DocumentFormat });

/**
 * A short-lived signed address of a document in the caller's language: a plain GET the browser
 * downloads (no bearer token), which works for its owner's signature only until `expiresTime`.
 */
export const DocumentLink = z.object({ url: z.string(), expiresTime: TimestampMs });
export type DocumentLink = z.infer<typeof DocumentLink>;
