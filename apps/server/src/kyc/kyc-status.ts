import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { kycSubmissions } from '../db/schema';

export type KycRow = typeof kycSubmissions.$inferSelect;

export function findKyc(db: Db, userId: number): Promise<KycRow | undefined> {
  return db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .then((rows) => rows[0]);
}

/** The verified real name, or null until KYC is PASSED. */
export async function verifiedName(db: Db, userId: number): Promise<string | null> {
  const row = await findKyc(db, userId);
  return row?.status === 'PASSED' ? row.name : null;
}
