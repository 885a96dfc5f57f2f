import { passwordLengthError, requireFields, type FieldErrors } from './field-errors';

export type PasswordChangeValues = {
  oldPassword: string;
  password: string;
  repeatPassword: string;
};

export const PASSWORD_CHANGE_FIELDS = ['oldPassword', 'password', 'repeatPassword'] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];

/**
 * Login and withdrawal password changes: new password and repeat required, the new one at
 * most (and on our wire exactly) 6 characters; the old one only when `needsOld`. A repeat
 * that differs stops the change with "Two passwords are different" at the repeat field: the
 * spec lets it through with a passing toast, which left users with a password they never
 * typed twice (docs/decisions.md).
 */
export function checkPasswordChange(
  values: PasswordChangeValues,
  needsOld: boolean,
): FieldErrors<PasswordChangeField> {
  const errors = requireFields<PasswordChangeField>(values, [
    ...(needsOld ? ([['oldPassword', 'form.oldPassword.required']] as const) : []),
    ['password', 'form.newPassword.required'],
    ['repeatPassword', 'form.repeatPassword.required'],
  ]);
  if (!errors.password) {
    const length = passwordLengthError(values.password);
    if (length) errors.password = length;
  }
  if (!errors.password && !errors.repeatPassword && values.password !== values.repeatPassword)
    errors.repeatPassword = 'message.passwordsDifferent';
  return errors;
}
