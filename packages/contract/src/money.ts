import { z } from 'zod';

/**
 * Money on the wire is an exact decimal string: optional leading '-', 1 to 18 integer
 * digits (no leading zeros except a single 0), optionally '.' and 1 to 8 fraction digits.
 * Numbers are never accepted for money: binary floats cannot hold 0.1 exactly.
 */
export const DECIMAL_RE = /^-?(?:0|[1-9]\d{0,17})(?:\.\d{1,8})?$/;

export const MONEY_MESSAGE = 'must be a decimal string';

/** True when `s` is a decimal string that `Money` accepts. */
export function isDecimalString(s: unknown): s is string {
  return typeof s === 'string' && DECIMAL_RE.test(s);
}

/** True when the decimal string is strictly greater than zero. */
export function isPositiveDecimal(s: string): boolean {
  return isDecimalString(s) && !s.startsWith('-') && /[1-9]/.test(s);
}

/** True when the decimal string is zero or more ("-0" counts as zero). */
export function isNonNegativeDecimal(s: string): boolean {
  return isDecimalString(s) && (!s.startsWith('-') || !/[1-9]/.test(s));
}

const decimal = () =>
  z
    .string({ error: (iss) => (iss.input === undefined ? 'Required' : MONEY_MESSAGE) })
    .regex(DECIMAL_RE, { error: MONEY_MESSAGE });

/** Any amount of money (may be negative: PNL, transaction amounts). */
export const Money = decimal().describe('Decimal string, up to 18 integer and 8 fraction digits');
export type Money = z.infer<typeof Money>;

/** Money strictly greater than zero (amounts a user pays or asks for). */
export const PositiveMoney = decimal().refine(isPositiveDecimal, {
  error: 'must be greater than 0',
});
export type PositiveMoney = z.infer<typeof PositiveMoney>;

/** Money of zero or more (balances, fees, limits). */
export const NonNegativeMoney = decimal().refine(isNonNegativeDecimal, {
  error: 'must not be negative',
});
export type NonNegativeMoney = z.infer<typeof NonNegativeMoney>;

/**
 * A rate or percentage carried exactly (fee rate, discount rate, estimated profit rate),
 * in percent unless the field says otherwise. Same decimal-string format as Money.
 */
export const Rate = decimal().describe('Decimal string, percent');
export type Rate = z.infer<typeof Rate>;

/** A count of shares or units: a positive integer. */
export const Quantity = z
  .int({ error: 'must be an integer' })
  .positive({ error: 'must be greater than 0' });
export type Quantity = z.infer<typeof Quantity>;

/** A count of shares or units that may be 0 (holdings, IPO amounts sent as 0 when amountOpen is false). */
export const NonNegativeQuantity = z
  .int({ error: 'must be an integer' })
  .nonnegative({ error: 'must not be negative' });
export type NonNegativeQuantity = z.infer<typeof NonNegativeQuantity>;

/** Market-data number (quotes, indices, candles, ticks): display and charting only. */
export const MarketNumber = z.number().finite();

/** Epoch milliseconds. */
export const TimestampMs = z.int().nonnegative().describe('epoch milliseconds');
export type TimestampMs = z.infer<typeof TimestampMs>;

/** Epoch seconds (only the live tick uses it). */
export const TimestampSec = z.number().nonnegative().describe('epoch seconds');
