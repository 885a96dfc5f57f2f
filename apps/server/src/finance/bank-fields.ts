import { ApiError } from '../http/api-error';
import { tenantDefinition } from './tenant-rules';

export interface BankFields {
  usdt: boolean;
  accountNumber: string;
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

/**
 * The tenant's extra bank fields (IFSC for INR; bank code and PIX for BRL) on a
 * withdrawal or a saved bank; USDT needs a TRC20 address instead.
 */
export function assertBankFields(tenantId: string, fields: BankFields): void {
  if (fields.usdt) {
    if (!TRC20_ADDRESS.test(fields.accountNumber)) throw new ApiError('VALIDATION', BAD_ADDRESS);
    return;
  }
  const rules = tenantDefinition(tenantId).bankFields;
  if (rules.bankCode?.required && !fields.bankCode)
    throw new ApiError('VALIDATION', required('bankCode'));
  if (rules.extraCode?.required && !fields.extraCode) {
    throw new ApiError('VALIDATION', required(`extraCode (${rules.extraCode.label})`));
  }
}
