import { createHash } from 'node:crypto';
import { UPLOAD_FILE_FIELD, type UploadResult } from '@trading/contract';
import type { AuditEntry } from './audit-repository';

/** A look at an investor's details or ledger: who looked is the row's operator. */
export function investorViewAudit(userId: number, what: object): AuditEntry {
  return {
    action: 'INVESTOR_VIEW',
    targetType: 'user',
    targetId: userId,
    before: null,
    after: what,
  };
}

/**
 * A stored console image: where it is served, its size and content hash (which file it was,
 * should the same picture turn up again).
 */
export function uploadAudit(
  stored: UploadResult,
  files: ReadonlyArray<{ fieldName: string; fileName: string; data: Buffer }>,
): AuditEntry {
  const file = files.find((f) => f.fieldName === UPLOAD_FILE_FIELD)!;
  return {
    action: 'UPLOAD',
    targetType: 'upload',
    targetId: stored.id,
    before: null,
    after: {
      url: stored.url,
      fileName: file.fileName,
      bytes: file.data.length,
      sha256: createHash('sha256').update(file.data).digest('hex'),
    },
  };
}
