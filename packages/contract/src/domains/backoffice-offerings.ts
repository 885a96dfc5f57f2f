import { z } from 'zod';
import { Id, IdParam, MAX_REF_ID } from '../common.js';
import { CurrencyCode, IpoStatus, QuantOrderStatus } from '../enums.js';
import { Money, PositiveMoney, Rate, TimestampMs } from '../money.js';
import { boolLike, intLike, paged, pagingShape } from '../paging.js';
import { IpoApplication, OfferingKind, QuantOrder } from './offerings.js';

const stockId = IdParam;
// Units and lock-up days are stored in 32-bit columns: a larger count is refused, not overflowed.
const positiveInt = intLike().pipe(z.int().positive().max(MAX_REF_ID));
const time = intLike().pipe(TimestampMs);

/** POST /admin/offerings/block-trades — a stock offered at a price with a discount (percent). */
export const BlockTradeInput = z.object({ stockId, price: PositiveMoney, discountRate: Rate });
export type BlockTradeInput = z.output<typeof BlockTradeInput>;

/** The three subscription kinds share one form: an IPO, a placement or a block placement. */
export const IpoOfferingKind = z.enum(['IPO', 'PLACEMENT', 'BLOCK_PLACEMENT']);
export type IpoOfferingKind = z.infer<typeof IpoOfferingKind>;

/** POST /admin/offerings/ipos — times in epoch ms; amountOpen false lets investors apply without a quantity. */
export const IpoOfferingInput = z.object({
  kind: IpoOfferingKind,
  stockId,
  price: PositiveMoney,
  /**
   * Shares per applied unit where the tenant counts in lots (marketBuyModel 0; default 100);
   * a tenant that counts in shares takes 1 or nothing (the server refuses another number).
   */
  ipoUnit: positiveInt.optional(),
  fixedAmount: positiveInt.optional(),
  amountOpen: boolLike().default(true),
  startTime: time,
  endTime: time,
});
export type IpoOfferingInput = z.output<typeof IpoOfferingInput>;

/** POST /admin/offerings/snap-ups */
export const SnapUpInput = z.object({
  stockId,
  price: PositiveMoney,
  startTime: time,
  endTime: time,
});
export type SnapUpInput = z.output<typeof SnapUpInput>;

/** POST /admin/offerings/quant-products — rates in percent over the lock period. */
export const QuantProductInput = z.object({
  name: z.string().trim().min(1).max(100),
  managerName: z.string().trim().min(1).max(100),
  minBuyAmount: PositiveMoney,
  totalAmount: PositiveMoney,
  lockDay: positiveInt,
  estimateProfitRate: Rate,
  maxEstimateProfitRate: Rate,
  productDesc: z.string().max(2000).default(''),
  /** Defaults to the tenant's currency. */
  currencyType: CurrencyCode.optional(),
  startTime: time,
  endTime: time,
});
export type QuantProductInput = z.output<typeof QuantProductInput>;

/** The offers that are open for a time: subscriptions, snap-ups and quantitative products. */
export const WindowedOfferKind = z.enum([...IpoOfferingKind.options, 'SNAP_UP', 'QUANT_PRODUCT']);
export type WindowedOfferKind = z.infer<typeof WindowedOfferKind>;

/** Every kind an operator can see on offer and close: the windowed ones and block trades. */
export const PublishedOfferKind = z.enum([...WindowedOfferKind.options, 'BLOCK_TRADE']);
export type PublishedOfferKind = z.infer<typeof PublishedOfferKind>;

/** GET /admin/offerings — one offer still on offer or upcoming, whatever its kind, as the console lists it. */
export const PublishedOffer = z.object({
  kind: PublishedOfferKind,
  id: Id,
  /** The stock's name, or the product's. */
  title: z.string(),
  /** The stock's code; null for a quantitative product. */
  stockCode: z.string().nullable(),
  /** The price per share (a block trade's before its discount); a quantitative product's smallest purchase. */
  price: Money,
  currencyType: CurrencyCode,
  /** When it opens (a block trade: when it was published). */
  startTime: TimestampMs,
  /** When it closes; null for a block trade on offer until it is closed. */
  endTime: TimestampMs.nullable(),
});
export type PublishedOffer = z.infer<typeof PublishedOffer>;

/** POST /admin/offerings/{kind}/{id}/close — ends the offer now; an upcoming one never opens. */
export const OfferCloseRequest = z.object({ kind: PublishedOfferKind, id: IdParam });

/**
 * POST /admin/offerings/{kind}/{id}/window — a new window for an offer that has not ended.
 * Once open, the start stays as investors saw it; only the end moves.
 */
export const OfferWindowRequest = z.object({
  kind: WindowedOfferKind,
  id: IdParam,
  startTime: time,
  endTime: time,
});
export type OfferWindowRequest = z.input<typeof OfferWindowRequest>;

/** What a create answers: the new offer's id (its full record is in the audit entry). */
export const OfferingCreated = z.object({ id: Id });
export type OfferingCreated = z.infer<typeof OfferingCreated>;

/**
 * An investor's application as the console shows it: the app's view plus whose it is and the
 * offer it applies to (an IPO offering's id, or a snap-up's for kind SNAP_UP).
 */
export const AdminApplication = IpoApplication.extend({ userId: Id, offeringId: Id });
export type AdminApplication = z.infer<typeof AdminApplication>;

/** GET /admin/applications — newest first, optionally of one status. */
export const ApplicationsRequest = z.object({ status: IpoStatus.optional(), ...pagingShape });
export const ApplicationsPage = paged(AdminApplication);

const shares = intLike().pipe(z.int().min(0).max(MAX_REF_ID));

/** POST /admin/applications/{id}/allot — proposes shares in whole units of the offer; 0 fails the application. */
export const AllotRequest = z.object({ id: IdParam, shares });

/**
 * POST /admin/applications/allot — proposes sharing one offer's `available` shares out among
 * every application still applying to it by the pro-rata rule (allotment.ts), all or none,
 * written when a second staff member approves; its preview (POST
 * /admin/applications/allot/preview) answers the same without proposing.
 */
export const BulkAllotRequest = z.object({
  kind: OfferingKind,
  offeringId: IdParam,
  available: intLike().pipe(
    z
      .int()
      .min(1, { error: 'Enter the shares available: at least 1' })
      .max(MAX_REF_ID, { error: `At most ${MAX_REF_ID} shares` }),
  ),
});
export type BulkAllotRequest = z.input<typeof BulkAllotRequest>;

/** What an allotment of an offer would do, application by application, and its totals. */
export const AllotPreview = z.object({
  rows: z.array(
    z.object({
      applicationId: Id,
      userId: Id,
      /** Shares asked for; 0 when the investor left the quantity to the operator. */
      asked: z.int().nonnegative(),
      unit: z.int().positive(),
      /** Shares the rule gives; 0 fails the application. */
      shares: z.int().nonnegative(),
    }),
  ),
  /** The shares shared out (an offer's) or given (one application's; 0 fails it). */
  available: z.int().nonnegative(),
  asked: z.int().nonnegative(),
  allotted: z.int().nonnegative(),
});
export type AllotPreview = z.infer<typeof AllotPreview>;

/** An investor's quantitative order as the console shows it. */
export const AdminQuantOrder = QuantOrder.extend({ userId: Id });
export type AdminQuantOrder = z.infer<typeof AdminQuantOrder>;

/** GET /admin/quant/orders */
export const QuantOrdersRequest = z.object({ status: QuantOrderStatus.optional(), ...pagingShape });
export const QuantOrdersPage = paged(AdminQuantOrder);
