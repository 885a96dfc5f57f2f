import {
  CurrencyCode,
  IdParam,
  intLike,
  MAX_REF_ID,
  PositiveMoney,
  Rate,
  TimestampMs,
} from '@trading/contract';
import { z } from 'zod';

const stockId = IdParam;
// Units and lock-up days are stored in 32-bit columns: a larger count is refused, not overflowed.
const positiveInt = intLike().pipe(z.int().positive().max(MAX_REF_ID));
const time = intLike().pipe(TimestampMs);
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

/** What an operator gives to create each kind of offering (API body or CLI flags; times in epoch ms). */
export const BlockTradeInput = z.object({ stockId, price: PositiveMoney, discountRate: Rate });

export const IpoOfferingInput = z.object({
  kind: z.enum(['IPO', 'PLACEMENT', 'BLOCK_PLACEMENT']),
  stockId,
  price: PositiveMoney,
  ipoUnit: positiveInt.default(100),
  fixedAmount: positiveInt.optional(),
  amountOpen: flag.default(true),
  startTime: time,
  endTime: time,
});

export const SnapUpInput = z.object({
  stockId,
  price: PositiveMoney,
  startTime: time,
  endTime: time,
});

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

export type BlockTradeInput = z.output<typeof BlockTradeInput>;
export type IpoOfferingInput = z.output<typeof IpoOfferingInput>;
export type SnapUpInput = z.output<typeof SnapUpInput>;
export type QuantProductInput = z.output<typeof QuantProductInput>;
