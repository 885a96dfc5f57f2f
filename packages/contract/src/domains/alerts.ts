import { z } from 'zod';
import { ALERT_KINDS, isPriceAlertKind } from '../alert-kinds.js';
import { Id, IdParam } from '../common.js';
import { CurrencyCode, Market } from '../enums.js';
import { MarketNumber, TimestampMs } from '../money.js';

/** Most alerts one user may keep waiting at once; triggered ones do not count. */
export const MAX_ACTIVE_ALERTS = 50;
/** Largest daily change an alert may wait for, either way (percent). */
export const MAX_ALERT_CHANGE_PERCENT = 1_000;

/**
 * PRICE_* compare the last price with `value`; CHANGE_* compare the day's change in percent
 * (from the previous close) with `value`. "Above" and "below" include the value itself.
 * (The list is zod-free in alert-kinds.ts.)
 */
export const AlertKind = z.enum(ALERT_KINDS);
export type AlertKind = z.infer<typeof AlertKind>;

/** POST /alert/create */
export const AlertCreateRequest = z
  .object({
    stockId: IdParam,
    kind: AlertKind,
    value: z.number().finite(),
  })
  .superRefine(({ kind, value }, ctx) => {
    if (isPriceAlertKind(kind) ? value <= 0 : Math.abs(value) > MAX_ALERT_CHANGE_PERCENT)
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: isPriceAlertKind(kind)
          ? 'a price alert needs a price above 0'
          : `a change alert needs a percent between -${MAX_ALERT_CHANGE_PERCENT} and ${MAX_ALERT_CHANGE_PERCENT}`,
      });
  });
export type AlertCreateRequest = z.infer<typeof AlertCreateRequest>;

/** POST /alert/delete */
export const AlertDeleteRequest = z.object({ id: IdParam });

/** GET /alert/list — waiting ones first, then triggered ones, newest first within each. */
export const PriceAlert = z.object({
  id: Id,
  stockId: Id,
  symbol: z.string(),
  name: z.string(),
  exchange: Market,
  currencyType: CurrencyCode,
  kind: AlertKind,
  value: MarketNumber,
  createdTime: TimestampMs,
  /** When the server saw the condition met; null while waiting. */
  triggeredTime: TimestampMs.nullable(),
  /** The price (PRICE_*) or percent change (CHANGE_*) that met it. */
  triggeredAt: MarketNumber.nullable(),
});
export type PriceAlert = z.infer<typeof PriceAlert>;
