import { ForgotPasswordRequest } from '@trading/contract';
import { isBlank, type FieldErrors } from '../../shared/forms/field-errors';

export const FORGOT_FIELDS = ['email'] as const;
export type ForgotField = (typeof FORGOT_FIELDS)[number];

/** The address is required and must be one the server's own schema takes. */
export function validateForgot(values: { email: string }): FieldErrors<ForgotField> {
  if (isBlank(values.email)) return { email: 'forgot.emailRequired' };
  if (!ForgotPasswordRequest.safeParse({ email: values.email.trim() }).success)
    return { email: 'auth.emailInvalid' };
  return {};
}
