import {
  AUDIT_EXPORT_MAX_ROWS,
  type AuditEntry,
  type AuditExport,
  type AuditFilter,
} from '@trading/contract';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { allAudit, type AuditRow } from './audit-repository';
import { csvFile } from './csv';

/** A stored row as the contract answers it. */
export function auditEntryView(row: AuditRow): AuditEntry {
  return {
    id: row.id,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    channel: row.channel,
    address: row.address,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.getTime(),
  };
}

const HEADER = [
  'id',
  'time_utc',
  'actor_id',
  'actor',
  'channel',
  'address',
  'action',
  'subject_type',
  'subject_id',
  'before',
  'after',
] as const;

const json = (value: unknown) =>
  value === null || value === undefined ? '' : JSON.stringify(value);

/**
 * Every row the filter keeps, newest first, as one CSV file named after the tenant and the
 * time of export. More than AUDIT_EXPORT_MAX_ROWS rows is refused rather than cut short: a
 * file that silently lacks rows is worse than none.
 */
export async function exportAudit(
  db: Db,
  tenantId: string,
  filter: AuditFilter,
  now: Date,
): Promise<AuditExport> {
  const rows = await allAudit(db, tenantId, filter, AUDIT_EXPORT_MAX_ROWS);
  if (rows.length > AUDIT_EXPORT_MAX_ROWS)
    throw new ApiError(
      'VALIDATION',
      localized('operator.auditExportTooLarge', { max: AUDIT_EXPORT_MAX_ROWS }),
    );
  const csv = csvFile(
    HEADER,
    rows.map((r) => [
      String(r.id),
      r.createdAt.toISOString(),
      String(r.operatorId),
      r.operatorName,
      r.channel,
      r.address ?? '',
      r.action,
      r.targetType,
      r.targetId,
      json(r.before),
      json(r.after),
    ]),
  );
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return { fileName: `audit-${tenantId}-${stamp}.csv`, rows: rows.length, csv };
}
