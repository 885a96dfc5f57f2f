import { z } from 'zod';
import { Id, IdParam } from '../common.js';
import { TimestampMs } from '../money.js';
import { OperatorRole } from './backoffice.js';
import { StaffPassword, Username } from './user.js';

/** A member of a tenant's back-office staff, as an admin sees them. */
export const StaffMember = z.object({
  userId: Id,
  username: z.string(),
  role: OperatorRole,
  grantedAt: TimestampMs,
  /** A disabled member cannot sign in; every session of theirs ended when they were disabled. */
  disabled: z.boolean(),
  /**
   * Whether the member has a confirmed second factor. False until they enrol again at their
   * next sign-in after an admin reset it (a lost phone).
   */
  secondFactor: z.boolean(),
});
export type StaffMember = z.infer<typeof StaffMember>;

/** POST /admin/staff — a new staff account of the admin's tenant, with its first password. */
export const StaffCreateRequest = z.object({
  username: Username,
  password: StaffPassword,
  role: OperatorRole,
});
export type StaffCreateRequest = z.output<typeof StaffCreateRequest>;

/** POST /admin/staff/{id}/role */
export const StaffRoleRequest = z.object({ id: IdParam, role: OperatorRole });
export type StaffRoleRequest = z.output<typeof StaffRoleRequest>;

export const StaffByIdRequest = z.object({ id: IdParam });

/**
 * Who a staff member is outside the console, so the server refuses them every decision about
 * an investor account linked to them: their ID number, their bank account, and their own
 * customer accounts (a staff login never holds money; a staff member who is also a customer
 * has a separate investor login, linked here).
 */
export const StaffIdentity = z.object({
  userId: Id,
  idNumber: z.string().nullable(),
  bankAccount: z.string().nullable(),
  /** The investor accounts of the tenant that are this staff member's own. */
  investorIds: z.array(Id),
});
export type StaffIdentity = z.infer<typeof StaffIdentity>;

const IdentityText = z.string().trim().min(1).max(40).nullable();

/** POST /admin/staff/{id}/identity — replaces the member's identity and linked accounts. */
export const StaffIdentityRequest = z.object({
  id: IdParam,
  idNumber: IdentityText,
  bankAccount: IdentityText,
  investorIds: z.array(Id).max(20),
});
export type StaffIdentityRequest = z.output<typeof StaffIdentityRequest>;
