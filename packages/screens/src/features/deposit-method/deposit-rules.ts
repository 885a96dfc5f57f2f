import type { DepositMethodInfo } from '@trading/contract';
import type { NumberUnit } from '@trading/ui-kit';
import { amountError, type AmountBounds } from '../../shared/forms/amount-rules';
import { requireFields, type FieldErrors } from '../../shared/forms/field-errors';
import { markupErrors, mergeErrors } from '../../shared/forms/format-rules';

export type BankDepositValues = {
  amount: string;
  accountName: string;
  bank: string;
  accountNumber: string;
  branch: string;
  authCode: string;
};

export const BANK_DEPOSIT_FIELDS = [
  'amount',
  'accountName',
  'bank',
  'accountNumber',
  'branch',
  'receipt',
  'authCode',
] as const;
export type BankDepositField = (typeof BANK_DEPOSIT_FIELDS)[number];

type DepositFlags = Pick<
  DepositMethodInfo,
  'minDeposit' | 'maxDeposit' | 'needDetail' | 'needReceipt' | 'needAuth'
>;

export function depositBounds(
  info: Pick<DepositMethodInfo, 'minDeposit' | 'maxDeposit'>,
): AmountBounds {
  return { min: info.minDeposit, max: info.maxDeposit };
}

/**
 * Deposit: amount (within min/max) and account name; account number and bank when
 * needDetail; one receipt when needReceipt; the authorization code when needAuth. Branch
 * is optional.
 */
export function validateBankDeposit(
  values: BankDepositValues,
  receiptCount: number,
  info: DepositFlags,
  unit?: NumberUnit,
): FieldErrors<BankDepositField> {
  const errors: FieldErrors<BankDepositField> = requireFields<BankDepositField>(values, [
    ['accountName', 'form.accountName.required'],
    ...(info.needDetail
      ? ([
          ['bank', 'form.bankName.required'],
          ['accountNumber', 'form.accountNumber.required'],
        ] as const)
      : []),
    ...(info.needAuth ? ([['authCode', 'form.authCode.required']] as const) : []),
  ]);
  // Names refuse markup, as the server does.
  mergeErrors<BankDepositField>(
    errors,
    markupErrors<BankDepositField>(values, ['accountName', 'bank', 'branch']),
  );
  const amount = amountError(values.amount, depositBounds(info), unit);
  if (amount) errors.amount = amount;
  if (info.needReceipt && receiptCount === 0) errors.receipt = 'message.uploadReceipt';
  return errors;
}
