import { amountError } from '../../shared/forms/amount-rules';
import {
  passwordLengthError,
  requireFields,
  type FieldErrors,
} from '../../shared/forms/field-errors';

/** A withdrawal as typed: a saved destination's id (nothing else is typed), amount, password. */
export type WithdrawValues = { destination: string; amount: string; opPwd: string };
export const WITHDRAW_FIELDS = ['destination', 'amount', 'opPwd'] as const;
export type WithdrawField = (typeof WITHDRAW_FIELDS)[number];

/**
 * A destination chosen, an amount, and the withdrawal password (at most, on our wire exactly,
 * 6 characters).
 */
export function validateWithdraw(values: WithdrawValues): FieldErrors<WithdrawField> {
  const errors = requireFields<'destination' | 'opPwd'>(values, [
    ['destination', 'withdraw.destinationRequired'],
    ['opPwd', 'form.withdrawPassword.required'],
  ]) as FieldErrors<WithdrawField>;
  if (!errors.opPwd) {
    const length = passwordLengthError(values.opPwd);
    if (length) errors.opPwd = length;
  }
  const amountMessage = amountError(values.amount);
  if (amountMessage) errors.amount = amountMessage;
  return errors;
}
