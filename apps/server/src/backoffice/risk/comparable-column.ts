import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * An ID or account number column as written on documents, case, spaces and dashes aside: the
 * SQL twin of linked-accounts' `comparable`, so a lookup finds "12345 678901" for "12345678901".
 */
export const comparableColumn = (column: AnyPgColumn): SQL<string> =>
  sql<string>`upper(regexp_replace(${column}, '[^0-9A-Za-z]', '', 'g'))`;
