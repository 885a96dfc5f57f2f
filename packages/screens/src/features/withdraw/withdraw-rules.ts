import { amountError } from '../../shared/forms/amount-rules';
import {
  BANK_ACCOUNT_FIELDS,
  validateBankAccount,
  type BankAccountField,
  type BankAccountValues,
  type BankFieldRules,
} from '../../shared/forms/bank-account-rules';
import {
  passwordLengthError,
  requireFields,
  type FieldErrors,
} from '../../shared/forms/field-errors';

export type BankWithdrawValues = BankAccountValues & { amount: string; opPwd: string };
export const BANK_WITHDRAW_FIELDS = ['amount', ...BANK_ACCOUNT_FIELDS, 'opPwd'] as const;
export type BankWithdrawField = BankAccountField | 'amount' | 'opPwd';

/** The amount and the withdrawal password (at most, on our wire exactly, 6 characters). */
function amountAndPassword(amount: string, opPwd: string): FieldErrors<'amount' | 'opPwd'> {
  const errors = requireFields<'opPwd'>({ opPwd }, [
    ['opPwd', 'form.withdrawPassword.required'],
  ]) as FieldErrors<'amount' | 'opPwd'>;
  if (!errors.opPwd) {
    const length = passwordLengthError(opPwd);
    if (length) errors.opPwd = length;
  }
  const amountMessage = amountError(amount);
  if (amountMessage) errors.amount = amountMessage;
  return errors;
}

/** Bank withdrawal: amount, password and the bank account fields of the tenant. */
export function validateBankWithdraw(
  values: BankWithdrawValues,
  rules: BankFieldRules,
): FieldErrors<BankWithdrawField> {
  return {
    ...validateBankAccount(values, rules),
    ...amountAndPassword(values.amount, values.opPwd),
  };
}

export type UsdtWithdrawValues = { amount: string; accountNumber: string; opPwd: string };
export const USDT_WITHDRAW_FIELDS = ['amount', 'accountNumber', 'opPwd'] as const;

/** USDT withdrawal: amount, password and address (network fixed to TRC20). */
export function validateUsdtWithdraw(
  values: UsdtWithdrawValues,
): FieldErrors<(typeof USDT_WITHDRAW_FIELDS)[number]> {
  return {
    ...requireFields<'accountNumber'>(values, [['accountNumber', 'form.usdtAddress.required']]),
    ...amountAndPassword(values.amount, values.opPwd),
  };
}
