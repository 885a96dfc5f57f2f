import { z } from 'zod';

/** Markets: Nigeria, India, Brazil, US. */
export const Market = z.enum(['NSENG', 'INDIA', 'BMFBOVESPA', 'US']);
export type Market = z.infer<typeof Market>;

/** Currency codes. NGN, INR and BRL are tenant local currencies; USD sits beside each. */
export const CurrencyCode = z.enum(['NGN', 'INR', 'BRL', 'USD']);
export type CurrencyCode = z.infer<typeof CurrencyCode>;

/** Default market per tenant default currency (spec 2.3). */
export function defaultMarketFor(currency: CurrencyCode): Market {
  if (currency === 'BRL') return 'BMFBOVESPA';
  if (currency === 'INR') return 'INDIA';
  if (currency === 'USD') return 'US';
  return 'NSENG';
}

export const Language = z.enum(['en', 'pt', 'zh']);
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

export function offerWindow(
  startTime: number,
  endTime: number,
  now: number = Date.now(),
): OfferWindow {
  if (now < startTime) return 'NOT_STARTED';
  if (now > endTime) return 'ENDED';
  return 'OPEN';
}

/** Fund transaction scenes (all 11 of spec section 4). */
export const TransactionScene = z.enum([
  'USER_DEPOSIT',
  'CONFIRM_WITHDRAW',
  'MONEY_EXCHANGE',
  'EXCHANGE_FEE',
  'TRADE',
  'TRADE_FEE',
  'FUNDING',
  'FUNDING_FEE',
  'QUANTITATIVE_BUY',
  'QUANTITATIVE_REBASE',
  'QUANTITATIVE_BACK',
]);
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

/** UI labels of the periods; HOUR and HOUR4 have no label and are not in the selector. */
export const KLINE_PERIOD_LABELS = {
  MIN1: '1m',
  MIN5: '5m',
  MIN15: '15m',
  MIN30: '30m',
  DAY: 'D',
  WEEK: 'W',
  MONTH: 'M',
} as const satisfies Partial<Record<KlinePeriod, string>>;
export type KlinePeriodLabel = (typeof KLINE_PERIOD_LABELS)[keyof typeof KLINE_PERIOD_LABELS];

/** The period selector, in the spec's order: 1m, D, W, M, 5m, 15m, 30m. */
export const KLINE_SELECTOR_ORDER = [
  'MIN1',
  'DAY',
  'WEEK',
  'MONTH',
  'MIN5',
  'MIN15',
  'MIN30',
] as const satisfies readonly (keyof typeof KLINE_PERIOD_LABELS)[];

/** Length of a period bucket in ms for the fixed-length periods (DAY/WEEK/MONTH align to calendar). */
export const KLINE_PERIOD_MS = {
  MIN1: 60_000,
  MIN5: 300_000,
  MIN15: 900_000,
  MIN30: 1_800_000,
  HOUR: 3_600_000,
  HOUR4: 14_400_000,
  DAY: 86_400_000,
  WEEK: 604_800_000,
} as const satisfies Partial<Record<KlinePeriod, number>>;

export const RankType = z.enum(['GAINERS', 'LOOSER', 'VOLUME']);
export type RankType = z.infer<typeof RankType>;

export const SortType = z.enum(['CHANGE', 'CHANGE_PERCENT', 'VOLUME']);
export type SortType = z.infer<typeof SortType>;

export const Direction = z.enum(['ASC', 'DESC']);
export type Direction = z.infer<typeof Direction>;

export const UploadBizType = z.enum(['KYC', 'DEPOSIT']);
export type UploadBizType = z.infer<typeof UploadBizType>;

/** The only USDT network accepted. */
export const USDT_NETWORK = 'TRC20' as const;

/**
 * Market tabs 0..4 (mapping not shown by the spec; decided).
 * `market: 'DEFAULT'` means the tenant's defaultMarket.
 */
export const MARKET_TABS = [
  { tab: 0, key: 'index', kind: 'index', title: 'Index', shownWhen: 'showIndexTab' },
  {
    tab: 1,
    key: 'default',
    kind: 'rank',
    market: 'DEFAULT',
    rankType: 'VOLUME',
    title: 'defaultMarketTitle',
  },
  { tab: 2, key: 'rising', kind: 'rank', market: 'DEFAULT', rankType: 'GAINERS', title: 'Rising' },
  { tab: 3, key: 'falling', kind: 'rank', market: 'DEFAULT', rankType: 'LOOSER', title: 'Falling' },
  {
    tab: 4,
    key: 'us',
    kind: 'rank',
    market: 'US',
    rankType: 'VOLUME',
    title: 'US',
    shownWhen: 'usMarketShow',
  },
] as const;
export type MarketTab = (typeof MARKET_TABS)[number]['tab'];

/** Parses the /market `tab` query: an integer 0..4, else 0. */
export function parseMarketTab(value: unknown): MarketTab {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n >= 0 && n <= 4 ? (n as MarketTab) : 0;
}
