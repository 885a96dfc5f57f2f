import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, tenantIdColumn } from './columns';
import { userIdColumn } from './user-column';

/**
 * A money POST already carried out under an Idempotency-Key: written in the same
 * transaction as its effect, so a retry either finds it (and gets the stored response)
 * or finds nothing because nothing happened.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** sha256 of the parsed request: the same key with another payload is a conflict. */
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.endpoint, t.key] })],
);
