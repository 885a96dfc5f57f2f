import type { AuditFilter } from '@trading/contract';
import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
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

/** Who an audit row names: staff acting, or anyone whose refused operator call is kept. */
export type AuditActor = Pick<Operator, 'tenantId' | 'userId' | 'username' | 'channel' | 'address'>;

/**
 * Written in the same transaction as the change it describes, so neither exists without the
 * other; who, through which door and from which address come from the operator.
 */
export async function recordAudit(db: Db, operator: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    tenantId: operator.tenantId,
    operatorId: operator.userId,
    operatorName: operator.username,
    channel: operator.channel,
    address: operator.address ?? null,
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

/** The tenant's rows the filter keeps, and below the cursor id when one is given. */
function matching(tenantId: string, filter: AuditFilter, cursor?: number): SQL | undefined {
  return and(
    eq(auditLog.tenantId, tenantId),
    cursor === undefined ? undefined : lt(auditLog.id, cursor),
    filter.actor === undefined
      ? undefined
      : eq(sql`lower(${auditLog.operatorName})`, filter.actor.toLowerCase()),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action.toUpperCase()),
    filter.subjectType === undefined ? undefined : eq(auditLog.targetType, filter.subjectType),
    filter.subjectId === undefined ? undefined : eq(auditLog.targetId, filter.subjectId),
    filter.from === undefined ? undefined : gte(auditLog.createdAt, new Date(filter.from)),
    filter.to === undefined ? undefined : lt(auditLog.createdAt, new Date(filter.to)),
  );
}

/**
 * One page of the filtered trail, newest first, below `cursor` (an id of the page before).
 * Reads one row past the page to know whether another follows.
 */
export async function pageAudit(
  db: Db,
  tenantId: string,
  query: AuditFilter & { limit: number; cursor?: number },
): Promise<{ entries: AuditRow[]; nextCursor: number | null }> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(matching(tenantId, query, query.cursor))
    .orderBy(desc(auditLog.id))
    .limit(query.limit + 1);
  const entries = rows.slice(0, query.limit);
  return { entries, nextCursor: rows.length > query.limit ? entries.at(-1)!.id : null };
}

/** Every row the filter keeps, newest first, up to `max` + 1 (so the caller sees an excess). */
export function allAudit(
  db: Db,
  tenantId: string,
  filter: AuditFilter,
  max: number,
): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(matching(tenantId, filter))
    .orderBy(desc(auditLog.id))
    .limit(max + 1);
}
