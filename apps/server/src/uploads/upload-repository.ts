import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { uploads } from '../db/schema';

export type UploadRow = typeof uploads.$inferSelect;

export async function insertUpload(
  db: Db,
  row: Omit<typeof uploads.$inferInsert, 'id' | 'createdAt'>,
): Promise<UploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning();
  return inserted!;
}

export function findUploadByKey(
  db: Db,
  tenantId: string,
  storageKey: string,
): Promise<UploadRow | undefined> {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.tenantId, tenantId), eq(uploads.storageKey, storageKey)))
    .then((rows) => rows[0]);
}
