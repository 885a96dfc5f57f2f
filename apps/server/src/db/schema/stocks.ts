import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAtColumn, tenantIdColumn } from './columns';
import { userIdColumn } from './user-column';

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
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    createdAt: createdAtColumn(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.instrumentId] })],
);
