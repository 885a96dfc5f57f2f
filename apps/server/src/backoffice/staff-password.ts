import { dictionary } from '@zxcvbn-ts/language-common';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';

/**
 * The passwords most seen in breaches (zxcvbn-ts's common list, ~49,000 from public breach
 * corpora), lower-cased: the contract already asks for 12 characters or more.
 */
const BREACHED = new Set(dictionary['passwords-common'].map((p: string) => p.toLowerCase()));

/** Refuses a staff password found in the breached list, with the field's message. */
export function assertStaffPasswordUnbreached(password: string): void {
  if (BREACHED.has(password.toLowerCase()))
    throw new ApiError('VALIDATION', localized('operator.passwordBreached'));
}
