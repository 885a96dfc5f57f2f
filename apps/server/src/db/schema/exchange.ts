import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { bigSerialId, createdAtColumn, money, tenantIdColumn, updatedAtColumn } from './columns';
import { userIdColumn } from './user-column';

/** The house rate of a local currency against USD, per tenant. */
export const fxRates = pgTable(
  'fx_rates',
  {
    tenantId: tenantIdColumn(),
    currency: text('currency').notNull(),
    /** Local units per 1 USD. */
    usdTo: money('usd_to').notNull(),
    /** Exchange fee in percent of the amount paid. */
    feeRate: money('fee_rate').notNull(),
    updatedAt: updatedAtColumn(),
    updatedBy: integer('updated_by').references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.currency] })],
);

export const exchanges = pgTable(
  'exchanges',
  {
    id: bigSerialId(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    fromType: text('from_type').notNull(),
    fromAmount: money('from_amount').notNull(),
    fee: money('fee').notNull(),
    toType: text('to_type').notNull(),
    toAmount: money('to_amount').notNull(),
    /** usdTo at the time, so a record explains itself after the rate changes. */
    usdTo: money('usd_to').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('exchanges_user_idx').on(t.userId, t.id)],
);
