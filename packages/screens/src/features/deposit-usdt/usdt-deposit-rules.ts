import { amountError } from '../../shared/forms/amount-rules';
import { requireFields, type FieldErrors } from '../../shared/forms/field-errors';

export type UsdtDepositValues = { amount: string; authCode: string };
export const USDT_DEPOSIT_FIELDS = ['amount', 'authCode'] as const;
export type UsdtDepositField = (typeof USDT_DEPOSIT_FIELDS)[number];

/** USDT deposit: amount required; the authorization code when the tenant sets needAuthUSDT. */
export function validateUsdtDeposit(
  values: UsdtDepositValues,
  needAuthUSDT: boolean,
): FieldErrors<UsdtDepositField> {
  const errors: FieldErrors<UsdtDepositField> = needAuthUSDT
    ? requireFields<UsdtDepositField>(values, [['authCode', 'form.authCode.required']])
    : {};
  const amount = amountError(values.amount);
  if (amount) errors.amount = amount;
  return errors;
}
