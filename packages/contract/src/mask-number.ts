import type { FieldFormat } from './field-format-schema.js';

/**
 * How an ID, bank account, card number or USDT address is shown once entered: its last 4
 * characters only, enough to recognise it and too little to copy it.
 */
export function maskNumber(value: string): string {
  return `•••• ${value.length > 4 ? value.slice(-4) : ''}`.trimEnd();
}

/**
 * How a PIX key is shown once entered. An e-mail keeps its first character and its domain ("its
 * last 4" would be the domain's end, which tells the owner nothing); a CPF, CNPJ, phone or
 * random key is a number like any other: its last 4.
 */
export function maskPixKey(key: string): string {
  const at = key.lastIndexOf('@');
  return at > 0 ? `${key[0]}••••${key.slice(at)}` : maskNumber(key);
}

/**
 * Whether lists show a tenant bank field of this format masked: a PIX key (which may be the
 * holder's CPF, e-mail or phone) is; bank codes such as an IFSC or a routing number are the
 * bank's, public, and stay whole.
 */
export function listsMasked(format: FieldFormat | undefined): boolean {
  return format === 'pix-key';
}

/** A tenant bank field's value as lists show it, by the field's format. */
export function listedFieldValue(format: FieldFormat | undefined, value: string): string {
  return listsMasked(format) ? maskPixKey(value) : value;
}
