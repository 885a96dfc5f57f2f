import type { CurrencyCode } from '@trading/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { fromUnits, toUnits } from '../ledger/decimal';
import { hold, holdPosting, release, type Movement } from '../ledger/movements';
import { singleCurrencyPosting } from '../ledger/post';
import { lockShares, lockSharesSql, notEnoughShares, unlockShares } from './locked-shares';
import type { NewWorkingOrder, WorkingOrderRow } from './working-order-repository';

/**
 * The ledger note of an order's cash, made by the database: a statement that places the
 * order names it before its id is known.
 */
function note(id: SQL, what: 'held' | 'released'): SQL {
  return sql`(${'Order '}::text || ${id}::text || ${`: ${what}`}::text)`;
}

function cashMovement(order: NewWorkingOrder, id: SQL, what: 'held' | 'released'): Movement {
  return {
    tenantId: order.tenantId,
    userId: order.userId,
    currency: order.currency as CurrencyCode,
    amount: fromUnits(toUnits(order.held)),
    scene: 'TRADE',
    description: note(id, what),
    refType: 'WORKING_ORDER',
  };
}

function ofRow(row: WorkingOrderRow, what: 'held' | 'released'): Movement {
  return { ...cashMovement(row, sql`${row.id}::bigint`, what), refId: row.id };
}

/** Sets aside what the order needs: a buy's cash, a sell's shares. */
export async function holdFor(db: Db, row: WorkingOrderRow): Promise<void> {
  if (row.side === 'SELL') await lockShares(db, row.userId, row.instrumentId, row.quantity);
  else await hold(db, ofRow(row, 'held'));
}

/** Gives back what holdFor set aside. */
export async function releaseFor(db: Db, row: WorkingOrderRow): Promise<void> {
  if (row.side === 'SELL') await unlockShares(db, row.userId, row.instrumentId, row.quantity);
  else await release(db, ofRow(row, 'released'));
}

/** holdFor as parts of the statement that inserts the order (see heldOrderStatement). */
export interface HoldSql {
  /** The CTE taking the hold, first in the statement: one row when taken, none when short. */
  take: SQL;
  /** The name of that CTE, for the order's insert to select from. */
  taken: SQL;
  /** CTEs after the order's that write what names it (the ledger of a cash hold). */
  after: SQL | undefined;
  /** The refusal when the hold cannot be taken. */
  short: () => ApiError;
  /** To call once the statement succeeded: tells of the ledger it wrote, if any. */
  done: () => void;
}

/** The parts of holdFor for an order about to be inserted, whose id is `id` in the statement. */
export function holdSql(order: NewWorkingOrder, id: SQL): HoldSql {
  if (order.side === 'SELL')
    return {
      take: sql`locked as (${lockSharesSql(order.userId, order.instrumentId, order.quantity)})`,
      taken: sql`locked`,
      after: undefined,
      short: notEnoughShares,
      done: () => {},
    };
  // The balance row is locked first, as every posting does.
  const { balance, writes, posted } = singleCurrencyPosting(
    order.tenantId,
    order.userId,
    [holdPosting(cashMovement(order, id, 'held'))],
    id,
  );
  return {
    take: sql`balance as (${balance})`,
    taken: sql`balance`,
    after: writes,
    short: () => new ApiError('INSUFFICIENT_BALANCE'),
    done: posted,
  };
}
