import type { OperatorRole, StaffCreateRequest, StaffMember } from '@trading/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { userRoles, users } from '../db/schema';
import { ApiError } from '../errors/api-error';
import type { PasswordHasher } from '../identity/password-hasher';
import { setTotpSecrets } from '../identity/second-factor-repository';
import type { SecretBox } from '../security/secret-box';
import { assertStaffPasswordUnbreached } from './staff-password';
import { insertUser, UsernameTakenError } from '../identity/user-repository';
import { localized } from '../messages/catalogue';
import { writeAccountLock, type SessionForgetter } from './account-lock';
import { recordAudit } from './audit-repository';
import type { Operator } from './operator';

const staffColumns = {
  userId: users.id,
  username: users.username,
  lockedAt: users.lockedAt,
  totpSecret: users.totpSecret,
  role: userRoles.role,
  grantedAt: userRoles.grantedAt,
};

type StaffRow = {
  userId: number;
  username: string;
  lockedAt: Date | null;
  totpSecret: string | null;
  role: string;
  grantedAt: Date;
};

function view(row: StaffRow): StaffMember {
  return {
    userId: row.userId,
    username: row.username,
    role: row.role as OperatorRole,
    grantedAt: row.grantedAt.getTime(),
    disabled: row.lockedAt !== null,
    secondFactor: row.totpSecret !== null,
  };
}

export async function listStaff(db: Db, tenantId: string): Promise<StaffMember[]> {
  const rows = await db
    .select(staffColumns)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.tenantId, tenantId))
    .orderBy(asc(users.username));
  return rows.map(view);
}

/**
 * Locks the acting admin's row with the target's, in id order, so two admins changing each other
 * at once queue instead of deadlocking, and the one who queued second is refused when the first
 * has just disabled or demoted them (the check at the request's start was read before either change).
 */
async function lockActingAdmin(tx: Db, admin: Operator, userId: number): Promise<void> {
  await tx
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [admin.userId, userId]))
    .orderBy(asc(users.id))
    .for('update');
  // Read after the locks are held: a statement started before the wait would see the old role.
  const [acting] = await tx
    .select({ lockedAt: users.lockedAt, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.id, admin.userId));
  if (acting?.lockedAt !== null) throw new ApiError('TOKEN_REVOKED');
  if (acting.role !== admin.role) throw new ApiError('FORBIDDEN');
}

/**
 * A staff member of the admin's tenant under change, read under its row locks. Never the admin
 * acting: changing one's own role or disabling oneself could leave a tenant without an admin.
 */
async function lockedStaff(tx: Db, admin: Operator, userId: number): Promise<StaffRow> {
  if (userId === admin.userId) throw new ApiError('FORBIDDEN', localized('operator.notOnYourself'));
  await lockActingAdmin(tx, admin, userId);
  const [row] = await tx
    .select(staffColumns)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.tenantId, admin.tenantId)))
    .for('update');
  if (!row) throw new ApiError('NOT_FOUND');
  return row;
}

export async function createStaff(
  db: Db,
  hasher: PasswordHasher,
  admin: Operator,
  request: StaffCreateRequest,
): Promise<StaffMember> {
  assertStaffPasswordUnbreached(request.password);
  const passwordHash = await hasher.hash(request.password);
  return inTransaction(db, async (tx) => {
    const user = await insertUser(tx, {
      tenantId: admin.tenantId,
      username: request.username,
      passwordHash,
    }).catch((error: unknown) => {
      throw error instanceof UsernameTakenError ? new ApiError('USERNAME_TAKEN') : error;
    });
    const [granted] = await tx
      .insert(userRoles)
      .values({ userId: user.id, tenantId: admin.tenantId, role: request.role })
      .returning();
    const member = view({
      ...granted!,
      username: user.username,
      lockedAt: null,
      totpSecret: null,
    });
    await recordAudit(tx, admin, {
      action: 'STAFF_CREATE',
      targetType: 'user',
      targetId: user.id,
      before: null,
      after: { username: member.username, role: member.role },
    });
    return member;
  });
}

/** Setting the role a member already holds changes nothing and audits nothing. */
export function setStaffRole(
  db: Db,
  admin: Operator,
  userId: number,
  role: OperatorRole,
): Promise<StaffMember> {
  return inTransaction(db, async (tx) => {
    const before = await lockedStaff(tx, admin, userId);
    if (before.role === role) return view(before);
    await tx.update(userRoles).set({ role }).where(eq(userRoles.userId, userId));
    await recordAudit(tx, admin, {
      action: 'STAFF_ROLE',
      targetType: 'user',
      targetId: userId,
      before: { role: before.role },
      after: { role },
    });
    return view({ ...before, role });
  });
}

/** Disabling ends every session of the member at once; enabling lets them sign in again. */
export async function setStaffDisabled(
  db: Db,
  forget: SessionForgetter,
  admin: Operator,
  userId: number,
  disabled: boolean,
): Promise<StaffMember> {
  const { member, changed } = await inTransaction(db, async (tx) => {
    const before = await lockedStaff(tx, admin, userId);
    const after = await writeAccountLock(tx, admin, { ...before, id: userId }, disabled, {
      action: disabled ? 'STAFF_DISABLE' : 'STAFF_ENABLE',
    });
    return { member: view({ ...before, ...after }), changed: after !== undefined };
  });
  if (changed && disabled) await forget.forgetUser(userId);
  return member;
}

/**
 * A member who lost their phone: their second factor (a confirmed key and one never confirmed)
 * is removed and every session of theirs ends, so the next sign-in, with their password, gives
 * them a new key to enrol. Resetting a member who has none changes nothing and audits nothing.
 */
export async function resetStaffSecondFactor(
  db: Db,
  box: SecretBox,
  forget: SessionForgetter,
  admin: Operator,
  userId: number,
): Promise<StaffMember> {
  const { member, changed } = await inTransaction(db, async (tx) => {
    const before = await lockedStaff(tx, admin, userId);
    const [pending] = await tx
      .select({ pending: users.totpPendingSecret })
      .from(users)
      .where(eq(users.id, userId));
    if (before.totpSecret === null && !pending?.pending)
      return { member: view(before), changed: false };
    await setTotpSecrets(tx, box, userId, { totpSecret: null, totpPendingSecret: null });
    await recordAudit(tx, admin, {
      action: 'STAFF_SECOND_FACTOR_RESET',
      targetType: 'user',
      targetId: userId,
      before: { secondFactor: before.totpSecret !== null ? 'on' : 'enrolling' },
      after: { secondFactor: 'enrol at next sign-in' },
    });
    return { member: view({ ...before, totpSecret: null }), changed: true };
  });
  if (changed) await forget.forgetUser(userId);
  return member;
}
