import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instrumentIdColumn } from './instrument-column';
import { bigSerialId, createdAtColumn, money, tenantIdColumn, updatedAtColumn } from './columns';
import { orders } from './trading';
import { userIdColumn } from './user-column';

/**
 * Limit, stop and market orders placed through /order/place. While PENDING a buy holds
 * `held` cash and a sell has its shares locked in its position; the fill writes the
 * `orders` row (so the buy/sell records and realised P&L see it) and links it here.
 */
export const workingOrders = pgTable(
  'working_orders',
  {
    id: bigSerialId(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    instrumentId: instrumentIdColumn(),
    type: text('type').notNull(),
    side: text('side').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    limitPrice: money('limit_price'),
    stopPrice: money('stop_price'),
    timeInForce: text('time_in_force').notNull(),
    status: text('status').notNull().default('PENDING'),
    reason: text('reason'),
    /** A stop or stop-limit whose stop price was reached. */
    triggered: boolean('triggered').notNull().default(false),
    /** Cash a buy set aside (cost and fee at the worst price it may fill at); 0 for a sell. */
    held: money('held').notNull(),
    currency: text('currency').notNull(),
    filledOrderId: bigint('filled_order_id', { mode: 'number' }).references(() => orders.id),
    filledPrice: money('filled_price'),
    fee: money('fee'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * Which of the user's open-order places (1..the tenant's maxOpenOrders) a pending order
     * takes: unique among the user's pending orders, so no race of placements can hold more
     * orders than there are places.
     */
    slot: smallint('slot'),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    check('working_orders_quantity_pos', sql`${t.quantity} > 0`),
    check('working_orders_held_nonneg', sql`${t.held} >= 0`),
    check('working_orders_pending_slot', sql`${t.status} <> 'PENDING' or ${t.slot} is not null`),
    uniqueIndex('working_orders_user_slot')
      .on(t.userId, t.slot)
      .where(sql`${t.status} = 'PENDING'`),
    index('working_orders_open_idx')
      .on(t.instrumentId, t.id)
      .where(sql`${t.status} = 'PENDING'`),
    index('working_orders_user_idx').on(t.userId, t.status, t.id),
  ],
);
