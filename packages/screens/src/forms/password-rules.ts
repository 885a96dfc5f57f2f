import { passwordLengthError, requireFields, type FieldErrors } from './field-errors';

export type PasswordChangeValues = {
  oldPassword: string;
  password: string;
  repeatPassword: string;
};

export const PASSWORD_CHANGE_FIELDS = ['oldPassword', 'password', 'repeatPassword'] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];

export interface PasswordChangeCheck {
  errors: FieldErrors<PasswordChangeField>;
  /**
   * Spec 5: a repeat that differs shows "Two passwords are different" but does not stop the
   * change (the new password is what gets sent).
   */
  mismatch: boolean;
}

/**
 * Login and withdrawal password changes: new password and repeat required, the new one at
 * most (and on our wire exactly) 6 characters; the old one only when `needsOld`.
 */
export function checkPasswordChange(
  values: PasswordChangeValues,
  needsOld: boolean,
): PasswordChangeCheck {
  const errors = requireFields<PasswordChangeField>(values, [
    ...(needsOld ? ([['oldPassword', 'form.oldPassword.required']] as const) : []),
    ['password', 'form.newPassword.required'],
    ['repeatPassword', 'form.repeatPassword.required'],
  ]);
  if (!errors.password) {
    const length = passwordLengthError(values.password);
    if (length) errors.password = length;
  }
  const mismatch =
    !errors.password && !errors.repeatPassword && values.password !== values.repeatPassword;
  return { errors, mismatch };
}
