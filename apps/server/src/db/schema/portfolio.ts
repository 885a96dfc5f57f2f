import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenants } from './tenants';

const money = (name: string) => numeric(name, { precision: 30, scale: 8 });

/**
 * A user's book value at the end of a finished UTC day (positions at that moment's prices +
 * cash + held), written the first time a history call needs that day. A finished day never
 * changes: ledger rows and orders are stamped when they happen, never later.
 */
export const portfolioDayValues = pgTable(
  'portfolio_day_values',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    value: money('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.currency, t.day] })],
);
