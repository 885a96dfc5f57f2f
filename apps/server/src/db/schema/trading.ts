import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instrumentIdColumn } from './instrument-column';
import { bigSerialId, createdAtColumn, money, tenantIdColumn, updatedAtColumn } from './columns';
import { userIdColumn } from './user-column';

/**
 * Shares a user holds. `cost` is the total paid for the shares still held (average-cost
 * method), so avgPrice = cost / (available + locked) without rounding drift.
 */
export const positions = pgTable(
  'positions',
  {
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    instrumentId: instrumentIdColumn(),
    available: bigint('available', { mode: 'number' }).notNull().default(0),
    locked: bigint('locked', { mode: 'number' }).notNull().default(0),
    cost: money('cost').notNull().default('0'),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.instrumentId] }),
    check('positions_available_nonneg', sql`${t.available} >= 0`),
    check('positions_locked_nonneg', sql`${t.locked} >= 0`),
    check('positions_cost_nonneg', sql`${t.cost} >= 0`),
  ],
);

/** A filled market order (BUY or SELL). */
export const orders = pgTable(
  'orders',
  {
    id: bigSerialId(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    instrumentId: instrumentIdColumn(),
    side: text('side').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    /** The fill price. */
    price: money('price').notNull(),
    /** The price the client showed (kept for disputes about slippage). */
    requestedPrice: money('requested_price').notNull(),
    fee: money('fee').notNull(),
    /**
     * A sell's share of the position's cost basis (average cost at the sale), so realised
     * P&L = price × quantity − costBasis. Null on buys and on sells made before it was kept.
     */
    costBasis: money('cost_basis'),
    currency: text('currency').notNull(),
    /** BLOCK_TRADE etc. when an offering created it; MARKET for /stockTrade. */
    source: text('source').notNull().default('MARKET'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('orders_user_side_idx').on(t.userId, t.side, t.id)],
);
