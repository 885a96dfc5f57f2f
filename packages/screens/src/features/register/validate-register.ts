import { USERNAME_RE } from '@trading/contract';
import {
  isBlank,
  passwordLengthError,
  requireFields,
  type FieldErrors,
} from '../../shared/forms/field-errors';

export type RegisterValues = {
  username: string;
  password: string;
  repeatPassword: string;
  authCode: string;
  email: string;
  mobile: string;
};

export const REGISTER_FIELDS = [
  'username',
  'password',
  'repeatPassword',
  'authCode',
  'email',
  'mobile',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MOBILE_RE = /^\+?\d{6,20}$/;

/** Register: every field but email and mobile is required; the passwords must match. */
export function validateRegister(values: RegisterValues): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = requireFields<RegisterField>(values, [
    ['username', 'form.username.required'],
    ['password', 'form.password.required'],
    ['repeatPassword', 'form.repeatPassword.required'],
    ['authCode', 'form.authCode.required'],
  ]);
  if (!errors.username && !USERNAME_RE.test(values.username.trim()))
    errors.username = 'auth.usernameRule';
  if (!errors.password) errors.password = passwordLengthError(values.password);
  if (!errors.password && !errors.repeatPassword && values.password !== values.repeatPassword)
    errors.repeatPassword = 'message.passwordsDifferent';
  if (!isBlank(values.email) && !EMAIL_RE.test(values.email.trim()))
    errors.email = 'auth.emailInvalid';
  if (!isBlank(values.mobile) && !MOBILE_RE.test(values.mobile.trim()))
    errors.mobile = 'auth.mobileInvalid';
  for (const field of REGISTER_FIELDS) if (!errors[field]) delete errors[field];
  return errors;
}
