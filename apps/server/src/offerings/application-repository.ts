import type { IpoStatus, OfferingKind } from '@trading/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage } from '../db/read-page';
import { instruments, offeringApplications } from '../db/schema';

const columns = {
  id: offeringApplications.id,
  userId: offeringApplications.userId,
  kind: offeringApplications.kind,
  ipoOfferingId: offeringApplications.ipoOfferingId,
  snapUpId: offeringApplications.snapUpId,
  instrumentId: offeringApplications.instrumentId,
  price: offeringApplications.price,
  currencyType: offeringApplications.currencyType,
  unit: offeringApplications.unit,
  applyUnit: offeringApplications.applyUnit,
  obtainUnit: offeringApplications.obtainUnit,
  obtainNum: offeringApplications.obtainNum,
  funding: offeringApplications.funding,
  status: offeringApplications.status,
  createdAt: offeringApplications.createdAt,
  stockName: instruments.name,
  stockExchange: instruments.market,
  stockSymbol: instruments.symbol,
};

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

export interface NewApplication {
  tenantId: string;
  userId: number;
  kind: OfferingKind;
  ipoOfferingId?: number;
  snapUpId?: number;
  instrumentId: number;
  price: string;
  currencyType: string;
  unit: number;
  applyUnit: number;
}

export async function insertApplication(
  db: Db,
  application: NewApplication,
): Promise<ApplicationRow> {
  const [row] = await db
    .insert(offeringApplications)
    .values({ ...application, status: 'APPLYING' })
    .returning({ id: offeringApplications.id });
  return (await findApplication(db, application.tenantId, row!.id))!;
}

const joined = (db: Db) =>
  db
    .select(columns)
    .from(offeringApplications)
    .innerJoin(instruments, eq(instruments.id, offeringApplications.instrumentId));

/**
 * One application of the tenant; `lock` takes a row lock so two funding calls (or an
 * allotment racing a funding) are applied one after the other.
 */
export function findApplication(
  db: Db,
  tenantId: string,
  id: number,
  opts: { userId?: number; lock?: boolean } = {},
) {
  const where = and(
    eq(offeringApplications.tenantId, tenantId),
    eq(offeringApplications.id, id),
    opts.userId === undefined ? undefined : eq(offeringApplications.userId, opts.userId),
  );
  const query = joined(db).where(where);
  return (opts.lock ? query.for('update', { of: offeringApplications }) : query).then(
    (rows) => rows[0],
  );
}

/**
 * Every application of one offer still waiting for its allotment, oldest first, locked for
 * the transaction when `lock` (an allotment of the whole offer is decided on exactly these).
 */
export function applyingTo(
  db: Db,
  tenantId: string,
  offer: { kind: OfferingKind; offeringId: number },
  opts: { lock?: boolean } = {},
) {
  const query = joined(db)
    .where(
      and(
        eq(offeringApplications.tenantId, tenantId),
        eq(offeringApplications.kind, offer.kind),
        offer.kind === 'SNAP_UP'
          ? eq(offeringApplications.snapUpId, offer.offeringId)
          : eq(offeringApplications.ipoOfferingId, offer.offeringId),
        eq(offeringApplications.status, 'APPLYING'),
      ),
    )
    .orderBy(offeringApplications.id);
  return opts.lock ? query.for('update', { of: offeringApplications }) : query;
}

export function pageApplications(
  db: Db,
  q: {
    tenantId: string;
    userId?: number;
    status?: IpoStatus;
    area?: string;
    pageNum: number;
    pageSize: number;
  },
) {
  const where = and(
    eq(offeringApplications.tenantId, q.tenantId),
    q.userId === undefined ? undefined : eq(offeringApplications.userId, q.userId),
    q.status === undefined ? undefined : eq(offeringApplications.status, q.status),
    q.area === undefined ? undefined : eq(offeringApplications.currencyType, q.area),
  );
  return readPage(
    joined(db).where(where).orderBy(desc(offeringApplications.id)),
    db.select({ n: count() }).from(offeringApplications).where(where),
    q,
  );
}

export async function updateApplication(
  db: Db,
  tenantId: string,
  id: number,
  set: Partial<
    Pick<
      typeof offeringApplications.$inferInsert,
      'status' | 'obtainUnit' | 'obtainNum' | 'funding'
    >
  >,
): Promise<void> {
  await db
    .update(offeringApplications)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(offeringApplications.tenantId, tenantId), eq(offeringApplications.id, id)));
}
