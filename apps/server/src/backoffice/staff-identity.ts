import type { StaffIdentity, StaffIdentityRequest } from '@trading/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { staffIdentities, staffInvestorLinks, userRoles, users } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { recordAudit } from './audit-repository';
import type { Operator } from './operator';

/** A staff member of the admin's tenant, or NOT_FOUND. */
async function assertStaff(db: Db, admin: Operator, userId: number): Promise<void> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.tenantId, admin.tenantId)));
  if (!row) throw new ApiError('NOT_FOUND');
}

async function readIdentity(db: Db, userId: number): Promise<StaffIdentity> {
  const [own] = await db.select().from(staffIdentities).where(eq(staffIdentities.userId, userId));
  const links = await db
    .select({ investorId: staffInvestorLinks.investorId })
    .from(staffInvestorLinks)
    .where(eq(staffInvestorLinks.staffId, userId))
    .orderBy(staffInvestorLinks.investorId);
  return {
    userId,
    idNumber: own?.idNumber ?? null,
    bankAccount: own?.bankAccount ?? null,
    investorIds: links.map((l) => l.investorId),
  };
}

/** A staff member's identity and own customer accounts, as backoffice/linked-accounts.ts reads them. */
export async function staffIdentityOf(
  db: Db,
  admin: Operator,
  userId: number,
): Promise<StaffIdentity> {
  await assertStaff(db, admin, userId);
  return readIdentity(db, userId);
}

/**
 * Replaces a staff member's identity and links, audited. Never the admin's own (another admin
 * records it, as for roles: nobody unlinks themselves from an account they then decide), and
 * only investor accounts of the tenant can be linked (NOT_FOUND otherwise).
 */
export function saveStaffIdentity(
  db: Db,
  admin: Operator,
  request: StaffIdentityRequest,
): Promise<StaffIdentity> {
  const { id: userId, idNumber, bankAccount } = request;
  const investorIds = [...new Set(request.investorIds)];
  if (userId === admin.userId) throw new ApiError('FORBIDDEN', localized('operator.notOnYourself'));
  return inTransaction(db, async (tx) => {
    await assertStaff(tx, admin, userId);
    const investors =
      investorIds.length === 0
        ? []
        : await tx
            .select({ id: users.id })
            .from(users)
            .leftJoin(userRoles, eq(userRoles.userId, users.id))
            .where(
              and(
                eq(users.tenantId, admin.tenantId),
                inArray(users.id, investorIds),
                isNull(userRoles.role),
              ),
            );
    if (investors.length !== investorIds.length) throw new ApiError('NOT_FOUND');
    const before = await readIdentity(tx, userId);
    await tx
      .insert(staffIdentities)
      .values({ userId, tenantId: admin.tenantId, idNumber, bankAccount })
      .onConflictDoUpdate({ target: staffIdentities.userId, set: { idNumber, bankAccount } });
    await tx.delete(staffInvestorLinks).where(eq(staffInvestorLinks.staffId, userId));
    if (investorIds.length > 0)
      await tx.insert(staffInvestorLinks).values(
        investorIds.map((investorId) => ({
          staffId: userId,
          investorId,
          tenantId: admin.tenantId,
        })),
      );
    const after = await readIdentity(tx, userId);
    await recordAudit(tx, admin, {
      action: 'STAFF_IDENTITY',
      targetType: 'user',
      targetId: userId,
      before,
      after,
    });
    return after;
  });
}
