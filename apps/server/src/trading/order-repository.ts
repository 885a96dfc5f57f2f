import type { CurrencyCode, OrderSide } from '@trading/contract';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage } from '../db/read-page';
import { fromUnits, type Units } from '../ledger/decimal';
import { orders } from '../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt'>;

export async function insertOrder(db: Db, order: NewOrder): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(order).returning();
  return row!;
}

/** The cost of the shares a sell took out of the position, kept for realised P&L. */
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
  const { records: rows, total } = await readPage(
    db.select().from(orders).where(where).orderBy(desc(orders.id)),
    db.select({ n: count() }).from(orders).where(where),
    query,
  );
  return { rows, total };
}
