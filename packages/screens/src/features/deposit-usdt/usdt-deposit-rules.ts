import { USDT_NETWORK, USDT_TX_HASH_FORMAT } from '@trading/contract';
import { amountError } from '../../shared/forms/amount-rules';
import { requireFields, type FieldErrors } from '../../shared/forms/field-errors';
import { formatError } from '../../shared/forms/format-rules';

export type UsdtDepositValues = { amount: string; authCode: string; txHash: string };
export const USDT_DEPOSIT_FIELDS = ['amount', 'authCode', 'txHash'] as const;
export type UsdtDepositField = (typeof USDT_DEPOSIT_FIELDS)[number];

/**
 * USDT deposit: amount required; the authorization code when the tenant sets needAuthUSDT; the
 * transfer's hash optional, in the deposit address network's format when given.
 */
export function validateUsdtDeposit(
  values: UsdtDepositValues,
  needAuthUSDT: boolean,
): FieldErrors<UsdtDepositField> {
  const errors: FieldErrors<UsdtDepositField> = needAuthUSDT
    ? requireFields<UsdtDepositField>(values, [['authCode', 'form.authCode.required']])
    : {};
  const amount = amountError(values.amount);
  if (amount) errors.amount = amount;
  const txHash = formatError(USDT_TX_HASH_FORMAT[USDT_NETWORK], values.txHash);
  if (txHash) errors.txHash = txHash;
  return errors;
}
