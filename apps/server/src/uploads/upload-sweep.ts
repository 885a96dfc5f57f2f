import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { startPeriodicSweep } from '../background/periodic-sweep';
import type { Db } from '../db/database';
import type { Services } from '../services';
import { CONTENT_IMAGE } from './content-image';
import type { FileStore } from './file-store';

/**
 * Deletes investors' uploads that no record names — no deposit's receipt, no KYC submission's
 * photos — and that are older than `olderThanMs`, rows and files (content images are kept). Returns the storage keys removed.
 * One statement decides and deletes, so an upload attached meanwhile is kept.
 */
export async function sweepUnattachedUploads(
  db: Db,
  files: FileStore,
  now: Date,
  olderThanMs: number,
): Promise<string[]> {
  const before = new Date(now.getTime() - olderThanMs).toISOString();
  const result = await db.execute<{ storage_key: string }>(sql`
    delete from uploads u
    where u.created_at < ${before}::timestamptz
      and u.biz_type <> ${CONTENT_IMAGE}
      and not exists (select 1 from deposits d where d.receipt_upload_id = u.id)
      and not exists (select 1 from kyc_submissions k where u.id = any(k.photo_ids))
    returning u.storage_key`);
  const rows =
    (result as { rows?: Array<{ storage_key: string }> }).rows ??
    (result as unknown as Array<{ storage_key: string }>);
  const keys = rows.map((r) => r.storage_key);
  for (const key of keys) await files.delete(key);
  return keys;
}

/**
 * Runs the sweep every `config.uploadSweepEveryMs` while the server runs. Every process of a
 * cluster may run it: deleting twice is harmless.
 */
export function startUploadSweep(api: FastifyInstance, services: Services): void {
  const { uploadSweepEveryMs: everyMs, uploadOrphanAfterMs: olderThanMs } = services.config;
  if (everyMs <= 0) return;
  startPeriodicSweep(api, services.jobs, {
    name: 'upload-sweep',
    everyMs,
    run: async () =>
      (await sweepUnattachedUploads(services.db, services.files, new Date(), olderThanMs)).length,
    done: { message: 'removed unattached uploads', countKey: 'removed' },
    failed: 'upload sweep failed',
  });
}
