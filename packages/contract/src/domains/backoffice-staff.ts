import { z } from 'zod';
import { Id, IdParam } from '../common.js';
import { TimestampMs } from '../money.js';
import { OperatorRole } from './backoffice.js';
import { Password, Username } from './user.js';

/** A member of a tenant's back-office staff, as an admin sees them. */
export const StaffMember = z.object({
  userId: Id,
  username: z.string(),
  role: OperatorRole,
  grantedAt: TimestampMs,
  /** A disabled member cannot sign in; every session of theirs ended when they were disabled. */
  disabled: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** POST /admin/staff — a new staff account of the admin's tenant, with its first password. */
export const StaffCreateRequest = z.object({
  username: Username,
  password: Password,
  role: OperatorRole,
});
export type StaffCreateRequest = z.output<typeof StaffCreateRequest>;

/** POST /admin/staff/{id}/role */
export const StaffRoleRequest = z.object({ id: IdParam, role: OperatorRole });
export type StaffRoleRequest = z.output<typeof StaffRoleRequest>;

export const StaffByIdRequest = z.object({ id: IdParam });
