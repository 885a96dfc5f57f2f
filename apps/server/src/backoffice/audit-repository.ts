import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { auditLog } from '../db/schema';
import type { Operator } from './operator';

export interface AuditEntry {
  action: string;
  targetType: string;
  targetId: string | number;
  before: unknown;
  after: unknown;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** Written in the same transaction as the change it describes, so neither exists without the other. */
export async function recordAudit(db: Db, operator: Operator, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: operator.tenantId,
    operatorId: operator.userId,
    operatorName: operator.username,
    channel: operator.channel,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

/** Dates become ISO strings so the stored snapshot reads the same on both drivers. */
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

/** Newest first; `beforeId` pages further back. */
export function listAudit(
  db: Db,
  tenantId: string,
  limit: number,
  beforeId?: number,
): Promise<AuditRow[]> {
  const scope = eq(auditLog.tenantId, tenantId);
  return db
    .select()
    .from(auditLog)
    .where(beforeId ? and(scope, lt(auditLog.id, beforeId)) : scope)
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
