import { and, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { readPage } from '../db/read-page';
import { workingOrders } from '../db/schema';

export type WorkingOrderRow = typeof workingOrders.$inferSelect;
export type NewWorkingOrder = Omit<
  typeof workingOrders.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'status'
>;
export type WorkingOrderChange = Partial<
  Pick<
    WorkingOrderRow,
    | 'type'
    | 'quantity'
    | 'limitPrice'
    | 'stopPrice'
    | 'status'
    | 'reason'
    | 'held'
    | 'triggered'
    | 'filledOrderId'
    | 'filledPrice'
    | 'fee'
  >
>;

export async function insertWorkingOrder(db: Db, order: NewWorkingOrder): Promise<WorkingOrderRow> {
  const [row] = await db.insert(workingOrders).values(order).returning();
  return row!;
}

/**
 * The pending order, locked for this transaction. The matcher skips an order another
 * transaction holds (it will see it on its next pass); a user's cancel or modify waits for
 * it and then finds it ended or still pending. That lock is what makes each order end once.
 */
export async function lockPending(
  db: Db,
  id: number,
  mode: 'skip' | 'wait',
): Promise<WorkingOrderRow | undefined> {
  const query = db
    .select()
    .from(workingOrders)
    .where(and(eq(workingOrders.id, id), eq(workingOrders.status, 'PENDING')));
  const rows = await (mode === 'skip'
    ? query.for('update', { skipLocked: true })
    : query.for('update'));
  return rows[0];
}

/** The caller's order, locked until the transaction ends (undefined when not theirs). */
export async function lockOwned(
  db: Db,
  owner: { tenantId: string; userId: number },
  id: number,
): Promise<WorkingOrderRow | undefined> {
  const rows = await db
    .select()
    .from(workingOrders)
    .where(
      and(
        eq(workingOrders.id, id),
        eq(workingOrders.tenantId, owner.tenantId),
        eq(workingOrders.userId, owner.userId),
      ),
    )
    .for('update');
  return rows[0];
}

export async function updateWorkingOrder(
  db: Db,
  id: number,
  change: WorkingOrderChange,
): Promise<WorkingOrderRow> {
  const [row] = await db
    .update(workingOrders)
    .set({ ...change, updatedAt: sql`now()` })
    .where(eq(workingOrders.id, id))
    .returning();
  return row!;
}

/** Every pending order of every tenant, oldest first: what the matcher looks at. */
export function listPending(db: Db): Promise<WorkingOrderRow[]> {
  return db
    .select()
    .from(workingOrders)
    .where(eq(workingOrders.status, 'PENDING'))
    .orderBy(workingOrders.id);
}

export function listOpenOf(
  db: Db,
  owner: { tenantId: string; userId: number },
  instrumentId: number | undefined,
): Promise<WorkingOrderRow[]> {
  return db
    .select()
    .from(workingOrders)
    .where(
      and(
        eq(workingOrders.tenantId, owner.tenantId),
        eq(workingOrders.userId, owner.userId),
        eq(workingOrders.status, 'PENDING'),
        instrumentId === undefined ? undefined : eq(workingOrders.instrumentId, instrumentId),
      ),
    )
    .orderBy(desc(workingOrders.id));
}

export async function pageEnded(
  db: Db,
  query: {
    tenantId: string;
    userId: number;
    instrumentId: number | undefined;
    pageNum: number;
    pageSize: number;
  },
): Promise<{ rows: WorkingOrderRow[]; total: number }> {
  const where = and(
    eq(workingOrders.tenantId, query.tenantId),
    eq(workingOrders.userId, query.userId),
    ne(workingOrders.status, 'PENDING'),
    query.instrumentId === undefined
      ? undefined
      : eq(workingOrders.instrumentId, query.instrumentId),
  );
  const { records: rows, total } = await readPage(
    db.select().from(workingOrders).where(where).orderBy(desc(workingOrders.id)),
    db.select({ n: count() }).from(workingOrders).where(where),
    query,
  );
  return { rows, total };
}
