import { PASSWORD_LENGTH } from '@trading/contract';

/** Message ids by field name; a form is valid when this is empty. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function isBlank(value: string | undefined | null): boolean {
  return value === undefined || value === null || value.trim() === '';
}

/** Adds `messageId` for every listed field that is blank. */
export function requireFields<K extends string>(
  values: Partial<Record<K, string>>,
  rules: ReadonlyArray<readonly [K, string]>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [field, messageId] of rules) {
    if (isBlank(values[field])) errors[field] = messageId;
  }
  return errors;
}

/**
 * Passwords are typed into inputs capped at 6 characters; the server takes exactly
 * 6 (contract README), so a shorter one is caught here rather than by a generic server error.
 */
export function passwordLengthError(password: string): string | undefined {
  return password.length === PASSWORD_LENGTH ? undefined : 'form.password.length';
}

/** The first message of a form's errors, in field order, for the toast. */
export function firstError<K extends string>(
  errors: FieldErrors<K>,
  order: readonly K[],
): string | undefined {
  for (const field of order) {
    const messageId = errors[field];
    if (messageId) return messageId;
  }
  return undefined;
}
