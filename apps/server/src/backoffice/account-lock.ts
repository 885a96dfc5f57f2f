import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { sessions, userRoles, users } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { recordAudit } from './audit-repository';
import { assertNotLinked } from './linked-accounts';
import type { Operator } from './operator';

/** What lets the other processes drop a revoked session from their caches at once. */
export interface SessionForgetter {
  forgetSession(sessionId: number): Promise<void>;
  forgetUser(userId: number): Promise<void>;
}

/**
 * The investor under change, read under its row lock: one of the operator's tenant and not
 * staff (staff accounts are an admin's, not something a lookup can lock or sign out).
 */
async function lockedInvestor(tx: Db, operator: Operator, userId: number) {
  const [row] = await tx
    .select({ id: users.id, lockedAt: users.lockedAt, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.tenantId, operator.tenantId)))
    .for('update', { of: users });
  if (!row || row.role !== null) throw new ApiError('NOT_FOUND');
  return row;
}

/** Ends the investor's live sessions (one, or all when sessionId is undefined); how many ended. */
export async function endSessions(tx: Db, userId: number, sessionId?: number): Promise<number> {
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        sessionId === undefined ? undefined : eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/**
 * Locks or unlocks an account read under its row lock, in the caller's transaction, and audits
 * it with `detail` beside the new state: a lock ends every session of the account at once.
 * Answers the new `lockedAt`, or undefined when the account already was so (nothing changes,
 * nothing is audited).
 */
export async function writeAccountLock(
  tx: Db,
  operator: Operator,
  account: { id: number; lockedAt: Date | null },
  locked: boolean,
  audit: { action: string; detail?: object },
): Promise<{ lockedAt: Date | null } | undefined> {
  if ((account.lockedAt !== null) === locked) return undefined;
  const lockedAt = locked ? new Date() : null;
  await tx.update(users).set({ lockedAt }).where(eq(users.id, account.id));
  const sessionsEnded = locked ? await endSessions(tx, account.id) : 0;
  await recordAudit(tx, operator, {
    action: audit.action,
    targetType: 'user',
    targetId: account.id,
    before: { lockedAt: account.lockedAt },
    after: { lockedAt, sessionsEnded, ...audit.detail },
  });
  return { lockedAt };
}

/**
 * Locks or unlocks an investor's account. identity/start-session.ts refuses a locked account's
 * sign-in, so nothing signed in can trade or move money until staff unlock it.
 */
export async function setAccountLock(
  db: Db,
  forget: SessionForgetter,
  operator: Operator,
  change: { userId: number; locked: boolean; note?: string },
): Promise<{ userId: number; locked: boolean }> {
  const { userId, locked, note } = change;
  const changed = await inTransaction(db, async (tx) => {
    const account = await lockedInvestor(tx, operator, userId);
    await assertNotLinked(tx, operator, { investorId: userId });
    return writeAccountLock(tx, operator, account, locked, {
      action: locked ? 'ACCOUNT_LOCK' : 'ACCOUNT_UNLOCK',
      detail: { note: note ?? null },
    });
  });
  if (changed && locked) await forget.forgetUser(userId);
  return { userId, locked };
}

/** Signs the investor out of one device, or of all when sessionId is undefined; audited when any ended. */
export async function signOutInvestor(
  db: Db,
  forget: SessionForgetter,
  operator: Operator,
  userId: number,
  sessionId?: number,
): Promise<{ userId: number; ended: number }> {
  const ended = await inTransaction(db, async (tx) => {
    await lockedInvestor(tx, operator, userId);
    const count = await endSessions(tx, userId, sessionId);
    if (count > 0)
      await recordAudit(tx, operator, {
        action: sessionId === undefined ? 'SESSIONS_REVOKE_ALL' : 'SESSION_REVOKE',
        targetType: 'user',
        targetId: userId,
        before: { sessionId: sessionId ?? null },
        after: { sessionsEnded: count },
      });
    return count;
  });
  if (ended > 0)
    await (sessionId === undefined ? forget.forgetUser(userId) : forget.forgetSession(sessionId));
  return { userId, ended };
}
