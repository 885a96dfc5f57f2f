import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenants } from './tenants';

const money = (name: string) => numeric(name, { precision: 30, scale: 8 });

/** The house rate of a local currency against USD, per tenant. */
export const fxRates = pgTable(
  'fx_rates',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    currency: text('currency').notNull(),
    /** Local units per 1 USD. */
    usdTo: money('usd_to').notNull(),
    /** Exchange fee in percent of the amount paid. */
    feeRate: money('fee_rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.currency] })],
);

export const exchanges = pgTable(
  'exchanges',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromType: text('from_type').notNull(),
    fromAmount: money('from_amount').notNull(),
    fee: money('fee').notNull(),
    toType: text('to_type').notNull(),
    toAmount: money('to_amount').notNull(),
    /** usdTo at the time, so a record explains itself after the rate changes. */
    usdTo: money('usd_to').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exchanges_user_idx').on(t.userId, t.id)],
);
