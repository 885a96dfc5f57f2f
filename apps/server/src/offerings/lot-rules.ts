import type { MarketBuyModel } from '@trading/contract';
import type { MessageRef } from '../messages/catalogue';

/**
 * Shares per applied unit. A tenant that trades in lots (marketBuyModel 0) counts IPO
 * quantities in lots of ipoUnit shares; one that trades in share units counts shares.
 */
export function sharesPerUnit(model: MarketBuyModel, ipoUnit: number): number {
  return model === 0 ? ipoUnit : 1;
}

export type Allotment =
  { ok: true; obtainUnit: number; obtainNum: number } | { ok: false; reason: MessageRef };

/**
 * Turns the shares an operator allots into units. Shares must fill whole units, and an
 * application that named a quantity cannot receive more than it asked for; one sent with
 * 0 (amountOpen false) leaves the quantity to the operator.
 */
export function allotShares(shares: number, unit: number, applyUnit: number): Allotment {
  if (!Number.isInteger(shares) || shares < 0)
    return { ok: false, reason: { id: 'operator.sharesWhole' } };
  if (shares % unit !== 0)
    return { ok: false, reason: { id: 'operator.sharesMultiple', params: { unit } } };
  const obtainUnit = shares / unit;
  if (applyUnit > 0 && obtainUnit > applyUnit)
    return {
      ok: false,
      reason: { id: 'operator.sharesAtMost', params: { shares: applyUnit * unit } },
    };
  return { ok: true, obtainUnit, obtainNum: shares };
}
