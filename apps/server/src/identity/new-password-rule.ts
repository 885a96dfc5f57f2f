import { Password, StaffPassword } from '@trading/contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { localizedIssueReason } from '../messages/issue-reason';
import { roleOf } from '../backoffice/roles';
import { assertStaffPasswordUnbreached } from '../backoffice/staff-password';

/**
 * Refuses a new password that breaks its account's rule, with the field's message: staff
 * sign in to the console like a bank's staff (12 characters or more, not a breached one),
 * investors with the app's 6 characters.
 */
export async function assertNewPasswordRule(
  db: Db,
  tenantId: string,
  userId: number,
  password: string,
): Promise<void> {
  const staff = (await roleOf(db, tenantId, userId)) !== null;
  const parsed = (staff ? StaffPassword : Password).safeParse(password);
  if (!parsed.success)
    throw new ApiError(
      'VALIDATION',
      localized('field.invalid', {
        field: 'password',
        reason: localizedIssueReason(parsed.error.issues[0]!),
      }),
    );
  if (staff) assertStaffPasswordUnbreached(password);
}
