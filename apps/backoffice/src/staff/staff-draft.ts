import { StaffCreateRequest, type OperatorRole } from '@trading/contract';
import type { z } from 'zod';
import { fieldErrors, type Checked } from '../shell/field-errors';

/** The new member's form as typed. */
export interface StaffValues {
  username: string;
  password: string;
  role: OperatorRole;
}

/** The least a new member can do: an admin raises the role deliberately. */
export const BLANK_STAFF: StaffValues = { username: '', password: '', role: 'reviewer' };

type StaffBody = z.input<typeof StaffCreateRequest>;

/**
 * What the form sends, checked by the call's own schema first: nothing is sent with a problem.
 * The username is trimmed (a stray space is never meant); the password is sent as typed.
 */
export function staffRequest(values: StaffValues): Checked<StaffBody> {
  const body: StaffBody = { ...values, username: values.username.trim() };
  const checked = StaffCreateRequest.safeParse(body);
  return checked.success ? { body } : { errors: fieldErrors(checked.error.issues) };
}
