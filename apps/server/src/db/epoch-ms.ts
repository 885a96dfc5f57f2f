import { sql, type SQL } from 'drizzle-orm';

/**
 * A timestamp column as whole epoch milliseconds, for a statement that returns a row's
 * time as a number: floored, as the drivers truncate microseconds when they make a Date.
 */
export function epochMs(column: string): SQL {
  return sql`floor(extract(epoch from ${sql.identifier(column)}) * 1000)::bigint`;
}
