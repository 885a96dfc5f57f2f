import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { passwordResets, users } from '../../db/schema';
import { hashSessionToken, newSessionToken } from '../session-token';

/** How long a mailed reset link works: long enough to open the mail, short for a leaked one. */
export const RESET_LINK_TTL_MS = 30 * 60_000;

/** At most this many accounts of one tenant are mailed for one address. */
const ACCOUNTS_PER_ADDRESS = 5;

/** The accounts of this tenant whose email is `email` (case-insensitively). */
export function accountsWithEmail(
  db: Db,
  tenantId: string,
  email: string,
): Promise<{ id: number; username: string; email: string | null }[]> {
  return db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(sql`lower(${users.email})`, email.toLowerCase())))
    .orderBy(users.id)
    .limit(ACCOUNTS_PER_ADDRESS);
}

/**
 * A new link for the account: random like a session token, kept only as its digest. The
 * account's older unused links are spent, so only the newest mail works.
 */
export async function issueResetLink(
  db: Db,
  tenantId: string,
  userId: number,
  nowMs: number,
): Promise<string> {
  const token = newSessionToken();
  await db
    .update(passwordResets)
    .set({ usedAt: new Date(nowMs) })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
  await db.insert(passwordResets).values({
    tenantId,
    userId,
    tokenHash: hashSessionToken(token),
    expiresAt: new Date(nowMs + RESET_LINK_TTL_MS),
  });
  return token;
}

/** The user a live, unused link of this tenant was issued to. */
export async function resetLinkUser(
  db: Db,
  tenantId: string,
  token: string,
  nowMs: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashSessionToken(token)),
        eq(passwordResets.tenantId, tenantId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date(nowMs)),
      ),
    );
  return row?.userId;
}

/** Spends the link; false when another request spent it first. */
export async function spendResetLink(db: Db, token: string, nowMs: number): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: new Date(nowMs) })
    .where(
      and(eq(passwordResets.tokenHash, hashSessionToken(token)), isNull(passwordResets.usedAt)),
    )
    .returning({ id: passwordResets.id });
  return rows.length === 1;
}
