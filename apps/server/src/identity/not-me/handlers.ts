import type { Handlers } from '../../http/call-context';
import { ApiError } from '../../errors/api-error';
import { notifySecurityEvent } from '../../security/notify';
import { clearRenderCookie } from '../../web-app/render-cookie';
import { assertAccountPassword } from '../password-checks';
import { removeRecentFactors } from '../recent-factors';
import { revokeAllSessions } from '../session-repository';
import { findUserById } from '../user-repository';

/**
 * "This wasn't me" (docs/decisions.md, the owner's way back): the password alone, because a
 * second factor may be the very thing someone else added. Every session ends, this one too —
 * the caller's token may be the stolen one — and the factors of the last 24 hours are removed;
 * the owner then signs in again with the password and the factors they had before.
 */
export const notMeHandlers: Handlers = {
  async notMe(input, ctx) {
    const me = ctx.auth();
    const { db, secrets } = ctx.services;
    const user = await findUserById(db, me.tenantId, me.id);
    if (!user) throw new ApiError('NO_TOKEN');
    await assertAccountPassword(ctx.services, user, input.password, ctx.request.ip);
    await db.transaction(async (tx) => {
      const removed = await removeRecentFactors(tx, secrets, user);
      await revokeAllSessions(tx, user.id);
      await notifySecurityEvent(tx, {
        tenantId: me.tenantId,
        userId: user.id,
        kind: 'RECENT_FACTORS_REMOVED',
        detail: String(removed),
      });
    });
    await ctx.services.sessions.forgetUser(user.id);
    clearRenderCookie(ctx.request, ctx.reply);
    return null;
  },
};
