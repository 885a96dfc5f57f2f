import type { CurrencyCode, OrderSide } from '@trading/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';
import { fromUnits, type Units } from '../ledger/decimal';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt'>;

export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
}

/** Records what a sell took off the cost basis, known only once the position was debited. */
export async function setCostBasis(db: Db, orderId: number, costBasis: Units): Promise<void> {
  await db
    .update(orders)
    .set({ costBasis: fromUnits(costBasis, 8) })
    .where(eq(orders.id, orderId));
}

export async function pageOrders(
  db: Db,
  query: {
    tenantId: string;
    userId: number;
    side: OrderSide;
    currencies?: CurrencyCode[];
    pageNum: number;
    pageSize: number;
  },
): Promise<{ rows: OrderRow[]; total: number }> {
  const where = and(
    eq(orders.tenantId, query.tenantId),
    eq(orders.userId, query.userId),
    eq(orders.side, query.side),
    query.currencies ? inArray(orders.currency, query.currencies) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals?.n ?? 0 };
}
