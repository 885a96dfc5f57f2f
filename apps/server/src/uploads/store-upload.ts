import { createHash, randomBytes } from 'node:crypto';
import { UPLOAD_FILE_FIELD, UPLOAD_MIME_TYPES, type UploadResult } from '@trading/contract';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../errors/api-error';
import { inTransaction } from '../db/in-transaction';
import { localized } from '../messages/catalogue';
import type { Services } from '../services';
import { reserveUploadQuota } from './upload-quota';
import { insertUpload } from './upload-repository';
import { uploadUrl } from './upload-url';
import { CONTENT_IMAGE } from './content-image';

const accepted = new Set<string>(UPLOAD_MIME_TYPES);

/**
 * Keeps the request's image for one user: the type is read from the bytes (never from the name
 * or the declared content type), the user's daily quota is charged, and the file and its row
 * go together — a refused or failed upload leaves nothing behind.
 */
export async function storeUpload(
  { files, db, config, fileUrls }: Pick<Services, 'files' | 'db' | 'config' | 'fileUrls'>,
  owner: { tenantId: string; userId: number; bizType: string },
  parts: ReadonlyArray<{ fieldName: string; data: Buffer }>,
): Promise<UploadResult> {
  const file = parts.find((f) => f.fieldName === UPLOAD_FILE_FIELD);
  if (!file || file.data.length === 0)
    throw new ApiError('VALIDATION', localized('field.required', { field: 'file' }));
  const type = await fileTypeFromBuffer(file.data);
  if (!type || !accepted.has(type.mime))
    throw new ApiError('VALIDATION', localized('upload.badType'));
  const storageKey = randomBytes(24).toString('base64url');
  let stored = false;
  const row = await inTransaction(db, async (tx) => {
    await reserveUploadQuota(
      tx,
      owner.userId,
      file.data.length,
      config.uploadDailyQuota,
      new Date(),
    );
    await files.put(storageKey, file.data);
    stored = true;
    return insertUpload(tx, {
      ...owner,
      storageKey,
      mime: type.mime,
      size: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
    });
  }).catch(async (error: unknown) => {
    if (stored) await files.delete(storageKey);
    throw error;
  });
  const url = uploadUrl(storageKey);
  // The investor's own file, shown back to them at once: signed like every other read of it.
  return { id: row.id, url: owner.bizType === CONTENT_IMAGE ? url : fileUrls.sign(url) };
}
