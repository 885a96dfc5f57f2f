import { randomBytes } from 'node:crypto';
import { UPLOAD_FILE_FIELD, UPLOAD_MIME_TYPES } from '@trading/contract';
import { fileTypeFromBuffer } from 'file-type';
import type { Handlers } from '../http/call-context';
import { ApiError } from '../errors/api-error';
import { inTransaction } from '../db/in-transaction';
import { insertUpload } from './upload-repository';
import { reserveUploadQuota } from './upload-quota';
import { uploadUrl } from './upload-url';
import { localized } from '../messages/catalogue';

const accepted = new Set<string>(UPLOAD_MIME_TYPES);

export const uploadHandlers: Handlers = {
  async upload({ bizType }, ctx) {
    const me = ctx.auth();
    const file = ctx.files.find((f) => f.fieldName === UPLOAD_FILE_FIELD);
    if (!file || file.data.length === 0)
      throw new ApiError('VALIDATION', localized('field.required', { field: 'file' }));
    // The type is read from the bytes, never from the name or the declared content type.
    const type = await fileTypeFromBuffer(file.data);
    if (!type || !accepted.has(type.mime))
      throw new ApiError('VALIDATION', localized('upload.badType'));
    const storageKey = randomBytes(24).toString('base64url');
    const { files, db, config } = ctx.services;
    // The quota check, the file and its row go together: a refused or failed upload leaves nothing.
    let stored = false;
    const row = await inTransaction(db, async (tx) => {
      await reserveUploadQuota(tx, me.id, file.data.length, config.uploadDailyQuota, new Date());
      await files.put(storageKey, file.data);
      stored = true;
      return insertUpload(tx, {
        tenantId: me.tenantId,
        userId: me.id,
        bizType,
        storageKey,
        mime: type.mime,
        size: file.data.length,
      });
    }).catch(async (error: unknown) => {
      if (stored) await files.delete(storageKey);
      throw error;
    });
    return { id: row.id, url: uploadUrl(storageKey) };
  },
};
