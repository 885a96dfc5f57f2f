import { requireFields, type FieldErrors } from '../../shared/forms/field-errors';

export type LoginValues = {
  username: string;
  password: string;
};

export const LOGIN_FIELDS = ['username', 'password'] as const;
export type LoginField = (typeof LOGIN_FIELDS)[number];

/** Login: username and password required (the server judges the password itself). */
export function validateLogin(values: LoginValues): FieldErrors<LoginField> {
  return requireFields<LoginField>(values, [
    ['username', 'form.username.required'],
    ['password', 'form.password.required'],
  ]);
}
