import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage } from '../db/read-page';
import { blockTrades, instruments } from '../db/schema';

const columns = {
  id: blockTrades.id,
  instrumentId: blockTrades.instrumentId,
  price: blockTrades.price,
  discountRate: blockTrades.discountRate,
  stockName: instruments.name,
  stockExchange: instruments.market,
  stockSymbol: instruments.symbol,
  currencyType: instruments.currencyType,
  closedAt: blockTrades.closedAt,
};

export type BlockTradeRow = NonNullable<Awaited<ReturnType<typeof findBlockTrade>>>;

export function pageBlockTrades(
  db: Db,
  tenantId: string,
  area: string,
  pageNum: number,
  pageSize: number,
) {
  const where = and(
    eq(blockTrades.tenantId, tenantId),
    eq(instruments.currencyType, area),
    isNull(blockTrades.closedAt),
  );
  return readPage(
    db
      .select(columns)
      .from(blockTrades)
      .innerJoin(instruments, eq(instruments.id, blockTrades.instrumentId))
      .where(where)
      .orderBy(desc(blockTrades.id)),
    db
      .select({ n: count() })
      .from(blockTrades)
      .innerJoin(instruments, eq(instruments.id, blockTrades.instrumentId))
      .where(where),
    { pageNum, pageSize },
  );
}

/**
 * A block trade of the tenant, held against closing until the caller's transaction ends: a buy
 * either lands before an operator closes it or finds it closed.
 */
export function findBlockTrade(db: Db, tenantId: string, id: number) {
  return db
    .select(columns)
    .from(blockTrades)
    .innerJoin(instruments, eq(instruments.id, blockTrades.instrumentId))
    .where(and(eq(blockTrades.tenantId, tenantId), eq(blockTrades.id, id)))
    .for('share', { of: blockTrades })
    .then((rows) => rows[0]);
}

export async function insertBlockTrade(db: Db, row: typeof blockTrades.$inferInsert) {
  const [inserted] = await db.insert(blockTrades).values(row).returning();
  return inserted!;
}
