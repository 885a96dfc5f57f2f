import type { RejectionReason, SecurityEvent, SecurityNotification } from '@trading/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';

/** A notification row as the contract gives it (the list, and the live feed's push). */
export function toNotification(row: typeof notifications.$inferSelect): SecurityNotification {
  return {
    id: row.id,
    kind: row.kind as SecurityEvent,
    detail: row.detail,
    money: row.money,
    order: row.order,
    stockId: row.stockId,
    rejection:
      row.rejectionReason === null
        ? null
        : { reason: row.rejectionReason as RejectionReason, note: row.rejectionNote },
    createdTime: row.createdAt.getTime(),
    read: row.readAt !== null,
  };
}

/** The list shows the latest ones; older ones are history nobody scrolls to. */
const LIST_LIMIT = 50;

const own = (tenantId: string, userId: number) =>
  and(eq(notifications.tenantId, tenantId), eq(notifications.userId, userId));

export async function listNotifications(
  db: Db,
  tenantId: string,
  userId: number,
): Promise<SecurityNotification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(own(tenantId, userId))
    .orderBy(desc(notifications.id))
    .limit(LIST_LIMIT);
  return rows.map(toNotification);
}

export async function unreadCount(db: Db, tenantId: string, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(own(tenantId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

export async function markAllRead(db: Db, tenantId: string, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(own(tenantId, userId), isNull(notifications.readAt)));
}
