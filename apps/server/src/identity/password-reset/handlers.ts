import type { Handlers } from '../../http/call-context';
import { ApiError } from '../../errors/api-error';
import { notifySecurityEvent } from '../../security/notify';
import type { Mail } from '../../mail/mailer';
import type { Services } from '../../services';
import { checkSecret } from '../secret-check';
import { verifySecondFactor } from '../second-factor';
import { revokeAllSessions } from '../session-repository';
import { findUserById, setHash } from '../user-repository';
import {
  accountsWithEmail,
  issueResetLink,
  resetLinkUser,
  spendResetLink,
} from './reset-link-repository';
import { resetDoneMail, resetLink, resetLinkMail } from './reset-mail';

/**
 * Sent after the answer: the caller waits the same for an address with accounts and one
 * without, so timing tells no more than the answer does.
 */
function sendLater(services: Services, mail: Mail, log: { warn: (o: object, m: string) => void }) {
  void services.mailer.send(mail).catch((err: unknown) => log.warn({ err }, 'mail not sent'));
}

export const passwordResetHandlers: Handlers = {
  /**
   * Always answers the same. Each request is counted by the sign-in throttle under the
   * address asked about (per address and caller, and per caller), so a stranger can neither
   * flood an owner's mailbox nor probe many addresses; a refusal is RATE_LIMITED whether or
   * not the address has an account.
   */
  async forgotPassword(input, ctx) {
    const { services, tenant, request } = ctx;
    const email = input.email.trim().toLowerCase();
    await checkSecret(
      services.loginThrottle,
      { key: `reset:${tenant.id}:${email}`, address: request.ip },
      // Counted like a failure: every request uses up one of the window's tries.
      async () => 'wrong',
    );
    for (const account of await accountsWithEmail(services.db, tenant.id, email)) {
      const token = await issueResetLink(services.db, tenant.id, account.id, services.now());
      const to = { email: account.email ?? email, username: account.username };
      sendLater(
        services,
        resetLinkMail(tenant, ctx.lang, to, resetLink(request, token)),
        request.log,
      );
    }
    return null;
  },

  /**
   * A live link sets a new password. Where the account has two-factor sign-in the link alone
   * is not enough (a mailbox is one factor): its code or a recovery code is asked for too, and
   * a wrong one keeps the link. Every session ends; the owner is told in the app and by mail.
   */
  async resetPassword(input, ctx) {
    const { services, tenant } = ctx;
    const { db, now, hasher } = services;
    const expired = () => new ApiError('RESET_LINK_INVALID');
    const userId = await resetLinkUser(db, tenant.id, input.token, now());
    const user = userId === undefined ? undefined : await findUserById(db, tenant.id, userId);
    if (!user) throw expired();
    if (user.totpSecret) {
      if (!input.secondFactor) throw new ApiError('SECOND_FACTOR_REQUIRED');
      await verifySecondFactor(ctx, user, input.secondFactor);
    }
    const passwordHash = await hasher.hash(input.password);
    if (!(await spendResetLink(db, input.token, now()))) throw expired();
    await setHash(db, tenant.id, user.id, 'passwordHash', passwordHash);
    await revokeAllSessions(db, user.id);
    await services.sessions.forgetUser(user.id);
    await notifySecurityEvent(db, {
      tenantId: tenant.id,
      userId: user.id,
      kind: 'PASSWORD_CHANGED',
    });
    if (user.email)
      sendLater(
        services,
        resetDoneMail(tenant, ctx.lang, { email: user.email, username: user.username }),
        ctx.request.log,
      );
    return null;
  },
};
