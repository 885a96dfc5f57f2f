import { ApiError } from '../errors/api-error';
import { hasAtMostDecimals, toUnits, type Units } from '../ledger/decimal';
import { localized } from '../messages/catalogue';

/** A user-entered amount: every tenant currency has cents, so finer amounts are refused. */
export function centsAmount(value: string): Units {
  const units = toUnits(value);
  if (!hasAtMostDecimals(units, 2)) throw new ApiError('VALIDATION', localized('money.centsOnly'));
  return units;
}
