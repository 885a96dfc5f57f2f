import { bigint, integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

// Column builders the tables share. Each call makes a fresh builder, so no two tables hold
// the same column object.

/** Money: 30 digits with the contract's 8-decimal grain; strings in TypeScript. */
export const money = (name: string) => numeric(name, { precision: 30, scale: 8 });

/**
 * The offering and quantitative tables' money: their migrations made it 28 digits, and
 * changing it now would be a migration of its own.
 */
export const offerMoney = (name: string) => numeric(name, { precision: 28, scale: 8 });

export const serialId = () => integer('id').primaryKey().generatedAlwaysAsIdentity();

/** A 64-bit identity, read as a JS number: ids stay far below 2^53. */
export const bigSerialId = () =>
  bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();

/** The tenant a row belongs to; a row never moves between tenants. */
export const tenantIdColumn = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const createdAtColumn = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAtColumn = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** When an offer is open: from `startTime` until `endTime`. */
export const offerWindowColumns = () => ({
  startTime: timestamp('start_time', { withTimezone: true }).notNull(),
  endTime: timestamp('end_time', { withTimezone: true }).notNull(),
});
