import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { instrumentIdColumn } from './instrument-column';
import {
  createdAtColumn,
  offerMoney,
  offerWindowColumns,
  serialId,
  tenantIdColumn,
  updatedAtColumn,
} from './columns';
import { userIdColumn } from './user-column';

/** A discounted block of a listed stock; bought like a stock at price × (1 + discountRate/100). */
export const blockTrades = pgTable(
  'block_trades',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    instrumentId: instrumentIdColumn(),
    price: offerMoney('price').notNull(),
    /** Percent; negative is a discount. */
    discountRate: offerMoney('discount_rate').notNull(),
    createdAt: createdAtColumn(),
    /** When an operator took it off offer; null while investors can buy it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [index('block_trades_tenant_idx').on(t.tenantId)],
);

/** IPOs, placements and block placements: offers a user applies to and an operator allots. */
export const ipoOfferings = pgTable(
  'ipo_offerings',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    /** IPO, PLACEMENT or BLOCK_PLACEMENT. */
    kind: text('kind').notNull(),
    instrumentId: instrumentIdColumn(),
    /** The subscription price per share (for a block placement, already discounted). */
    price: offerMoney('price').notNull(),
    /** Shares per lot when the tenant trades in lots (marketBuyModel 0). */
    ipoUnit: integer('ipo_unit').notNull(),
    /** A fixed-amount placement forces this quantity on every application. */
    fixedAmount: integer('fixed_amount'),
    /** False: the user does not choose a quantity (applies with 0) and the operator decides. */
    amountOpen: boolean('amount_open').notNull(),
    ...offerWindowColumns(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('ipo_offerings_tenant_kind_idx').on(t.tenantId, t.kind)],
);

/** Time-boxed offers of a stock at a set price; applying creates an application like an IPO's. */
export const snapUps = pgTable(
  'snap_ups',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    instrumentId: instrumentIdColumn(),
    price: offerMoney('price').notNull(),
    ...offerWindowColumns(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('snap_ups_tenant_idx').on(t.tenantId)],
);

/**
 * A user's application to an IPO, placement, block placement or snap-up. Price and unit
 * are copied from the offer when applying, so later edits to the offer cannot change
 * what the user owes.
 */
export const offeringApplications = pgTable(
  'offering_applications',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    /** IPO, PLACEMENT, BLOCK_PLACEMENT or SNAP_UP. */
    kind: text('kind').notNull(),
    ipoOfferingId: integer('ipo_offering_id').references(() => ipoOfferings.id),
    snapUpId: integer('snap_up_id').references(() => snapUps.id),
    instrumentId: instrumentIdColumn(),
    price: offerMoney('price').notNull(),
    currencyType: text('currency_type').notNull(),
    /** Shares per unit applied for and allotted. */
    unit: integer('unit').notNull(),
    applyUnit: integer('apply_unit').notNull(),
    obtainUnit: integer('obtain_unit').notNull().default(0),
    obtainNum: integer('obtain_num').notNull().default(0),
    /** Money paid towards obtainNum × price so far (fees not included). */
    funding: offerMoney('funding').notNull().default('0'),
    /** APPLYING, FUNDING, FINISH or FAILED. */
    status: text('status').notNull(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
  (t) => [
    index('offering_applications_user_idx').on(t.tenantId, t.userId),
    index('offering_applications_status_idx').on(t.tenantId, t.status),
  ],
);
