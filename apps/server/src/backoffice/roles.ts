import { OperatorRole, ROLE_PERMISSIONS, type OperatorPermission } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userRoles } from '../db/schema';

/** The user's back-office role in that tenant, or null for an investor (a role never crosses tenants). */
export async function roleOf(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<OperatorRole | null> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.tenantId, tenantId)));
  const role = OperatorRole.safeParse(row?.role);
  return role.success ? role.data : null;
}

export function mayDo(role: OperatorRole, permission: OperatorPermission | null): boolean {
  return permission === null || ROLE_PERMISSIONS[role].includes(permission);
}

export async function grantRole(
  db: Db,
  tenantId: string,
  userId: number,
  role: OperatorRole,
): Promise<void> {
  await db.insert(userRoles).values({ userId, tenantId, role }).onConflictDoNothing();
}
