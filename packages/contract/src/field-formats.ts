import type { FieldFormat } from './field-format-schema.js';
import { cnhValid, itinValid, panValid, ssnValid } from './id-numbers.js';

/**
 * Real-world formats of bank and identity fields, named in tenant data (`tenant.json`:
 * `bankFields.*.format`, `kyc.idTypes[].format`, `kyc.cardFormat`) and checked by the same
 * pure functions on the client (at the field, before submitting) and on the server.
 */
export const FIELD_FORMAT_NAMES = [
  /** Nigeria: 10-digit NUBAN; the CBN check digit when the bank is known. */
  'nuban',
  /** Nigeria: National Identification Number, 11 digits. */
  'nin',
  /** Nigeria: Bank Verification Number, 11 digits. */
  'bvn',
  /** Nigeria: the 19-character VIN printed on the Permanent Voter's Card. */
  'pvc',
  /** Nigeria: FRSC driver's licence, 3 letters, 5 to 9 digits, up to 4 letters or digits. */
  'ng-driving-licence',
  /** Nigeria: international passport, a letter and 8 digits. */
  'ng-passport',
  /** India: IFSC, 4 letters, 0, 6 letters or digits. */
  'ifsc',
  /** India: a bank account number, 9 to 18 digits. */
  'in-account',
  /** India: Aadhaar, 12 digits not starting with 0 or 1, Verhoeff check digit. */
  'aadhaar',
  /** India: Permanent Account Number, AAAAA9999A, the fourth letter the holder's kind. */
  'pan',
  /** Brazil: CPF, 11 digits with two mod-11 check digits (punctuation allowed). */
  'cpf',
  /** Brazil: RIC, the national identity card, numbered by its holder's CPF (same check digits). */
  'ric',
  /** Brazil: CNH (driving licence), 11 digits with two check digits. */
  'cnh',
  /** Brazil: a CPF or a CNPJ (14 digits, two mod-11 check digits). */
  'cpf-cnpj',
  /** Brazil: a PIX key: CPF or CNPJ (check digits), e-mail, +55 phone or random key (UUID). */
  'pix-key',
  /** Brazil: the 3-digit bank code (COMPE). */
  'br-bank-code',
  /** Brazil: agency (agência), 4 digits, optionally "-" and its check digit. */
  'br-agency',
  /** Brazil: account number with its check digit ("12345-6"; the digit may be X). */
  'br-account',
  /** United States: 9-digit ABA routing number, 3-7-1 checksum. */
  'aba-routing',
  /** United States: a bank account number, 4 to 17 digits. */
  'us-account',
  /** United States: SSN, 9 digits outside the never-issued areas, group and serial. */
  'ssn',
  /** United States: ITIN, 9 digits, 9XX with the IRS's middle digits. */
  'itin',
  /** United States: a state driver's licence or ID card, 4 to 16 letters or digits. */
  'us-state-id',
  /** United States: passport book or card, 9 digits or a letter and 8 digits. */
  'us-passport',
  /** USDT on TRON: a transaction id, 64 hexadecimal characters (stored in lower case). */
  'trc20-tx',
  /** USDT on Ethereum: a transaction hash, 0x and 64 hexadecimal characters (lower case). */
  'erc20-tx',
] as const;

export type FieldFormatName = (typeof FIELD_FORMAT_NAMES)[number];
export type { FieldFormat, FieldPattern } from './field-format-schema.js';

export type FormatProblem = 'shape' | 'checkDigit';
export type FormatCheck = { ok: true; value: string } | { ok: false; problem: FormatProblem };

export interface FormatContext {
  /** The bank chosen beside the number (NUBAN check digits depend on it). */
  bank?: string | null | undefined;
}

const ok = (value: string): FormatCheck => ({ ok: true, value });
const bad = (problem: FormatProblem): FormatCheck => ({ ok: false, problem });
const digitsOf = (s: string) => Array.from(s, Number);

// ── Nigeria ────────────────────────────────────────────────────────────────────

/**
 * CBN institution codes of Nigerian deposit money banks, by a simplified name (lower case,
 * letters and digits only); `nubanBankCode` also accepts common short names.
 */
const NUBAN_BANKS: ReadonlyArray<readonly [code: string, names: readonly string[]]> = [
  ['044', ['accessbank', 'access', 'accessbankplc']],
  ['063', ['accessbankdiamond', 'diamondbank']],
  ['023', ['citibanknigeria', 'citibank']],
  ['050', ['ecobanknigeria', 'ecobank']],
  ['070', ['fidelitybank', 'fidelity']],
  ['011', ['firstbankofnigeria', 'firstbank', 'fbn']],
  ['214', ['firstcitymonumentbank', 'fcmb']],
  ['058', ['guarantytrustbank', 'gtbank', 'gtb', 'gtco']],
  ['030', ['heritagebank', 'heritage']],
  ['301', ['jaizbank', 'jaiz']],
  ['082', ['keystonebank', 'keystone']],
  ['076', ['polarisbank', 'polaris']],
  ['101', ['providusbank', 'providus']],
  ['221', ['stanbicibtcbank', 'stanbicibtc', 'stanbic']],
  ['068', ['standardcharteredbank', 'standardchartered']],
  ['232', ['sterlingbank', 'sterling']],
  ['100', ['suntrustbank', 'suntrust']],
  ['032', ['unionbankofnigeria', 'unionbank']],
  ['033', ['unitedbankforafrica', 'uba']],
  ['215', ['unitybank', 'unity']],
  ['035', ['wemabank', 'wema']],
  ['057', ['zenithbank', 'zenith']],
];

const simpleName = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The CBN code of a bank named as the bank list names it; undefined for banks we do not know. */
export function nubanBankCode(bank: string | null | undefined): string | undefined {
  if (!bank) return undefined;
  const name = simpleName(bank).replace(/(plc|limited|ltd)$/, '');
  return NUBAN_BANKS.find(([, names]) => names.includes(name))?.[0];
}

/**
 * The CBN NUBAN check digit of a 9-digit serial at a bank: weights 3,7,3 over the 3-digit
 * bank code followed by the serial; 10 − (sum mod 10), with 10 written as 0.
 */
export function nubanCheckDigit(bankCode: string, serial: string): number {
  const weights = [3, 7, 3];
  const sum = digitsOf(bankCode + serial).reduce((s, d, i) => s + d * weights[i % 3]!, 0);
  return (10 - (sum % 10)) % 10;
}

function checkNuban(raw: string, context: FormatContext): FormatCheck {
  const value = raw.replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(value)) return bad('shape');
  const bankCode = nubanBankCode(context.bank);
  if (bankCode && nubanCheckDigit(bankCode, value.slice(0, 9)) !== Number(value[9]))
    return bad('checkDigit');
  return ok(value);
}

// ── India ──────────────────────────────────────────────────────────────────────

/** Multiplication in the dihedral group D5: digits 0-4 are its rotations, 5-9 its reflections. */
function verhoeffMultiply(j: number, k: number): number {
  if (j < 5) return k < 5 ? (j + k) % 5 : ((j + k) % 5) + 5;
  return k < 5 ? ((j - k + 5) % 5) + 5 : (j - k + 5) % 5;
}

/** Verhoeff's permutation; the digit at position i goes through it i times (it has order 8). */
const VERHOEFF_STEP = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];

function verhoeffPermute(position: number, digit: number): number {
  let d = digit;
  for (let i = 0; i < position % 8; i++) d = VERHOEFF_STEP[d]!;
  return d;
}

const VERHOEFF_INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** The check over the digits read from the right, the rightmost at position `start`. */
function verhoeffChecksum(digits: string, start: number): number {
  return digitsOf(digits)
    .reverse()
    .reduce((c, d, i) => verhoeffMultiply(c, verhoeffPermute(i + start, d)), 0);
}

/** True when the digit string ends in a valid Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  return verhoeffChecksum(digits, 0) === 0;
}

/** The Verhoeff check digit to append to a digit string. */
export function verhoeffCheckDigit(digits: string): number {
  return VERHOEFF_INV[verhoeffChecksum(digits, 1)]!;
}

// ── Brazil ─────────────────────────────────────────────────────────────────────

/** CPF: two mod-11 check digits (weights 10..2, then 11..2); a repeated digit is never valid. */
export function cpfValid(value: string): boolean {
  if (!/^\d{11}$/.test(value) || /^(\d)\1{10}$/.test(value)) return false;
  const d = digitsOf(value);
  const digit = (n: number) => {
    const sum = d.slice(0, n).reduce((s, x, i) => s + x * (n + 1 - i), 0);
    return ((sum * 10) % 11) % 10;
  };
  return digit(9) === d[9] && digit(10) === d[10];
}

/** CNPJ: two mod-11 check digits (weights 5..2,9..2, then 6..2,9..2). */
export function cnpjValid(value: string): boolean {
  if (!/^\d{14}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  const d = digitsOf(value);
  const digit = (n: number) => {
    const weights =
      n === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
    const rest = weights.reduce((s, w, i) => s + w * d[i]!, 0) % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return digit(12) === d[12] && digit(13) === d[13];
}

const CPF_SHAPE = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ_SHAPE = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;

function checkCnh(raw: string): FormatCheck {
  const result = digits(raw, /^\d{11}$/);
  return result.ok && !cnhValid(result.value) ? bad('checkDigit') : result;
}

function checkCpfCnpj(raw: string, allowCnpj: boolean): FormatCheck {
  if (CPF_SHAPE.test(raw)) {
    const value = raw.replace(/\D/g, '');
    return cpfValid(value) ? ok(value) : bad('checkDigit');
  }
  if (allowCnpj && CNPJ_SHAPE.test(raw)) {
    const value = raw.replace(/\D/g, '');
    return cnpjValid(value) ? ok(value) : bad('checkDigit');
  }
  return bad('shape');
}

const EMAIL = /^[^\s@<>]{1,64}@[^\s@<>]+\.[^\s@<>]{2,}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkPixKey(raw: string): FormatCheck {
  if (/^[\d.\-/]+$/.test(raw)) return checkCpfCnpj(raw, true);
  if (raw.startsWith('+')) {
    const phone = raw.replace(/[\s()-]/g, '');
    return /^\+55\d{10,11}$/.test(phone) ? ok(phone) : bad('shape');
  }
  if (EMAIL.test(raw) && raw.length <= 77) return ok(raw.toLowerCase());
  if (UUID.test(raw)) return ok(raw.toLowerCase());
  return bad('shape');
}

// ── United States ──────────────────────────────────────────────────────────────

/** ABA routing number: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function abaRoutingValid(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = digitsOf(value);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

// ── Checking ───────────────────────────────────────────────────────────────────

/** Digits only, after removing the spaces and dashes people type between groups. */
function digits(raw: string, pattern: RegExp): FormatCheck {
  const value = raw.replace(/[\s-]/g, '');
  return pattern.test(value) ? ok(value) : bad('shape');
}

/** Letters in capitals and digits, without the spaces and dashes typed between groups. */
function alphanumeric(raw: string, valid: (value: string) => boolean): FormatCheck {
  const value = raw.replace(/[\s-]/g, '').toUpperCase();
  return valid(value) ? ok(value) : bad('shape');
}

const matches = (pattern: RegExp) => (value: string) => pattern.test(value);

/**
 * Checks a value (trimmed) against a format. On success `value` is the normal form to store
 * (group separators removed, IFSC in capitals, CPF/CNPJ as bare digits).
 */
export function checkFieldFormat(
  format: FieldFormat,
  input: string,
  context: FormatContext = {},
): FormatCheck {
  const raw = input.trim();
  if (typeof format !== 'string')
    return new RegExp(format.pattern).test(raw) ? ok(raw) : bad('shape');
  switch (format) {
    case 'nuban':
      return checkNuban(raw, context);
    case 'nin':
    case 'bvn':
      return digits(raw, /^\d{11}$/);
    case 'pvc': {
      const value = raw.replace(/\s/g, '').toUpperCase();
      return /^[0-9A-Z]{19}$/.test(value) ? ok(value) : bad('shape');
    }
    case 'ng-driving-licence':
      return alphanumeric(raw, matches(/^[A-Z]{3}\d{5,9}[A-Z0-9]{0,4}$/));
    case 'ng-passport':
      return alphanumeric(raw, matches(/^[A-Z]\d{8}$/));
    case 'pan':
      return alphanumeric(raw, panValid);
    case 'ifsc': {
      const value = raw.toUpperCase();
      return /^[A-Z]{4}0[A-Z0-9]{6}$/.test(value) ? ok(value) : bad('shape');
    }
    case 'in-account':
      return digits(raw, /^\d{9,18}$/);
    case 'aadhaar': {
      const result = digits(raw, /^[2-9]\d{11}$/);
      return result.ok && !verhoeffValid(result.value) ? bad('checkDigit') : result;
    }
    case 'cpf':
    case 'ric':
      return checkCpfCnpj(raw, false);
    case 'cnh':
      return checkCnh(raw);
    case 'cpf-cnpj':
      return checkCpfCnpj(raw, true);
    case 'pix-key':
      return checkPixKey(raw);
    case 'br-bank-code':
      return /^\d{3}$/.test(raw) ? ok(raw) : bad('shape');
    case 'br-agency':
      return /^\d{4}(-[\dXx])?$/.test(raw) ? ok(raw.toUpperCase()) : bad('shape');
    case 'br-account': {
      const match = /^(\d{1,12})-?([\dXx])$/.exec(raw.replace(/\s/g, ''));
      return match ? ok(`${match[1]}-${match[2]!.toUpperCase()}`) : bad('shape');
    }
    case 'aba-routing': {
      const result = digits(raw, /^\d{9}$/);
      return result.ok && !abaRoutingValid(result.value) ? bad('checkDigit') : result;
    }
    case 'us-account':
      return digits(raw, /^\d{4,17}$/);
    case 'ssn':
      return alphanumeric(raw, ssnValid);
    case 'itin':
      return alphanumeric(raw, itinValid);
    case 'us-state-id':
      return alphanumeric(raw, matches(/^[A-Z0-9]{4,16}$/));
    case 'us-passport':
      return alphanumeric(raw, matches(/^(\d{9}|[A-Z]\d{8})$/));
    case 'trc20-tx':
      return /^[0-9a-f]{64}$/i.test(raw) ? ok(raw.toLowerCase()) : bad('shape');
    case 'erc20-tx':
      return /^0x[0-9a-f]{64}$/i.test(raw) ? ok(raw.toLowerCase()) : bad('shape');
  }
}

/** Markup in a name: refused wherever a person or bank is named. */
export const MARKUP_RE = /[<>]/;
export const MARKUP_MESSAGE = 'must not contain < or >';
export function hasMarkup(value: string | null | undefined): boolean {
  return value !== null && value !== undefined && MARKUP_RE.test(value);
}
export const noMarkup = (value: string) => !MARKUP_RE.test(value);

/** Identity numbers whose check-digit message names the document ("… Aadhaar number …"). */
const NAMED_CHECK_DIGITS = ['aadhaar', 'cpf', 'ric', 'cnh'] as const;
type NamedCheckDigit = (typeof NAMED_CHECK_DIGITS)[number];
const namesCheckDigit = (format: FieldFormat): format is NamedCheckDigit =>
  (NAMED_CHECK_DIGITS as readonly unknown[]).includes(format);

/** The i18n key of a failed check, or of markup in a name. */
export type FormatMessageKey =
  | `format.${FieldFormatName}`
  | `format.${NamedCheckDigit}.checkDigit`
  | 'format.checkDigit'
  | 'format.pattern'
  | 'format.markup';

/**
 * The i18n key of a failed check. The contract carries keys, not words: the client's
 * catalogues word them at the field, the server's (apps/server/src/messages) as the reason
 * of its "{field} is invalid: {reason}". A pattern's message takes `{example}`.
 */
export function formatMessageKey(format: FieldFormat, problem: FormatProblem): FormatMessageKey {
  if (problem === 'checkDigit')
    return namesCheckDigit(format) ? `format.${format}.checkDigit` : 'format.checkDigit';
  return typeof format === 'string' ? `format.${format}` : 'format.pattern';
}
