import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';

export interface UploadQuota {
  /** Files per user over the last 24 hours. */
  files: number;
  /** Bytes per user over the last 24 hours. */
  bytes: number;
}

const DAY_MS = 24 * 3600 * 1000;
/** First key of the advisory lock that serialises one user's uploads (the second is the user id). */
const LOCK_CLASS = 0x75706c64; // "upld"

/** "50 MB", "1.5 MB", "2 KB". */
function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

/** The refusal, naming the limit that was reached so the user knows what to do. */
export function quotaError(quota: UploadQuota, which: 'files' | 'bytes'): ApiError {
  return new ApiError(
    'UPLOAD_QUOTA',
    which === 'files'
      ? localized('upload.quotaFiles', { files: quota.files })
      : localized('upload.quotaBytes', { size: sizeText(quota.bytes) }),
  );
}

/**
 * Inside the caller's transaction: takes the user's upload lock (so parallel uploads are
 * counted one after another) and refuses when one more file of `size` bytes would pass the
 * count or size quota of the last 24 hours.
 */
export async function reserveUploadQuota(
  tx: Db,
  userId: number,
  size: number,
  quota: UploadQuota,
  now: Date,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, ${userId})`);
  const since = new Date(now.getTime() - DAY_MS);
  const result = await tx.execute<{ files: string | number; bytes: string | number }>(sql`
    select count(*) as files, coalesce(sum(size), 0) as bytes
    from uploads where user_id = ${userId} and created_at > ${since.toISOString()}::timestamptz`);
  const row = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]))[0] as
    { files: string | number; bytes: string | number } | undefined;
  const files = Number(row?.files ?? 0);
  const bytes = Number(row?.bytes ?? 0);
  if (files + 1 > quota.files) throw quotaError(quota, 'files');
  if (bytes + size > quota.bytes) throw quotaError(quota, 'bytes');
}
