import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { sessions } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  session: { tenantId: string; userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** Looks a token up inside one tenant: a token from another tenant is simply unknown here. */
export function findSession(
  db: Db,
  tenantId: string,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tenantId, tenantId), eq(sessions.tokenHash, tokenHash)))
    .then((rows) => rows[0]);
}

export async function revokeSession(db: Db, id: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** After a password change every other device must log in again. */
export async function revokeOtherSessions(
  db: Db,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)),
    );
}

/** Opens (or extends) the session's step-up window. */
export async function setSteppedUpUntil(db: Db, id: number, until: Date): Promise<void> {
  await db.update(sessions).set({ steppedUpUntil: until }).where(eq(sessions.id, id));
}

export async function steppedUpUntil(db: Db, id: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: sessions.steppedUpUntil })
    .from(sessions)
    .where(eq(sessions.id, id));
  return row?.until ?? null;
}
