import { z } from 'zod';
import { LANGUAGES } from './languages.js';
import { MARKETS } from './markets.js';
import { TENANT_CURRENCIES } from './tenant-lists.js';
import { TRANSACTION_SCENES } from './transaction-scenes.js';

/** Markets: Nigeria, India, Brazil, US. */
export const Market = z.enum(MARKETS);
export type Market = z.infer<typeof Market>;

/**
 * Currency codes: each tenant's local currency (its tenant.json's `currency.code`, gathered
 * at build into tenant-lists.ts) and USD, which sits beside each.
 */
export const CurrencyCode = z.enum(TENANT_CURRENCIES);
export type CurrencyCode = z.infer<typeof CurrencyCode>;

export const Language = z.enum(LANGUAGES);
export type Language = z.infer<typeof Language>;

/** Tenant theme (3 = the home header variant with index strip and news). */
export const Theme = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type Theme = z.infer<typeof Theme>;

/** marketBuyModel: 1 = share units, 0 = lots (one lot = ipoUnit shares). */
export const MarketBuyModel = z.union([z.literal(0), z.literal(1)]);
export type MarketBuyModel = z.infer<typeof MarketBuyModel>;

/** Review status of KYC, deposits and withdrawals. */
export const ReviewStatus = z.enum(['REVIEWING', 'PASSED', 'REJECTED']);
export type ReviewStatus = z.infer<typeof ReviewStatus>;

/** IPO / placement / snap-up application status. FUNDING allows a funding action. */
export const IpoStatus = z.enum(['APPLYING', 'FUNDING', 'FINISH', 'FAILED']);
export type IpoStatus = z.infer<typeof IpoStatus>;

/**
 * Quantitative order status (not shown by the spec; decided): LOCKED while inside the
 * lock-up period, FINISHED once principal and profit are paid back (QUANTITATIVE_BACK).
 */
export const QuantOrderStatus = z.enum(['LOCKED', 'FINISHED']);
export type QuantOrderStatus = z.infer<typeof QuantOrderStatus>;

/** Window of a quantitative product or a snap-up offer, derived from startTime/endTime. */
export const OfferWindow = z.enum(['NOT_STARTED', 'OPEN', 'ENDED']);
export type OfferWindow = z.infer<typeof OfferWindow>;

/** Fund transaction scenes: what moved the money on a line of the funds record. */
export const TransactionScene = z.enum(TRANSACTION_SCENES);
export type TransactionScene = z.infer<typeof TransactionScene>;

export const KlinePeriod = z.enum([
  'MIN1',
  'MIN5',
  'MIN15',
  'MIN30',
  'HOUR',
  'HOUR4',
  'DAY',
  'WEEK',
  'MONTH',
]);
export type KlinePeriod = z.infer<typeof KlinePeriod>;

export const RankType = z.enum(['GAINERS', 'LOOSER', 'VOLUME']);
export type RankType = z.infer<typeof RankType>;

export const SortType = z.enum(['CHANGE', 'CHANGE_PERCENT', 'VOLUME']);
export type SortType = z.infer<typeof SortType>;

export const Direction = z.enum(['ASC', 'DESC']);
export type Direction = z.infer<typeof Direction>;

export const UploadBizType = z.enum(['KYC', 'DEPOSIT']);
export type UploadBizType = z.infer<typeof UploadBizType>;
