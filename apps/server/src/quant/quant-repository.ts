import { and, asc, count, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage } from '../db/read-page';
import { quantOrders, quantProducts } from '../db/schema';

export type QuantProductRow = typeof quantProducts.$inferSelect;

export function pageQuantProducts(db: Db, tenantId: string, pageNum: number, pageSize: number) {
  const where = eq(quantProducts.tenantId, tenantId);
  return readPage(
    db
      .select()
      .from(quantProducts)
      .where(where)
      .orderBy(desc(quantProducts.startTime), desc(quantProducts.id)),
    db.select({ n: count() }).from(quantProducts).where(where),
    { pageNum, pageSize },
  );
}

export function findQuantProduct(
  db: Db,
  tenantId: string,
  id: number,
): Promise<QuantProductRow | undefined> {
  return db
    .select()
    .from(quantProducts)
    .where(and(eq(quantProducts.tenantId, tenantId), eq(quantProducts.id, id)))
    .then((rows) => rows[0]);
}

export async function insertQuantProduct(
  db: Db,
  row: typeof quantProducts.$inferInsert,
): Promise<QuantProductRow> {
  const [inserted] = await db.insert(quantProducts).values(row).returning();
  return inserted!;
}

const orderColumns = {
  id: quantOrders.id,
  userId: quantOrders.userId,
  productName: quantProducts.name,
  productManagerName: quantProducts.managerName,
  status: quantOrders.status,
  createdAt: quantOrders.createdAt,
  lockDay: quantOrders.lockDay,
  lockEndTime: quantOrders.lockEndTime,
  applyAmount: quantOrders.applyAmount,
  profitAmount: quantOrders.profitAmount,
  estimateProfitRate: quantOrders.estimateProfitRate,
  maxEstimateProfitRate: quantOrders.maxEstimateProfitRate,
  currencyType: quantOrders.currencyType,
};

export type QuantOrderRow = NonNullable<Awaited<ReturnType<typeof findQuantOrder>>>;

const joined = (db: Db) =>
  db
    .select(orderColumns)
    .from(quantOrders)
    .innerJoin(quantProducts, eq(quantProducts.id, quantOrders.productId));

export async function insertQuantOrder(
  db: Db,
  row: typeof quantOrders.$inferInsert,
): Promise<QuantOrderRow> {
  const [inserted] = await db.insert(quantOrders).values(row).returning({ id: quantOrders.id });
  return (await findQuantOrder(db, row.tenantId, inserted!.id))!;
}

/** With `lock`, the row is held until the transaction ends so an order is never settled twice. */
export function findQuantOrder(
  db: Db,
  tenantId: string,
  id: number,
  opts: { lock?: boolean } = {},
) {
  const query = joined(db).where(and(eq(quantOrders.tenantId, tenantId), eq(quantOrders.id, id)));
  return (opts.lock ? query.for('update', { of: quantOrders }) : query).then((rows) => rows[0]);
}

/** A user's orders (the app), or a whole tenant's, optionally by status (the back office). */
export function pageQuantOrders(
  db: Db,
  q: {
    tenantId: string;
    userId?: number;
    status?: 'LOCKED' | 'FINISHED';
    pageNum: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(quantOrders.tenantId, q.tenantId),
    q.userId === undefined ? undefined : eq(quantOrders.userId, q.userId),
    q.status === undefined ? undefined : eq(quantOrders.status, q.status),
  );
  return readPage(
    joined(db).where(where).orderBy(desc(quantOrders.id)),
    db.select({ n: count() }).from(quantOrders).where(where),
    q,
  );
}

/** Ids of LOCKED orders whose lock has ended, oldest first; scoped to a tenant and optionally a user. */
export async function dueQuantOrderIds(
  db: Db,
  now: Date,
  scope: { tenantId?: string; userId?: number } = {},
): Promise<{ tenantId: string; id: number }[]> {
  return db
    .select({ tenantId: quantOrders.tenantId, id: quantOrders.id })
    .from(quantOrders)
    .where(
      and(
        eq(quantOrders.status, 'LOCKED'),
        lte(quantOrders.lockEndTime, now),
        scope.tenantId === undefined ? undefined : eq(quantOrders.tenantId, scope.tenantId),
        scope.userId === undefined ? undefined : eq(quantOrders.userId, scope.userId),
      ),
    )
    .orderBy(asc(quantOrders.lockEndTime), asc(quantOrders.id));
}

export async function markQuantOrderSettled(
  db: Db,
  id: number,
  profitAmount: string,
  settledAt: Date,
): Promise<void> {
  await db
    .update(quantOrders)
    .set({ status: 'FINISHED', profitAmount, settledAt })
    .where(eq(quantOrders.id, id));
}
