import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAtColumn, serialId, tenantIdColumn } from './columns';
import { instrumentIdColumn } from './instrument-column';
import { userIdColumn } from './user-column';

/**
 * Price alerts. Waiting while `triggered_at` is null; the evaluator claims one by setting it
 * (`UPDATE … WHERE triggered_at IS NULL`), so each fires once whichever process sees it first.
 * Values are market numbers (display prices and percents), never money.
 */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    instrumentId: instrumentIdColumn(),
    /** The contract's AlertKind. */
    kind: text('kind').notNull(),
    value: doublePrecision('value').notNull(),
    createdAt: createdAtColumn(),
    triggeredAt: timestamp('triggered_at', { withTimezone: true }),
    /** The price or percent change that met the condition. */
    triggeredValue: doublePrecision('triggered_value'),
  },
  (t) => [
    index('price_alerts_user_idx').on(t.userId, t.id),
    index('price_alerts_waiting_idx')
      .on(t.instrumentId)
      .where(sql`triggered_at IS NULL`),
  ],
);
