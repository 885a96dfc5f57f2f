import { StaffPassword, TotpCode } from '@trading/contract';
import type { Checked } from '../shell/field-errors';

/** The change-password form as typed. */
export interface PasswordValues {
  current: string;
  password: string;
  repeat: string;
  code: string;
}

export const BLANK_PASSWORD: PasswordValues = { current: '', password: '', repeat: '', code: '' };

/** What the form sends: the step-up's code, then the change. */
export interface PasswordChange {
  code: string;
  oldPassword: string;
  password: string;
}

/**
 * The staff rule checked before anything is sent, each complaint a message id of the console's
 * language. Whether the new password is a breached one only the server knows (its list).
 */
export function passwordChange(values: PasswordValues): Checked<PasswordChange> {
  const errors: Record<string, string> = {};
  if (!values.current) errors.current = 'password.currentRequired';
  if (!StaffPassword.safeParse(values.password).success) errors.password = 'password.rule';
  else if (values.repeat !== values.password) errors.repeat = 'password.mismatch';
  const code = values.code.replace(/\s/g, '');
  if (!TotpCode.safeParse(code).success) errors.code = 'password.codeFormat';
  if (Object.keys(errors).length > 0) return { errors };
  return { body: { code, oldPassword: values.current, password: values.password } };
}
