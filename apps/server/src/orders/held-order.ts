import { sql, type SQL } from 'drizzle-orm';
import { isCheckViolation, isUniqueViolation } from '../db/constraint-violation';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { executePrepared } from '../db/execute-prepared';
import { rowAnswerCte, type RowAnswer } from '../idempotency/row-answer';
import { holdSql } from './order-holds';
import {
  insertWorkingOrder,
  PENDING_SLOT_CHECK,
  USER_SLOT_INDEX,
  type InsertedWorkingOrder,
  type NewWorkingOrder,
} from './working-order-repository';

/**
 * Placements of one user at the same moment may pick the same free open-order place; the
 * losers run again and pick among the places left. Past this many tries the user is placing
 * far faster than anyone does by hand, and is told to try again (nothing was done).
 */
const SLOT_TRIES = 8;

/** SQL of the new order's id and times (epoch ms), for an answer stored with it. */
export interface NewWorkingOrderSql {
  id: SQL;
  createdMs: SQL;
  updatedMs: SQL;
}

/**
 * Places a working order in one statement, one round trip: the hold (a buy's cash moved
 * to held with its ledger transaction, the balance row locked first as every posting does;
 * a sell's shares locked in its position), the order row and, when `answer` is given, the
 * answer stored under its idempotency key. The order takes one of the user's `maxOpen`
 * open-order places; with none free it is OPEN_ORDER_LIMIT. Run on its own, not in a
 * transaction: a collision on a place is retried, which an aborted transaction could not.
 * A hold that cannot be taken inserts no order,
 * stores no answer (the answer is made from the inserted row, so there is none: a retry is
 * refused again rather than told of an order that never was) and is refused as holdFor
 * refuses it; every refusal is an error of the whole statement, so it is atomic with or
 * without a transaction around it.
 */
export async function insertHeldOrder(
  db: Db,
  order: NewWorkingOrder,
  maxOpen: number,
  answer?: RowAnswer<NewWorkingOrderSql>,
): Promise<{ id: number; createdAt: Date; updatedAt: Date }> {
  const hold = holdSql(order, sql`(select id from ord)`);
  const stored = rowAnswerCte(answer, sql`ord`, {
    id: sql`ord.id`,
    createdMs: sql`ord.created_ms`,
    updatedMs: sql`ord.updated_ms`,
  });
  const statement = sql`with ${hold.take}, ord as (${insertWorkingOrder(order, sql`from ${hold.taken}`, maxOpen)})
    ${hold.after ? sql`, ${hold.after}` : sql``}${stored} select * from ord`;
  let rows: InsertedWorkingOrder[] | undefined;
  for (let tries = 0; rows === undefined; tries++) {
    try {
      ({ rows } = await executePrepared<InsertedWorkingOrder>(db, statement));
    } catch (error) {
      if (isUniqueViolation(error, USER_SLOT_INDEX)) {
        if (tries + 1 < SLOT_TRIES) continue;
        throw new ApiError('BUSY');
      }
      if (isCheckViolation(error, PENDING_SLOT_CHECK)) throw new ApiError('OPEN_ORDER_LIMIT');
      if (isCheckViolation(error)) throw hold.short();
      throw error;
    }
  }
  const [row] = rows;
  if (!row) throw hold.short();
  hold.done();
  return {
    id: Number(row.id),
    createdAt: new Date(Number(row.created_ms)),
    updatedAt: new Date(Number(row.updated_ms)),
  };
}
