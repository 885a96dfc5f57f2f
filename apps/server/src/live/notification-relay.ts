import type { NotificationEvent } from '@trading/contract';
import { asc, gt } from 'drizzle-orm';
import type { Db } from '../db/database';
import { notifications } from '../db/schema';
import { toNotification } from '../security/notification-repository';
import type { UserEventBus } from './user-event-bus';

/**
 * How far back each pass looks. A notification is committed by its own transaction (a
 * withdrawal, an alert's claim); ids are not committed in order, so the relay rereads a window
 * and remembers what it pushed instead of following the highest id.
 */
export const RELAY_WINDOW_MS = 30_000;

export interface NotificationRelay {
  /** Pushes every notification committed since the last pass; returns how many. */
  pass(): Promise<number>;
}

/**
 * The outbox of in-app notifications: whatever writes a notification (an alert, a security
 * notice) only inserts its row in its own transaction; this relay pushes each row once it is
 * committed, to the user's open sockets through the bus. One process runs it (the market
 * producer), so each notification is pushed once.
 */
export function createNotificationRelay(
  db: Db,
  bus: UserEventBus,
  now: () => number,
): NotificationRelay {
  const pushed = new Map<number, number>();
  // What was written before this process started was pushed by its predecessor (or missed).
  const startedAt = now();

  return {
    async pass() {
      const at = now();
      const rows = await db
        .select()
        .from(notifications)
        .where(gt(notifications.createdAt, new Date(Math.max(at - RELAY_WINDOW_MS, startedAt - 1))))
        .orderBy(asc(notifications.id));
      for (const [id, createdAt] of pushed)
        if (createdAt <= at - RELAY_WINDOW_MS) pushed.delete(id);
      let count = 0;
      for (const row of rows) {
        if (pushed.has(row.id)) continue;
        pushed.set(row.id, row.createdAt.getTime());
        const event: NotificationEvent = {
          event: 'notification',
          notification: toNotification(row),
        };
        bus.publish(row.tenantId, row.userId, JSON.stringify(event));
        count++;
      }
      return count;
    },
  };
}
