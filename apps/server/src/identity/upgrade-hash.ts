import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { PasswordHasher } from './password-hasher';
import { type HashColumn, replaceHash } from './user-repository';

/**
 * After `password` was checked against `stored`: when that hash is of an older scheme or
 * cost (scrypt before argon2id, or a lower argon2id cost), stores a new one. Best effort: on
 * a failure (BUSY) the old hash stays, and the next successful check tries again.
 */
export async function upgradeHash(
  db: Db,
  hasher: PasswordHasher,
  user: { tenantId: string; id: number },
  column: HashColumn,
  stored: string,
  password: string,
  log?: FastifyBaseLogger,
): Promise<void> {
  if (!hasher.needsRehash(stored)) return;
  try {
    await replaceHash(db, user.tenantId, user.id, column, stored, await hasher.hash(password));
  } catch (err) {
    log?.warn({ err }, 'password hash not upgraded');
  }
}
