import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { userRoles } from '../db/schema';

export const OPERATOR_ROLE = 'operator';

/** True when the user is an operator of that tenant (a role never crosses tenants). */
export async function isOperator(db: Db, tenantId: string, userId: number): Promise<boolean> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(userRoles.tenantId, tenantId),
        eq(userRoles.role, OPERATOR_ROLE),
      ),
    );
  return rows.length > 0;
}

export async function grantOperator(db: Db, tenantId: string, userId: number): Promise<void> {
  await db
    .insert(userRoles)
    .values({ userId, tenantId, role: OPERATOR_ROLE })
    .onConflictDoNothing();
}
