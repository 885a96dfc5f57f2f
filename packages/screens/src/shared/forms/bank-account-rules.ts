import { listsMasked, type UserBank } from '@trading/contract';
import type { TenantDefinition } from '@trading/contract/tenant';
import { requireFields, type FieldErrors } from './field-errors';
import { formatError, markupErrors, mergeErrors } from './format-rules';

export type BankAccountValues = {
  accountName: string;
  bank: string;
  accountNumber: string;
  branch: string;
  bankCode: string;
  extraCode: string;
};

export const BANK_ACCOUNT_FIELDS = [
  'accountName',
  'bank',
  'accountNumber',
  'branch',
  'bankCode',
  'extraCode',
] as const;
export type BankAccountField = (typeof BANK_ACCOUNT_FIELDS)[number];

export const EMPTY_BANK_ACCOUNT: BankAccountValues = {
  accountName: '',
  bank: '',
  accountNumber: '',
  branch: '',
  bankCode: '',
  extraCode: '',
};

export type BankFieldRules = TenantDefinition['bankFields'];

/**
 * Bank withdrawal and saved banks: account name, bank and account number; the
 * tenant's bank code (BRL, USD) and extra code (PIX for BRL, IFSC for INR) when it requires
 * them; branch optional. Every value in the format the tenant names for it (the check the
 * server runs too), and names without markup.
 */
export function validateBankAccount(
  values: BankAccountValues,
  rules: BankFieldRules,
): FieldErrors<BankAccountField> {
  const required = requireFields<BankAccountField>(values, [
    ['accountName', 'form.accountName.required'],
    ['bank', 'form.bank.required'],
    ['accountNumber', 'form.accountNumber.required'],
    ...(rules.bankCode?.required ? ([['bankCode', 'form.bankCode.required']] as const) : []),
    ...(rules.extraCode?.required ? ([['extraCode', 'bank.extraCodeRequired']] as const) : []),
  ]);
  const formats: FieldErrors<BankAccountField> = {
    accountNumber: formatError(rules.accountNumber, values.accountNumber, values.bank),
    branch: formatError(rules.branch, values.branch),
    bankCode: rules.bankCode ? formatError(rules.bankCode.format, values.bankCode) : undefined,
    extraCode: rules.extraCode ? formatError(rules.extraCode.format, values.extraCode) : undefined,
  };
  return mergeErrors(
    required,
    markupErrors<BankAccountField>(values, ['accountName', 'bank', 'branch']),
    formats,
  );
}

/** The request fields of a bank account; the tenant's absent fields are left out. */
export function bankAccountPayload(values: BankAccountValues, rules: BankFieldRules) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    accountName: values.accountName.trim(),
    bank: values.bank.trim(),
    accountNumber: values.accountNumber.trim(),
    branch: optional(values.branch),
    bankCode: rules.bankCode ? optional(values.bankCode) : undefined,
    extraCode: rules.extraCode ? optional(values.extraCode) : undefined,
  };
}

/**
 * A saved account as form values to edit. The number comes listed masked, which is not a number
 * to send back: it is typed again (a changed destination cools off anyway), and so is an extra
 * code whose format lists masked (a PIX key).
 */
export function bankAccountValuesOf(bank: UserBank, rules: BankFieldRules): BankAccountValues {
  return {
    accountName: bank.accountName,
    bank: bank.bank ?? '',
    accountNumber: '',
    branch: bank.branch ?? '',
    bankCode: bank.bankCode ?? '',
    extraCode: listsMasked(rules.extraCode?.format) ? '' : (bank.extraCode ?? ''),
  };
}

export type UsdtAddressValues = { accountName: string; accountNumber: string };
export const USDT_ADDRESS_FIELDS = ['accountName', 'accountNumber'] as const;

/** Saved USDT address: name and address (the network is fixed to TRC20). */
export function validateUsdtAddress(
  values: UsdtAddressValues,
): FieldErrors<(typeof USDT_ADDRESS_FIELDS)[number]> {
  return requireFields<(typeof USDT_ADDRESS_FIELDS)[number]>(values, [
    ['accountName', 'form.name.required'],
    ['accountNumber', 'form.usdtAddress.required'],
  ]);
}
