import { sql, type SQL } from 'drizzle-orm';
import { isCheckViolation } from '../db/constraint-violation';
import type { Db } from '../db/database';
import { executePrepared } from '../db/execute-prepared';
import { rowAnswerCte, type RowAnswer } from '../idempotency/row-answer';
import { holdSql } from './order-holds';
import {
  insertWorkingOrder,
  type InsertedWorkingOrder,
  type NewWorkingOrder,
} from './working-order-repository';

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
 * answer stored under its idempotency key. A hold that cannot be taken inserts no order,
 * stores no answer (the answer is made from the inserted row, so there is none: a retry is
 * refused again rather than told of an order that never was) and is refused as holdFor
 * refuses it; every refusal is an error of the whole statement, so it is atomic with or
 * without a transaction around it.
 */
export async function insertHeldOrder(
  db: Db,
  order: NewWorkingOrder,
  answer?: RowAnswer<NewWorkingOrderSql>,
): Promise<{ id: number; createdAt: Date; updatedAt: Date }> {
  const hold = holdSql(order, sql`(select id from ord)`);
  const stored = rowAnswerCte(answer, sql`ord`, {
    id: sql`ord.id`,
    createdMs: sql`ord.created_ms`,
    updatedMs: sql`ord.updated_ms`,
  });
  let rows: InsertedWorkingOrder[];
  try {
    ({ rows } = await executePrepared<InsertedWorkingOrder>(
      db,
      sql`with ${hold.take}, ord as (${insertWorkingOrder(order, sql`from ${hold.taken}`)})
        ${hold.after ? sql`, ${hold.after}` : sql``}${stored} select * from ord`,
    ));
  } catch (error) {
    if (isCheckViolation(error)) throw hold.short();
    throw error;
  }
  const [row] = rows;
  if (!row) throw hold.short();
  return {
    id: Number(row.id),
    createdAt: new Date(Number(row.created_ms)),
    updatedAt: new Date(Number(row.updated_ms)),
  };
}
