import type { Handlers } from '../http/call-context';
import { listNotifications, markAllRead, unreadCount } from './notification-repository';

export const notificationHandlers: Handlers = {
  async notifications(_input, ctx) {
    const me = ctx.auth();
    return listNotifications(ctx.services.db, me.tenantId, me.id);
  },

  async notificationsUnread(_input, ctx) {
    const me = ctx.auth();
    return { count: await unreadCount(ctx.services.db, me.tenantId, me.id) };
  },

  async notificationsRead(_input, ctx) {
    const me = ctx.auth();
    await markAllRead(ctx.services.db, me.tenantId, me.id);
    return null;
  },
};
