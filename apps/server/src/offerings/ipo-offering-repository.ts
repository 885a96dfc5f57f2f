import { and, count, desc, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage } from '../db/read-page';
import { instruments, ipoOfferings } from '../db/schema';

/** The kinds of offer that live in ipo_offerings (snap-ups have their own table). */
export type IpoKind = 'IPO' | 'PLACEMENT' | 'BLOCK_PLACEMENT';

const columns = {
  id: ipoOfferings.id,
  kind: ipoOfferings.kind,
  instrumentId: ipoOfferings.instrumentId,
  price: ipoOfferings.price,
  ipoUnit: ipoOfferings.ipoUnit,
  fixedAmount: ipoOfferings.fixedAmount,
  amountOpen: ipoOfferings.amountOpen,
  startTime: ipoOfferings.startTime,
  endTime: ipoOfferings.endTime,
  stockName: instruments.name,
  stockExchange: instruments.market,
  stockSymbol: instruments.symbol,
  currencyType: instruments.currencyType,
};

/** The offers of one kind open at `now` in one currency: the list has no dates, so only what can be applied to is shown. */
export function pageOpenIpoOfferings(
  db: Db,
  q: {
    tenantId: string;
    kind: IpoKind;
    area: string;
    now: Date;
    pageNum: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(ipoOfferings.tenantId, q.tenantId),
    eq(ipoOfferings.kind, q.kind),
    eq(instruments.currencyType, q.area),
    lte(ipoOfferings.startTime, q.now),
    gte(ipoOfferings.endTime, q.now),
  );
  const joined = () =>
    db
      .select(columns)
      .from(ipoOfferings)
      .innerJoin(instruments, eq(instruments.id, ipoOfferings.instrumentId));
  return readPage(
    joined().where(where).orderBy(desc(ipoOfferings.id)),
    db
      .select({ n: count() })
      .from(ipoOfferings)
      .innerJoin(instruments, eq(instruments.id, ipoOfferings.instrumentId))
      .where(where),
    q,
  );
}

export function findIpoOffering(db: Db, tenantId: string, kind: IpoKind, id: number) {
  return db
    .select(columns)
    .from(ipoOfferings)
    .innerJoin(instruments, eq(instruments.id, ipoOfferings.instrumentId))
    .where(
      and(
        eq(ipoOfferings.tenantId, tenantId),
        eq(ipoOfferings.kind, kind),
        eq(ipoOfferings.id, id),
      ),
    )
    .then((rows) => rows[0]);
}

export async function insertIpoOffering(db: Db, row: typeof ipoOfferings.$inferInsert) {
  const [inserted] = await db.insert(ipoOfferings).values(row).returning();
  return inserted!;
}
