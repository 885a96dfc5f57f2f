import { boolean, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { instruments } from './stocks';
import { tenants } from './tenants';

/** Exact decimals (drizzle reads them as strings), wide enough for any Money value. */
const money = (name: string) => numeric(name, { precision: 28, scale: 8 });

/** A discounted block of a listed stock; bought like a stock at price × (1 + discountRate/100). */
export const blockTrades = pgTable(
  'block_trades',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    price: money('price').notNull(),
    /** Percent; negative is a discount. */
    discountRate: money('discount_rate').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('block_trades_tenant_idx').on(t.tenantId)],
);

/** IPOs, placements and block placements: offers a user applies to and an operator allots. */
export const ipoOfferings = pgTable(
  'ipo_offerings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** IPO, PLACEMENT or BLOCK_PLACEMENT. */
    kind: text('kind').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** The subscription price per share (for a block placement, already discounted). */
    price: money('price').notNull(),
    /** Shares per lot when the tenant trades in lots (marketBuyModel 0). */
    ipoUnit: integer('ipo_unit').notNull(),
    /** A fixed-amount placement forces this quantity on every application. */
    fixedAmount: integer('fixed_amount'),
    /** False: the user does not choose a quantity (applies with 0) and the operator decides. */
    amountOpen: boolean('amount_open').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ipo_offerings_tenant_kind_idx').on(t.tenantId, t.kind)],
);

/** Time-boxed offers of a stock at a set price; applying creates an application like an IPO's. */
export const snapUps = pgTable(
  'snap_ups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    price: money('price').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** IPO, PLACEMENT, BLOCK_PLACEMENT or SNAP_UP. */
    kind: text('kind').notNull(),
    ipoOfferingId: integer('ipo_offering_id').references(() => ipoOfferings.id),
    snapUpId: integer('snap_up_id').references(() => snapUps.id),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id),
    price: money('price').notNull(),
    currencyType: text('currency_type').notNull(),
    /** Shares per unit applied for and allotted. */
    unit: integer('unit').notNull(),
    applyUnit: integer('apply_unit').notNull(),
    obtainUnit: integer('obtain_unit').notNull().default(0),
    obtainNum: integer('obtain_num').notNull().default(0),
    /** Money paid towards obtainNum × price so far (fees not included). */
    funding: money('funding').notNull().default('0'),
    /** APPLYING, FUNDING, FINISH or FAILED. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('offering_applications_user_idx').on(t.tenantId, t.userId),
    index('offering_applications_status_idx').on(t.tenantId, t.status),
  ],
);
