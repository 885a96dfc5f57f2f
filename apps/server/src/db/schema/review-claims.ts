import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenantIdColumn } from './columns';

/**
 * Who has a review item open (backoffice/review-claims.ts): one row per item, taken when a
 * reviewer opens it and renewed while it stays open; an expired row holds nothing.
 */
export const reviewClaims = pgTable(
  'review_claims',
  {
    tenantId: tenantIdColumn(),
    /** kyc, deposits or withdrawals: the queue the item waits in. */
    queue: text('queue').notNull(),
    /** The deposit or withdrawal id, or the user id of a KYC submission. */
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.queue, t.itemId] }),
    index('review_claims_staff_idx').on(t.staffId),
  ],
);
