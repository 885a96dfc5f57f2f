import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage } from '../db/read-page';
import { instruments, snapUps } from '../db/schema';

const columns = {
  id: snapUps.id,
  instrumentId: snapUps.instrumentId,
  price: snapUps.price,
  startTime: snapUps.startTime,
  endTime: snapUps.endTime,
  stockName: instruments.name,
  market: instruments.market,
  symbol: instruments.symbol,
  currencyType: instruments.currencyType,
};

/** Every offer, upcoming and ended included: the item carries its window and the app labels it. */
export function pageSnapUps(db: Db, tenantId: string, pageNum: number, pageSize: number) {
  const where = eq(snapUps.tenantId, tenantId);
  return readPage(
    db
      .select(columns)
      .from(snapUps)
      .innerJoin(instruments, eq(instruments.id, snapUps.instrumentId))
      .where(where)
      .orderBy(desc(snapUps.startTime), desc(snapUps.id)),
    db.select({ n: count() }).from(snapUps).where(where),
    { pageNum, pageSize },
  );
}

export function findSnapUp(db: Db, tenantId: string, id: number) {
  return db
    .select(columns)
    .from(snapUps)
    .innerJoin(instruments, eq(instruments.id, snapUps.instrumentId))
    .where(and(eq(snapUps.tenantId, tenantId), eq(snapUps.id, id)))
    .then((rows) => rows[0]);
}

export async function insertSnapUp(db: Db, row: typeof snapUps.$inferInsert) {
  const [inserted] = await db.insert(snapUps).values(row).returning();
  return inserted!;
}
