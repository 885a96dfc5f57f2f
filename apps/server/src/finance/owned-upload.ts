import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { uploads } from '../db/schema';
import { ApiError } from '../errors/api-error';
import { uploadUrl } from '../uploads/upload-url';
import { localized } from '../messages/catalogue';

/** The caller's uploads of one business type, by id; any id that is not theirs fails. */
export async function ownedUploads(
  db: Db,
  owner: { tenantId: string; userId: number },
  ids: number[],
  bizType: 'KYC' | 'DEPOSIT',
): Promise<{ id: number; url: string }[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: uploads.id, storageKey: uploads.storageKey })
    .from(uploads)
    .where(
      and(
        eq(uploads.tenantId, owner.tenantId),
        eq(uploads.userId, owner.userId),
        eq(uploads.bizType, bizType),
        inArray(uploads.id, ids),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, uploadUrl(r.storageKey)]));
  return ids.map((id) => {
    const url = byId.get(id);
    if (!url) throw new ApiError('VALIDATION', localized('upload.notFound'));
    return { id, url };
  });
}
