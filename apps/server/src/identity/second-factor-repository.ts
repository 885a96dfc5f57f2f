import { and, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { recoveryCodes, users } from '../db/schema';
import type { SecretBox } from '../security/secret-box';
import { hashRecoveryCode } from './recovery-codes';

/**
 * Records `step` as the user's last accepted TOTP step unless it is not newer than the one
 * stored: of two requests with the same code only one wins, whatever the process.
 */
export async function claimTotpStep(db: Db, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

/** Marks an unused recovery code used; false when there is none (wrong or used). */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length === 1;
}

/** Replaces every recovery code of the user with these. */
export async function replaceRecoveryCodes(db: Db, userId: number, codes: string[]): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  if (codes.length === 0) return;
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
}

export async function unusedRecoveryCodes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Stores TOTP keys (plaintext in, sealed by `box` on the way to the column). */
export async function setTotpSecrets(
  db: Db,
  box: SecretBox,
  userId: number,
  secrets: { totpSecret?: string | null; totpPendingSecret?: string | null },
): Promise<void> {
  // Undefined leaves the column as it is; null clears it.
  const sealed = (secret: string | null | undefined) =>
    typeof secret === 'string' ? box.seal(secret) : secret;
  await db
    .update(users)
    .set({
      totpSecret: sealed(secrets.totpSecret),
      totpPendingSecret: sealed(secrets.totpPendingSecret),
    })
    .where(eq(users.id, userId));
}

/**
 * Seals a key still stored in plaintext (from before keys were sealed), unless it changed
 * meanwhile (turned off, re-enrolled).
 */
export async function sealLegacyTotpSecret(
  db: Db,
  box: SecretBox,
  userId: number,
  plaintext: string,
): Promise<void> {
  await db
    .update(users)
    .set({ totpSecret: box.seal(plaintext) })
    .where(and(eq(users.id, userId), eq(users.totpSecret, plaintext)));
}
