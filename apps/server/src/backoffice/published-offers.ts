import {
  IpoOfferingKind,
  type CurrencyCode,
  type OfferWindowRequest,
  type PublishedOffer,
  type PublishedOfferKind,
  type WindowedOfferKind,
} from '@trading/contract';
import { and, eq, gt, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { Clock } from '../offerings/clock';
import { inTransaction } from '../db/in-transaction';
import { blockTrades, instruments, ipoOfferings, quantProducts, snapUps } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { moneyText } from '../offerings/money-text';
import { recordAudit } from './audit-repository';
import type { Operator } from './operator';

type Window = { startTime: Date; endTime: Date };
/** An offer as read: a block trade has no end until it is closed. */
type OfferRow = { startTime: Date; endTime: Date | null } & {
  id: number;
  kind: string;
  title: string;
  stockCode: string | null;
  price: string;
  currencyType: string;
};

/** Which rows to read: those still on offer at a time, or one offer (locked for a change). */
interface Filter {
  endsAfter?: Date;
  id?: number;
}

/** The one place each kind of offer is kept, read with the same columns. */
interface OfferTable {
  kinds: readonly PublishedOfferKind[];
  read(db: Db, filter: Filter): Promise<OfferRow[]>;
  setWindow(db: Db, id: number, window: Window): Promise<unknown>;
}

/** Where a table keeps an offer's tenant, id and dates. */
interface OfferColumns {
  tenantId: AnyColumn;
  id: AnyColumn;
  startTime: AnyColumn;
  endTime: AnyColumn;
}

/** The filter over one table's columns; an offer without an end is on offer until closed. */
function matching(t: OfferColumns, tenantId: string, { endsAfter, id }: Filter) {
  return and(
    eq(t.tenantId, tenantId),
    endsAfter ? or(isNull(t.endTime), gt(t.endTime, endsAfter)) : undefined,
    id === undefined ? undefined : eq(t.id, id),
  );
}

/**
 * Offers of a listed stock, named and priced by it: subscriptions, snap-ups and block trades
 * (whose dates are when they were published and when they were closed). A row read by id is
 * read to be changed, so it is locked.
 */
function stockOfferTable(
  tenantId: string,
  kinds: readonly PublishedOfferKind[],
  table: typeof ipoOfferings | typeof snapUps | typeof blockTrades,
  columns: OfferColumns & {
    kind: SQL<string> | typeof ipoOfferings.kind;
    startTime:
      typeof ipoOfferings.startTime | typeof snapUps.startTime | typeof blockTrades.createdAt;
    endTime: typeof ipoOfferings.endTime | typeof snapUps.endTime | typeof blockTrades.closedAt;
  },
  setWindow: OfferTable['setWindow'],
): OfferTable {
  return {
    kinds,
    read: (db, filter) => {
      const query = db
        .select({
          id: table.id,
          kind: columns.kind,
          title: instruments.name,
          stockCode: instruments.symbol,
          price: table.price,
          currencyType: instruments.currencyType,
          startTime: columns.startTime,
          endTime: columns.endTime,
        })
        .from(table)
        .innerJoin(instruments, eq(instruments.id, table.instrumentId))
        .where(matching(columns, tenantId, filter));
      return filter.id === undefined ? query : query.for('update', { of: table });
    },
    setWindow,
  };
}

function tablesOf(tenantId: string): OfferTable[] {
  return [
    stockOfferTable(
      tenantId,
      IpoOfferingKind.options,
      ipoOfferings,
      ipoOfferings,
      (db, id, window) => db.update(ipoOfferings).set(window).where(eq(ipoOfferings.id, id)),
    ),
    stockOfferTable(
      tenantId,
      ['SNAP_UP'],
      snapUps,
      { ...snapUps, kind: sql<string>`'SNAP_UP'` },
      (db, id, window) => db.update(snapUps).set(window).where(eq(snapUps.id, id)),
    ),
    stockOfferTable(
      tenantId,
      ['BLOCK_TRADE'],
      blockTrades,
      {
        tenantId: blockTrades.tenantId,
        id: blockTrades.id,
        startTime: blockTrades.createdAt,
        endTime: blockTrades.closedAt,
        kind: sql<string>`'BLOCK_TRADE'`,
      },
      (db, id, { endTime }) =>
        db.update(blockTrades).set({ closedAt: endTime }).where(eq(blockTrades.id, id)),
    ),
    {
      kinds: ['QUANT_PRODUCT'],
      read: async (db, filter) => {
        const query = db
          .select({
            id: quantProducts.id,
            title: quantProducts.name,
            price: quantProducts.minBuyAmount,
            currencyType: quantProducts.currencyType,
            startTime: quantProducts.startTime,
            endTime: quantProducts.endTime,
          })
          .from(quantProducts)
          .where(matching(quantProducts, tenantId, filter));
        const rows = await (filter.id === undefined ? query : query.for('update'));
        return rows.map((r) => ({ ...r, kind: 'QUANT_PRODUCT', stockCode: null }));
      },
      setWindow: (db, id, window) =>
        db.update(quantProducts).set(window).where(eq(quantProducts.id, id)),
    },
  ];
}

function view(row: OfferRow): PublishedOffer {
  return {
    ...row,
    kind: row.kind as PublishedOfferKind,
    price: moneyText(row.price),
    currencyType: row.currencyType as CurrencyCode,
    startTime: row.startTime.getTime(),
    endTime: row.endTime?.getTime() ?? null,
  };
}

/** Every offer that has not ended, of every kind, the soonest to close first (block trades last). */
export async function openAndUpcomingOffers(
  db: Db,
  tenantId: string,
  now: Date,
): Promise<PublishedOffer[]> {
  const rows = await Promise.all(tablesOf(tenantId).map((t) => t.read(db, { endsAfter: now })));
  return rows
    .flat()
    .map(view)
    .sort(
      (a, b) =>
        (a.endTime ?? Infinity) - (b.endTime ?? Infinity) ||
        a.startTime - b.startTime ||
        a.id - b.id,
    );
}

/** One offer of the operator's tenant, locked; an id of another kind is not found. */
async function lockedOffer(tx: Db, tenantId: string, kind: PublishedOfferKind, id: number) {
  const table = tablesOf(tenantId).find((t) => t.kinds.includes(kind))!;
  const [row] = await table.read(tx, { id });
  if (!row || row.kind !== kind) throw new ApiError('NOT_FOUND');
  return { table, row };
}

/**
 * Changes an offer's window and audits it before and after, in one transaction: two operators
 * moving the same window leave one of their windows, each audited against what it replaced.
 */
async function changeWindow(
  db: Db,
  operator: Operator,
  ref: { kind: PublishedOfferKind; id: number },
  action: string,
  next: (row: OfferRow) => Window,
): Promise<PublishedOffer> {
  return inTransaction(db, async (tx) => {
    const { table, row } = await lockedOffer(tx, operator.tenantId, ref.kind, ref.id);
    const window = next(row);
    await table.setWindow(tx, row.id, window);
    const after = view({ ...row, ...window });
    await recordAudit(tx, operator, {
      action,
      targetType: ref.kind,
      targetId: row.id,
      before: view(row),
      after,
    });
    return after;
  });
}

function assertNotEnded(row: OfferRow, now: Date): void {
  if (row.endTime && row.endTime <= now)
    throw new ApiError('INVALID_STATE', localized('operator.offerEnded'));
}

/**
 * Ends an offer now: it leaves the investors' lists at once; an upcoming one never opens.
 * "Now" is read once the offer is locked, so a second press that waited for the first sees
 * the offer ended (read before the wait, it could be earlier than the first press's end).
 */
export function closeOffer(
  db: Db,
  operator: Operator,
  ref: { kind: PublishedOfferKind; id: number },
  clock: Clock,
): Promise<PublishedOffer> {
  return changeWindow(db, operator, ref, 'OFFERING_CLOSE', (row) => {
    const now = clock();
    assertNotEnded(row, now);
    return { startTime: row.startTime < now ? row.startTime : now, endTime: now };
  });
}

/**
 * Moves the window of an offer that has not ended. An open offer keeps the start investors
 * already saw, and a window cannot be moved into the past: ending now is what closing is for.
 */
export function rescheduleOffer(
  db: Db,
  operator: Operator,
  input: OfferWindowRequest & { kind: WindowedOfferKind; id: number },
  clock: Clock,
): Promise<PublishedOffer> {
  const now = clock();
  const startTime = new Date(Number(input.startTime));
  const endTime = new Date(Number(input.endTime));
  if (endTime <= startTime) throw new ApiError('VALIDATION', localized('operator.endBeforeStart'));
  if (endTime <= now) throw new ApiError('VALIDATION', localized('operator.endInPast'));
  return changeWindow(db, operator, input, 'OFFERING_WINDOW', (row) => {
    assertNotEnded(row, clock());
    const opened = row.startTime <= now;
    if (opened && startTime.getTime() !== row.startTime.getTime())
      throw new ApiError('INVALID_STATE', localized('operator.offerOpened'));
    if (!opened && startTime < now)
      throw new ApiError('VALIDATION', localized('operator.startInPast'));
    return { startTime, endTime };
  });
}
