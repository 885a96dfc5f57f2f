import { and, desc, eq, gt, isNull, lt, notInArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { webauthnChallenges } from '../db/schema';

/** Long enough to touch a sensor or type a PIN; a stolen challenge is worthless after it. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

/** A user's unanswered challenges kept at most: one per open sheet, with room for a retry. */
export const CHALLENGES_PER_USER = 4;

/**
 * Keeps a challenge until it is answered or expires; drops expired ones on the way, and a
 * user's oldest beyond CHALLENGES_PER_USER, so repeated option calls cannot grow the table.
 */
export async function storeChallenge(
  db: Db,
  tenantId: string,
  challenge: string,
  userId: number | null,
): Promise<void> {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  if (userId !== null) {
    const newest = db
      .select({ challenge: webauthnChallenges.challenge })
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.userId, userId))
      .orderBy(desc(webauthnChallenges.expiresAt))
      .limit(CHALLENGES_PER_USER - 1);
    await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.userId, userId),
          notInArray(webauthnChallenges.challenge, newest),
        ),
      );
  }
  await db.insert(webauthnChallenges).values({
    challenge,
    tenantId,
    userId,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

/**
 * Takes a challenge for good: true once for a live challenge issued on this tenant to this
 * user (null: a sign-in, issued to nobody), false for anything else or any second time.
 */
export async function takeChallenge(
  db: Db,
  tenantId: string,
  challenge: string,
  userId: number | null,
): Promise<boolean> {
  const rows = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.tenantId, tenantId),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  return rows.length > 0;
}

/** The challenge a credential's clientDataJSON claims to answer, or undefined when unreadable. */
export function claimedChallenge(clientDataJSON: string): string | undefined {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' && challenge.length > 0 ? challenge : undefined;
  } catch {
    return undefined;
  }
}
