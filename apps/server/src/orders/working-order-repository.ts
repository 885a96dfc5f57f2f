import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { epochMs } from '../db/epoch-ms';
import { readPage } from '../db/read-page';
import { workingOrders } from '../db/schema';

export type WorkingOrderRow = typeof workingOrders.$inferSelect;
/** What placing an order writes; the rest of its row is the table's defaults. */
export type NewWorkingOrder = Pick<
  WorkingOrderRow,
  | 'tenantId'
  | 'userId'
  | 'instrumentId'
  | 'type'
  | 'side'
  | 'quantity'
  | 'limitPrice'
  | 'stopPrice'
  | 'timeInForce'
  | 'held'
  | 'currency'
  | 'expiresAt'
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

/** The new row's id and times as `insertWorkingOrder` returns them. */
export interface InsertedWorkingOrder {
  id: string | number;
  created_ms: string | number;
  updated_ms: string | number;
}

/** The constraint a pending order without a free open-order place fails (see slot). */
export const PENDING_SLOT_CHECK = 'working_orders_pending_slot';
/** The index two placements taking the same open-order place at once collide on. */
export const USER_SLOT_INDEX = 'working_orders_user_slot';

/**
 * The statement that inserts a placed order, once per row of `source` (a FROM clause of an
 * earlier CTE of the same statement), returning InsertedWorkingOrder. The order takes a free
 * place among the user's `maxOpen`, picked at random so placements at once seldom collide; with
 * none free its slot is null and PENDING_SLOT_CHECK refuses it.
 */
export function insertWorkingOrder(order: NewWorkingOrder, source: SQL, maxOpen: number): SQL {
  const freeSlot = sql`(select s from generate_series(1, ${maxOpen}::int) s
    where not exists (select 1 from ${workingOrders} p
      where p.user_id = ${order.userId}::int and p.status = 'PENDING' and p.slot = s)
    order by random() limit 1)`;
  return sql`insert into ${workingOrders} (tenant_id, user_id, instrument_id, type, side, quantity,
      limit_price, stop_price, time_in_force, held, currency, expires_at, slot)
    select ${order.tenantId}, ${order.userId}::int, ${order.instrumentId}::int, ${order.type},
      ${order.side}, ${order.quantity}::bigint, ${order.limitPrice}::numeric,
      ${order.stopPrice}::numeric, ${order.timeInForce}, ${order.held}::numeric,
      ${order.currency}, ${order.expiresAt.toISOString()}::timestamptz, ${freeSlot} ${source}
    returning id, ${epochMs('created_at')} as created_ms, ${epochMs('updated_at')} as updated_ms`;
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

const ownedBy = (owner: { tenantId: string; userId: number }, id: number) =>
  and(
    eq(workingOrders.id, id),
    eq(workingOrders.tenantId, owner.tenantId),
    eq(workingOrders.userId, owner.userId),
  );

/** The caller's order, locked until the transaction ends (undefined when not theirs). */
export async function lockOwned(
  db: Db,
  owner: { tenantId: string; userId: number },
  id: number,
): Promise<WorkingOrderRow | undefined> {
  const rows = await db.select().from(workingOrders).where(ownedBy(owner, id)).for('update');
  return rows[0];
}

/** The caller's order as it stands (undefined when not theirs). */
export async function findOwned(
  db: Db,
  owner: { tenantId: string; userId: number },
  id: number,
): Promise<WorkingOrderRow | undefined> {
  const rows = await db.select().from(workingOrders).where(ownedBy(owner, id));
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

/** A trading instrument's last price, as the matcher sees it this pass. */
export interface LastPrice {
  instrumentId: number;
  price: string;
}

/**
 * The pending orders a pass may act on: expired, or with a last price in `prices` that
 * reaches a stop or a limit (order-terms.ts `evaluate`, written as a filter so the database
 * leaves out the resting book). A prefilter only: the matcher checks each row again.
 */
export function listDue(
  db: Db,
  prices: readonly LastPrice[],
  now: Date,
): Promise<WorkingOrderRow[]> {
  const w = workingOrders;
  const expired = sql`${w.expiresAt} <= ${now}`;
  if (prices.length === 0)
    return db
      .select()
      .from(w)
      .where(and(eq(w.status, 'PENDING'), expired))
      .orderBy(w.id);
  const whens = prices.map((p) => sql`when ${p.instrumentId}::int then ${p.price}::numeric`);
  const last = sql`(case ${w.instrumentId} ${sql.join(whens, sql` `)} end)`;
  const stopReached = sql`case when ${w.side} = 'BUY' then ${last} >= ${w.stopPrice} else ${last} <= ${w.stopPrice} end`;
  const limitAllows = sql`case when ${w.side} = 'BUY' then ${last} <= ${w.limitPrice} else ${last} >= ${w.limitPrice} end`;
  const triggered = sql`(${w.triggered} or ${w.stopPrice} is null or ${stopReached})`;
  const due = sql`${expired}
    or (not ${w.triggered} and ${w.stopPrice} is not null and ${stopReached})
    or (${triggered} and (${w.limitPrice} is null or ${limitAllows}))`;
  return db
    .select()
    .from(w)
    .where(and(eq(w.status, 'PENDING'), sql`coalesce(${due}, false)`))
    .orderBy(w.id);
}

/** A page of the user's pending (`open`) or ended orders, newest first. */
export async function pageOrders(
  db: Db,
  query: {
    tenantId: string;
    userId: number;
    state: 'open' | 'ended';
    instrumentId: number | undefined;
    pageNum: number;
    pageSize: number;
  },
): Promise<{ rows: WorkingOrderRow[]; total: number }> {
  const where = and(
    eq(workingOrders.tenantId, query.tenantId),
    eq(workingOrders.userId, query.userId),
    query.state === 'open'
      ? eq(workingOrders.status, 'PENDING')
      : ne(workingOrders.status, 'PENDING'),
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
