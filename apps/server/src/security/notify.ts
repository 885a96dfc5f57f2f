import type { NotifiedAmount, SecurityEvent } from '@trading/contract';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';

export interface SecurityEventInput {
  tenantId: string;
  userId: number;
  kind: SecurityEvent;
  /** What the event names (device, destination, amount), shown as is beside the worded kind. */
  detail?: string;
  /** The amount a money event is about, written by the client the reader's way. */
  money?: NotifiedAmount;
}

/**
 * Tells the account's owner that something happened to their account: an in-app notification
 * they read from the account screen. Pass the transaction that made the change, so the
 * notification exists exactly when the change does (a retried withdrawal tells once).
 */
export async function notifySecurityEvent(db: Db, event: SecurityEventInput): Promise<void> {
  await db.insert(notifications).values({
    tenantId: event.tenantId,
    userId: event.userId,
    kind: event.kind,
    detail: event.detail ?? '',
    money: event.money ?? null,
  });
}
