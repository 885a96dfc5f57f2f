import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ownedRow } from '../db/owned-row';
import { sessions } from '../db/schema';

export type SessionRow = typeof sessions.$inferSelect;

export async function insertSession(
  db: Db,
  session: {
    tenantId: string;
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    device: string;
    place: string;
  },
): Promise<void> {
  await db.insert(sessions).values(session);
}

/** The user's sessions that still let someone in, most recently used first. */
export function listActiveSessions(
  db: Db,
  tenantId: string,
  userId: number,
  now = new Date(),
): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Whether the user ever signed in before from a device of this name. */
export async function knownDevice(db: Db, userId: number, device: string): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.device, device)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the user ever signed in at all (a first sign-in is no news to anyone). */
export async function hasSignedIn(db: Db, userId: number): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .limit(1);
  return rows.length > 0;
}

/** Revokes one of the user's own sessions; false when it is not theirs or already ended. */
export async function revokeOwnSession(
  db: Db,
  tenantId: string,
  userId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(ownedRow(sessions, tenantId, userId, id), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length > 0;
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

/**
 * Closes the session's step-up window when a second factor is added: a window the password
 * opened must not stand in for the new factor, which proves every step-up from then on.
 */
export async function endStepUp(db: Db, id: number): Promise<void> {
  await db.update(sessions).set({ steppedUpUntil: null }).where(eq(sessions.id, id));
}

export async function steppedUpUntil(db: Db, id: number): Promise<Date | null> {
  const [row] = await db
    .select({ until: sessions.steppedUpUntil })
    .from(sessions)
    .where(eq(sessions.id, id));
  return row?.until ?? null;
}

/** Ends every session of the user, the caller's own too ("this wasn't me"). */
export async function revokeAllSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
