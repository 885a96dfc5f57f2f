import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { tenants } from './tenants';

/**
 * Instruments from the market catalogue. Ids come from the catalogue (stable across
 * restarts) so favourites, positions and orders can reference them.
 */
export const instruments = pgTable(
  'instruments',
  {
    id: integer('id').primaryKey(),
    symbol: text('symbol').notNull(),
    market: text('market').notNull(),
    name: text('name').notNull(),
    currencyType: text('currency_type').notNull(),
    isIndex: boolean('is_index').notNull().default(false),
  },
  (t) => [index('instruments_market_idx').on(t.market)],
);

export const favorites = pgTable(
  'favorites',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instrumentId] })],
);
