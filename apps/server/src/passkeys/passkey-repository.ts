import type { Passkey } from '@trading/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ownedRow } from '../db/owned-row';
import { passkeys } from '../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;

export function passkeyView(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdTime: row.createdAt.getTime(),
    lastUsedTime: row.lastUsedAt?.getTime() ?? null,
  };
}

export function listPasskeys(db: Db, tenantId: string, userId: number): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.tenantId, tenantId), eq(passkeys.userId, userId)))
    .orderBy(asc(passkeys.id));
}

/** Whether the user has a passkey: one makes a step-up required, as TOTP does. */
export async function hasPasskey(db: Db, tenantId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(and(eq(passkeys.tenantId, tenantId), eq(passkeys.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function findPasskeyByCredential(
  db: Db,
  tenantId: string,
  credentialId: string,
): Promise<PasskeyRow | undefined> {
  const [row] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.tenantId, tenantId), eq(passkeys.credentialId, credentialId)));
  return row;
}

/** Stores a new passkey; undefined when its credential id is already registered (to anyone). */
export async function insertPasskey(
  db: Db,
  values: Omit<typeof passkeys.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>,
): Promise<PasskeyRow | undefined> {
  const [row] = await db.insert(passkeys).values(values).onConflictDoNothing().returning();
  return row;
}

export async function recordPasskeyUse(db: Db, id: number, counter: number): Promise<void> {
  await db.update(passkeys).set({ counter, lastUsedAt: new Date() }).where(eq(passkeys.id, id));
}

/** Deletes one of the user's own passkeys; undefined when it is not theirs. */
export async function deletePasskey(
  db: Db,
  tenantId: string,
  userId: number,
  id: number,
): Promise<PasskeyRow | undefined> {
  const [removed] = await db
    .delete(passkeys)
    .where(ownedRow(passkeys, tenantId, userId, id))
    .returning();
  return removed;
}
