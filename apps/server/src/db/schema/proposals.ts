import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { createdAtColumn, serialId, tenantIdColumn } from './columns';

/**
 * Four eyes (backoffice/proposals): a change one staff member proposed, written only when a
 * second, different one approves it. `input` is what will be applied, `basis` the state it was
 * proposed on (an approval on another state is refused as stale), `change` what the console shows.
 */
export const changeProposals = pgTable(
  'change_proposals',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    kind: text('kind').notNull(),
    input: jsonb('input').notNull(),
    basis: jsonb('basis').notNull(),
    change: jsonb('change').notNull(),
    /** PENDING until decided: APPROVED (written), REJECTED, or STALE (refused on approval). */
    status: text('status').notNull().default('PENDING'),
    proposedBy: integer('proposed_by')
      .notNull()
      .references(() => users.id),
    proposedAt: createdAtColumn(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    note: text('note'),
  },
  (t) => [index('change_proposals_tenant_status_idx').on(t.tenantId, t.status)],
);
