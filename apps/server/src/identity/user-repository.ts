import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { isUniqueViolation } from '../db/constraint-violation';

export type UserRow = typeof users.$inferSelect;

export interface NewUser {
  tenantId: string;
  username: string;
  passwordHash: string;
  email?: string | undefined;
  mobile?: string | undefined;
  /** Only the demo seed starts a user with a second factor. */
  totpSecret?: string;
}

export class UsernameTakenError extends Error {}

/** Every lookup takes the tenant: a user is only ever visible inside its own tenant. */
export function findUserByUsername(
  db: Db,
  tenantId: string,
  username: string,
): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(
      and(eq(users.tenantId, tenantId), eq(sql`lower(${users.username})`, username.toLowerCase())),
    )
    .then((rows) => rows[0]);
}

export function findUserById(db: Db, tenantId: string, id: number): Promise<UserRow | undefined> {
  return db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)))
    .then((rows) => rows[0]);
}

/** Account numbers are random (not the row id) so they do not reveal how many users exist. */
function newAccountNo(): string {
  return String(randomInt(1_000_000_000, 10_000_000_000));
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(users)
        .values({ ...user, accountNo: newAccountNo() })
        .returning();
      return row!;
    } catch (error) {
      if (isUniqueViolation(error, 'users_tenant_username_uq'))
        throw new UsernameTakenError(user.username);
      if (!isUniqueViolation(error, 'users_account_no_unique') || attempt >= 3) throw error;
    }
  }
}

export type HashColumn = 'passwordHash' | 'opPasswordHash';

export async function setHash(
  db: Db,
  tenantId: string,
  id: number,
  column: HashColumn,
  hash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ [column]: hash })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id)));
}

/**
 * Replaces a stored hash only while it is still `from`, so a password change made in between
 * is never overwritten. True when it was replaced.
 */
export async function replaceHash(
  db: Db,
  tenantId: string,
  id: number,
  column: HashColumn,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ [column]: to })
    .where(and(eq(users.tenantId, tenantId), eq(users.id, id), eq(users[column], from)))
    .returning({ id: users.id });
  return rows.length > 0;
}
