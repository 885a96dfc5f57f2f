import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from './database';
import { readPage, type PageQuery } from './read-page';
import type { deposits, exchanges, withdrawals } from './schema';

/** The tables of an investor's own money requests, each row theirs by tenant and user. */
type OwnedRecords = typeof deposits | typeof withdrawals | typeof exchanges;

/**
 * One page of the records `owner` (the caller) has in `table`, newest first by time (the id
 * breaks ties: rows of one instant in the order they were made).
 */
export function readOwnedPage<T extends OwnedRecords>(
  db: Db,
  table: T,
  owner: { tenantId: string; id: number },
  page: PageQuery,
): Promise<{ records: T['$inferSelect'][]; total: number }> {
  const where = and(eq(table.tenantId, owner.tenantId), eq(table.userId, owner.id));
  return readPage(
    db
      .select()
      .from(table as OwnedRecords)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id)),
    db
      .select({ n: count() })
      .from(table as OwnedRecords)
      .where(where),
    page,
  );
}
