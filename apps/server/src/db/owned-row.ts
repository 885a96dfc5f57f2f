import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** A table whose rows belong to one user of one tenant. */
interface OwnedTable {
  id: PgColumn;
  tenantId: PgColumn;
  userId: PgColumn;
}

/** The row `id` if it belongs to this user on this tenant: anyone else's is simply not found. */
export function ownedRow(table: OwnedTable, tenantId: string, userId: number, id: number): SQL {
  return and(eq(table.id, id), eq(table.tenantId, tenantId), eq(table.userId, userId))!;
}
