import type { Handlers } from '../http/call-context';
import { ApiError } from '../errors/api-error';
import { requireFreshProof } from '../identity/second-factor';
import {
  listActiveSessions,
  revokeOtherSessions,
  revokeOwnSession,
} from '../identity/session-repository';

export const sessionHandlers: Handlers = {
  async sessions(_input, ctx) {
    const me = ctx.auth();
    const rows = await listActiveSessions(ctx.services.db, me.tenantId, me.id);
    return rows.map((row) => ({
      id: row.id,
      device: row.device,
      place: row.place,
      createdTime: row.createdAt.getTime(),
      lastSeenTime: row.lastSeenAt.getTime(),
      current: row.id === me.sessionId,
    }));
  },

  async sessionRevoke(input, ctx) {
    const me = ctx.auth();
    // Another user's session, or one already ended, is simply not found.
    if (!(await revokeOwnSession(ctx.services.db, me.tenantId, me.id, input.id)))
      throw new ApiError('NOT_FOUND');
    // Refused on every process before this answers, not when a cache expires.
    await ctx.services.sessions.forgetSession(input.id);
    return null;
  },

  async sessionRevokeOthers(_input, ctx) {
    const me = ctx.auth();
    // A stolen session must not sign the owner out: the password or second factor first.
    await requireFreshProof(ctx, me);
    await revokeOtherSessions(ctx.services.db, me.id, me.sessionId);
    await ctx.services.sessions.forgetUser(me.id);
    return null;
  },
};
