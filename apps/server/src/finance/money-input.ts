import { ApiError } from '../errors/api-error';
import { hasAtMostDecimals, toUnits, type Units } from '../ledger/decimal';

const CENTS_ONLY = {
  en: 'The amount can have at most 2 decimals',
  pt: 'O valor pode ter no máximo 2 casas decimais',
  zh: '金额最多两位小数',
};

/** A user-entered amount: every tenant currency has cents, so finer amounts are refused. */
export function centsAmount(value: string): Units {
  const units = toUnits(value);
  if (!hasAtMostDecimals(units, 2)) throw new ApiError('VALIDATION', CENTS_ONLY);
  return units;
}
