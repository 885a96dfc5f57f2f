import { checkFieldFormat, type FieldFormat } from '@trading/contract';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { formatReason } from '../messages/format-reason';
import type { TenantRules } from './tenant-rules';
import { isUsdtAddress } from './usdt-address';
import { assertBanksCode } from './bank-codes';

export interface BankFields {
  usdt: boolean;
  bank?: string | undefined;
  accountNumber: string;
  branch?: string | undefined;
  bankCode?: string | undefined;
  extraCode?: string | undefined;
}

/**
 * Checks `value` against `format` (none: anything) and returns the form to store; a value that
 * fails is a VALIDATION error naming the field and the reason.
 */
export function assertFormat(
  field: string,
  format: FieldFormat | undefined,
  value: string,
  bank?: string | null,
): string {
  if (!format) return value;
  const result = checkFieldFormat(format, value, { bank });
  if (result.ok) return result.value;
  throw new ApiError(
    'VALIDATION',
    localized('field.invalid', {
      field,
      reason: formatReason(format, result.problem),
    }),
  );
}

const present = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/**
 * The tenant's bank fields on a withdrawal or a saved bank: the required codes (IFSC for INR;
 * bank code and PIX for BRL; ABA routing for USD) and every field's real format as the tenant
 * names it, and codes that belong to the chosen bank. USDT needs a TRC20 or ERC20 address
 * whose checksum holds instead. Returns the fields in their stored form.
 */
export function assertBankFields<F extends BankFields>(
  rules: TenantRules['bankFields'],
  fields: F,
): F {
  if (fields.usdt) {
    if (!isUsdtAddress(fields.accountNumber))
      throw new ApiError('VALIDATION', localized('money.badUsdtAddress'));
    return fields;
  }
  if (rules.bankCode?.required && !fields.bankCode)
    throw new ApiError('VALIDATION', localized('field.required', { field: 'bankCode' }));
  if (rules.extraCode?.required && !fields.extraCode) {
    throw new ApiError(
      'VALIDATION',
      localized('field.required', { field: `extraCode (${rules.extraCode.label})` }),
    );
  }
  const checked = { ...fields };
  checked.accountNumber = assertFormat(
    'accountNumber',
    rules.accountNumber,
    fields.accountNumber,
    fields.bank,
  );
  if (present(fields.branch)) checked.branch = assertFormat('branch', rules.branch, fields.branch);
  if (present(fields.bankCode))
    checked.bankCode = assertFormat('bankCode', rules.bankCode?.format, fields.bankCode);
  if (present(fields.extraCode))
    checked.extraCode = assertFormat('extraCode', rules.extraCode?.format, fields.extraCode);
  assertBanksCode(rules.bankCode, checked.bank, checked.bankCode);
  assertBanksCode(rules.extraCode, checked.bank, checked.extraCode);
  return checked;
}
