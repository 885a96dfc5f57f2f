import { index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '../../content/translations';
import { users } from './identity';
import { tenants } from './tenants';

const money = (name: string) => numeric(name, { precision: 28, scale: 8 });

/** A quantitative fund: money is locked for lockDay days and paid back with a profit. */
export const quantProducts = pgTable(
  'quant_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    name: text('name').notNull(),
    managerName: text('manager_name').notNull(),
    minBuyAmount: money('min_buy_amount').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    lockDay: integer('lock_day').notNull(),
    totalAmount: money('total_amount').notNull(),
    /** Percent over the whole lock period. */
    estimateProfitRate: money('estimate_profit_rate').notNull(),
    maxEstimateProfitRate: money('max_estimate_profit_rate').notNull(),
    productDesc: text('product_desc').notNull(),
    translations: jsonb('translations').$type<Translations<'productDesc'>>(),
    currencyType: text('currency_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quant_products_tenant_idx').on(t.tenantId)],
);

/** A purchase of a quantitative product; the product's terms are copied so later edits do not move them. */
export const quantOrders = pgTable(
  'quant_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => quantProducts.id),
    applyAmount: money('apply_amount').notNull(),
    currencyType: text('currency_type').notNull(),
    lockDay: integer('lock_day').notNull(),
    lockEndTime: timestamp('lock_end_time', { withTimezone: true }).notNull(),
    estimateProfitRate: money('estimate_profit_rate').notNull(),
    maxEstimateProfitRate: money('max_estimate_profit_rate').notNull(),
    /** 0 while LOCKED; the profit paid when FINISHED. */
    profitAmount: money('profit_amount').notNull().default('0'),
    /** LOCKED or FINISHED. */
    status: text('status').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('quant_orders_user_idx').on(t.tenantId, t.userId),
    index('quant_orders_due_idx').on(t.status, t.lockEndTime),
  ],
);
