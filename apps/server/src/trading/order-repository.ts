import type { CurrencyCode, OrderSide } from '@trading/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt'>;

export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
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
