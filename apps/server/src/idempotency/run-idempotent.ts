import type { EndpointName, ParsedRequestOf } from '@trading/contract';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { inTransaction } from '../db/in-transaction';
import { idempotencyKeys } from '../db/schema';
import type { CallContext } from '../http/call-context';
import { ApiError } from '../errors/api-error';
import { idempotencyKeyOf } from './idempotency-key';
import { requestHash } from './request-hash';
import type { Tenant } from '../tenants/tenant-registry';

export interface IdempotentCall {
  tenantId: string;
  userId: number;
  endpoint: EndpointName;
  /** Undefined runs the effect once, unprotected against retries. */
  key: string | undefined;
  /** The parsed request: what "the same payload" means. */
  request: unknown;
}

/** Thrown inside the transaction when the key was already stored: rolls the effect back. */
class AlreadyStored extends Error {}

/**
 * Runs a money effect in one database transaction together with its Idempotency-Key.
 * The key row is written last, with the response, in the effect's transaction (one round
 * trip instead of a claim and an update). A retry or concurrent duplicate runs the effect
 * too, but its insert finds the key (waiting for a duplicate in flight to commit or roll
 * back), so its work is rolled back and the stored response returned. When an effect
 * fails, a stored key means an earlier run succeeded: that is the answer, not the error.
 * A key reused with another payload is IDEMPOTENCY_CONFLICT.
 */
export async function runIdempotent<T>(
  db: Db,
  call: IdempotentCall,
  effect: (tx: Db) => Promise<T>,
): Promise<T> {
  const { key } = call;
  if (key === undefined) return inTransaction(db, effect);
  const hash = requestHash(call.request);
  try {
    return await inTransaction(db, async (tx) => {
      const result = await effect(tx);
      const stored = await tx
        .insert(idempotencyKeys)
        .values({
          tenantId: call.tenantId,
          userId: call.userId,
          endpoint: call.endpoint,
          key,
          requestHash: hash,
          response: result ?? null,
        })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (stored.length === 0) throw new AlreadyStored();
      return result;
    });
  } catch (error) {
    const stored = await storedAnswer(db, call);
    if (!stored) throw error;
    return stored.response as T;
  }
}

/**
 * The answer stored for the call's key, or undefined when the key is new (or absent);
 * IDEMPOTENCY_CONFLICT when the key was used with another payload.
 */
export async function storedAnswer(
  db: Db,
  call: IdempotentCall,
): Promise<{ response: unknown } | undefined> {
  if (call.key === undefined) return undefined;
  const [stored] = await db
    .select({ requestHash: idempotencyKeys.requestHash, response: idempotencyKeys.response })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, call.userId),
        eq(idempotencyKeys.endpoint, call.endpoint),
        eq(idempotencyKeys.key, call.key),
      ),
    );
  if (!stored) return undefined;
  if (stored.requestHash !== requestHash(call.request)) throw new ApiError('IDEMPOTENCY_CONFLICT');
  return { response: stored.response };
}

/** The caller's call of `endpoint`: its key read from the request, scoped to the caller. */
function callOf(ctx: CallContext, endpoint: EndpointName, request: unknown): IdempotentCall {
  const user = ctx.auth();
  return {
    tenantId: user.tenantId,
    userId: user.id,
    endpoint,
    key: idempotencyKeyOf(ctx.request),
    request,
  };
}

/**
 * The handler form: reads the key from the request and scopes it to the caller and endpoint.
 * `authorize` is a slow check the effect needs (a password hash): it runs only when the key
 * has no stored answer, so a retry of an answered request is answered at once.
 */
export async function withIdempotency<T>(
  ctx: CallContext,
  endpoint: EndpointName,
  request: unknown,
  effect: (tx: Db) => Promise<T>,
  options: { authorize?: () => Promise<void> } = {},
): Promise<T> {
  const call = callOf(ctx, endpoint, request);
  if (options.authorize) {
    const stored = await storedAnswer(ctx.services.db, call);
    if (stored) return stored.response as T;
    await options.authorize();
  }
  return runIdempotent(ctx.services.db, call, effect);
}

/**
 * Turns the SQL of an effect's answer (a jsonb expression, null when the effect did
 * nothing) into the statement part that stores it under the call's key.
 */
export type StoreAnswer = (answer: SQL) => SQL;

/**
 * runIdempotent for an effect that is a single statement, atomic by itself, so no
 * transaction is opened: one round trip in all. The effect puts `store` (undefined without
 * a key) into its statement; a key already stored, or being stored by a duplicate in
 * flight, fails the insert and with it the whole statement, and the stored answer is
 * returned as runIdempotent does.
 */
export async function runIdempotentStatement<T>(
  db: Db,
  call: IdempotentCall,
  effect: (db: Db, store: StoreAnswer | undefined) => Promise<T>,
): Promise<T> {
  const { key } = call;
  const store: StoreAnswer | undefined =
    key === undefined
      ? undefined
      : (answer) => sql`insert into ${idempotencyKeys}
          (tenant_id, user_id, endpoint, key, request_hash, response)
          select ${call.tenantId}, ${call.userId}::int, ${call.endpoint}, ${key},
            ${requestHash(call.request)}, a.response
          from (select ${answer} as response) a where a.response is not null`;
  try {
    return await effect(db, store);
  } catch (error) {
    const stored = await storedAnswer(db, call);
    if (!stored) throw error;
    return stored.response as T;
  }
}

/** The handler form of runIdempotentStatement, as withIdempotency is of runIdempotent. */
export function withIdempotentStatement<T>(
  ctx: CallContext,
  endpoint: EndpointName,
  request: unknown,
  effect: (db: Db, store: StoreAnswer | undefined) => Promise<T>,
): Promise<T> {
  return runIdempotentStatement(ctx.services.db, callOf(ctx, endpoint, request), effect);
}

/** The calls that act on one offer for the caller: which offer (`id`) and how much (`amount`). */
type OfferEndpoint = {
  [N in EndpointName]: ParsedRequestOf<N> extends { id: number; amount: unknown } ? N : never;
}[EndpointName];

export interface OfferCall<N extends OfferEndpoint> {
  tenant: Tenant;
  userId: number;
  id: number;
  amount: ParsedRequestOf<N>['amount'];
}

/**
 * The handler of a money call on one offer: answered once per idempotency key, its effect in
 * one transaction.
 */
export function offerCall<N extends OfferEndpoint, T>(
  endpoint: N,
  effect: (tx: Db, call: OfferCall<N>, ctx: CallContext) => Promise<T>,
) {
  return (input: ParsedRequestOf<N>, ctx: CallContext) => {
    const userId = ctx.auth().id;
    const { id, amount } = input;
    return withIdempotency(ctx, endpoint, input, (tx) =>
      effect(tx, { tenant: ctx.tenant, userId, id, amount }, ctx),
    );
  };
}
