import type { EndpointName } from '@trading/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { idempotencyKeys } from '../db/schema';
import type { CallContext } from '../http/call-context';
import { ApiError } from '../http/api-error';
import { idempotencyKeyOf } from './idempotency-key';
import { requestHash } from './request-hash';

export interface IdempotentCall {
  tenantId: string;
  userId: number;
  endpoint: EndpointName;
  /** Undefined runs the effect once, unprotected against retries. */
  key: string | undefined;
  /** The parsed request: what "the same payload" means. */
  request: unknown;
}

/**
 * Runs a money effect in one database transaction together with its Idempotency-Key.
 * The key row is claimed first: a concurrent duplicate blocks on it until the first
 * commits and then gets the stored response; if the first fails, nothing was stored and
 * the duplicate runs. A key reused with another payload is IDEMPOTENCY_CONFLICT.
 */
export async function runIdempotent<T>(
  db: Db,
  call: IdempotentCall,
  effect: (tx: Db) => Promise<T>,
): Promise<T> {
  const { key } = call;
  if (key === undefined) return db.transaction((tx) => effect(tx as unknown as Db));
  const hash = requestHash(call.request);
  const where = and(
    eq(idempotencyKeys.userId, call.userId),
    eq(idempotencyKeys.endpoint, call.endpoint),
    eq(idempotencyKeys.key, key),
  );
  return db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({
        tenantId: call.tenantId,
        userId: call.userId,
        endpoint: call.endpoint,
        key,
        requestHash: hash,
      })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [stored] = await tx.select().from(idempotencyKeys).where(where);
      if (!stored || stored.requestHash !== hash) throw new ApiError('IDEMPOTENCY_CONFLICT');
      return stored.response as T;
    }
    const result = await effect(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result ?? null })
      .where(where);
    return result;
  });
}

/** The handler form: reads the key from the request and scopes it to the caller and endpoint. */
export function withIdempotency<T>(
  ctx: CallContext,
  endpoint: EndpointName,
  request: unknown,
  effect: (tx: Db) => Promise<T>,
): Promise<T> {
  const user = ctx.auth();
  const key = idempotencyKeyOf(ctx.request);
  return runIdempotent(
    ctx.services.db,
    { tenantId: user.tenantId, userId: user.id, endpoint, key, request },
    effect,
  );
}
