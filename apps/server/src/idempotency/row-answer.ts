import { sql, type SQL } from 'drizzle-orm';
import type { StoreAnswer } from './run-idempotent';

/**
 * The answer a single-statement effect stores under its idempotency key, made from the
 * columns of the row the statement inserts.
 */
export interface RowAnswer<Columns> {
  store: StoreAnswer;
  of: (columns: Columns) => SQL;
}

/**
 * The CTE (with its leading comma) storing `answer` from the row of CTE `from`. When `from`
 * inserted nothing (a refusal), the answer is null and no key is stored: a retry is refused
 * again instead of being told of a row that never was.
 */
export function rowAnswerCte<Columns>(
  answer: RowAnswer<Columns> | undefined,
  from: SQL,
  columns: Columns,
): SQL {
  if (!answer) return sql``;
  return sql`, answer as (${answer.store(sql`(select ${answer.of(columns)} from ${from})`)})`;
}
