import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Translations } from '../../content/translations';
import {
  createdAtColumn,
  offerMoney,
  offerWindowColumns,
  serialId,
  tenantIdColumn,
} from './columns';
import { userIdColumn } from './user-column';

/** A quantitative fund: money is locked for lockDay days and paid back with a profit. */
export const quantProducts = pgTable(
  'quant_products',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    managerName: text('manager_name').notNull(),
    minBuyAmount: offerMoney('min_buy_amount').notNull(),
    ...offerWindowColumns(),
    lockDay: integer('lock_day').notNull(),
    totalAmount: offerMoney('total_amount').notNull(),
    /** Percent over the whole lock period. */
    estimateProfitRate: offerMoney('estimate_profit_rate').notNull(),
    maxEstimateProfitRate: offerMoney('max_estimate_profit_rate').notNull(),
    productDesc: text('product_desc').notNull(),
    translations: jsonb('translations').$type<Translations<'productDesc'>>(),
    currencyType: text('currency_type').notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [index('quant_products_tenant_idx').on(t.tenantId)],
);

/** A purchase of a quantitative product; the product's terms are copied so later edits do not move them. */
export const quantOrders = pgTable(
  'quant_orders',
  {
    id: serialId(),
    tenantId: tenantIdColumn(),
    userId: userIdColumn(),
    productId: integer('product_id')
      .notNull()
      .references(() => quantProducts.id),
    applyAmount: offerMoney('apply_amount').notNull(),
    currencyType: text('currency_type').notNull(),
    lockDay: integer('lock_day').notNull(),
    lockEndTime: timestamp('lock_end_time', { withTimezone: true }).notNull(),
    estimateProfitRate: offerMoney('estimate_profit_rate').notNull(),
    maxEstimateProfitRate: offerMoney('max_estimate_profit_rate').notNull(),
    /** 0 while LOCKED; the profit paid when FINISHED. */
    profitAmount: offerMoney('profit_amount').notNull().default('0'),
    /** LOCKED or FINISHED. */
    status: text('status').notNull(),
    createdAt: createdAtColumn(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('quant_orders_user_idx').on(t.tenantId, t.userId),
    index('quant_orders_due_idx').on(t.status, t.lockEndTime),
  ],
);
