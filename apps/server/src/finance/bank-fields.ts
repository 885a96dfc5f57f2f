import { checkFieldFormat, formatReason, type FieldFormat } from '@trading/contract';
import { ApiError, type LocalizedText } from '../errors/api-error';
import type { TenantRules } from './tenant-rules';

export interface BankFields {
  usdt: boolean;
  bank?: string | undefined;
  accountNumber: string;
  branch?: string | undefined;
  bankCode?: string | undefined;
  extraCode?: string | undefined;
}

const TRC20_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;
const BAD_ADDRESS = {
  en: 'The USDT address must be a TRC20 address (T followed by 33 characters)',
  pt: 'O endereço USDT deve ser um endereço TRC20 (T seguido de 33 caracteres)',
  zh: 'USDT 地址必须是 TRC20 地址（T 开头，共 34 位）',
};

function required(field: string) {
  return {
    en: `${field} is required`,
    pt: `${field} é obrigatório`,
    zh: `${field}为必填项`,
  };
}

/** The envelope's validation sentence, "{field} is invalid: {reason}", in every language. */
function invalid(field: string, reason: (lang: keyof LocalizedText) => string): LocalizedText {
  return {
    en: `${field} is invalid: ${reason('en')}`,
    pt: `${field} é inválido: ${reason('pt')}`,
    zh: `${field}无效：${reason('zh')}`,
  };
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
    invalid(field, (lang) => formatReason(format, result.problem, lang)),
  );
}

const present = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/**
 * The tenant's bank fields on a withdrawal or a saved bank: the required codes (IFSC for INR;
 * bank code and PIX for BRL; ABA routing for USD) and every field's real format as the tenant
 * names it. USDT needs a TRC20 address instead. Returns the fields in their stored form.
 */
export function assertBankFields<F extends BankFields>(
  rules: TenantRules['bankFields'],
  fields: F,
): F {
  if (fields.usdt) {
    if (!TRC20_ADDRESS.test(fields.accountNumber)) throw new ApiError('VALIDATION', BAD_ADDRESS);
    return fields;
  }
  if (rules.bankCode?.required && !fields.bankCode)
    throw new ApiError('VALIDATION', required('bankCode'));
  if (rules.extraCode?.required && !fields.extraCode) {
    throw new ApiError('VALIDATION', required(`extraCode (${rules.extraCode.label})`));
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
  return checked;
}
