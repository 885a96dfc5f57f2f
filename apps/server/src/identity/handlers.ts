import { needsEnrolment } from './enrolment-gate';
import type { Handlers } from '../http/call-context';
import { ApiError } from '../errors/api-error';
import { revokeOtherSessions, revokeSession } from './session-repository';
import { startSession } from './start-session';
import { notifySecurityEvent } from '../security/notify';
import { upgradeHash } from './upgrade-hash';
import {
  findUserById,
  findUserByUsername,
  insertUser,
  setHash,
  UsernameTakenError,
} from './user-repository';
import { localized } from '../messages/catalogue';
import { currentRegistrationCode } from '../tenants/registration-code';
import { clearRenderCookie } from '../web-app/render-cookie';
import { issueLoginTicket, spendLoginTicket, ticketUser } from './login-ticket-repository';
import {
  requireFreshProof,
  requireStepUp,
  secondFactorHolds,
  verifySecondFactor,
} from './second-factor';
import { isRememberedDevice } from './device-cookie';
import { assertStrongOpPassword } from './op-password-strength';
import { checkSecret } from './secret-check';
import { assertAccountPassword, assertOpPassword } from './password-checks';
import { assertNewPasswordRule } from './new-password-rule';
import { roleOf } from '../backoffice/roles';
import { finishStaffEnrolment, startStaffEnrolment } from '../backoffice/staff-second-factor';

export const identityHandlers: Handlers = {
  async register(input, { services, tenant }) {
    if (input.authCode !== (await currentRegistrationCode(services.db, tenant.id)))
      throw new ApiError('AUTH_CODE_INCORRECT');
    const passwordHash = await services.hasher.hash(input.password);
    try {
      await insertUser(services.db, {
        tenantId: tenant.id,
        username: input.username,
        passwordHash,
        email: input.email,
        mobile: input.mobile,
      });
    } catch (error) {
      if (error instanceof UsernameTakenError) throw new ApiError('USERNAME_TAKEN');
      throw error;
    }
    return null;
  },

  async login(input, ctx) {
    const { services, tenant, request } = ctx;
    const { hasher, db } = services;
    const user = await findUserByUsername(db, tenant.id, input.username);
    const proof = input.secondFactor;
    const outcome = await checkSecret(
      services.loginThrottle,
      {
        key: `${tenant.id}:${input.username.toLowerCase()}`,
        address: request.ip,
        trusted:
          proof !== undefined ||
          (user !== undefined && isRememberedDevice(services, request, tenant.id, user.id)),
      },
      async () => {
        if (!(await hasher.verify(input.password, user?.passwordHash))) return 'wrong';
        // Both or nothing, one answer: a right password with a wrong code must not tell a
        // guesser that the password was right.
        return proof === undefined || (await secondFactorHolds(ctx, user!, proof))
          ? 'right'
          : 'wrong';
      },
    );
    if (!user || outcome !== 'right') throw new ApiError('WRONG_CREDENTIALS');
    await upgradeHash(
      db,
      hasher,
      user,
      'passwordHash',
      user.passwordHash,
      input.password,
      request.log,
    );
    // Said before the second factor is asked for, which could never open a session anyway.
    if (user.lockedAt) throw new ApiError('ACCOUNT_LOCKED');
    if (user.totpSecret && proof === undefined) {
      const ticket = await issueLoginTicket(db, tenant.id, user.id, services.now());
      return { secondFactor: 'TOTP' as const, ticket };
    }
    // Staff are never given a session without a second factor: they set one up first.
    if ((await roleOf(db, tenant.id, user.id)) !== null) {
      const enrol = await startStaffEnrolment(ctx, user);
      const ticket = await issueLoginTicket(db, tenant.id, user.id, services.now());
      return { secondFactor: 'TOTP' as const, ticket, enrol };
    }
    const session = await startSession({ ...ctx, tenantId: ctx.tenant.id }, user.id);
    return needsEnrolment(ctx.tenant, user) ? { ...session, enrolmentRequired: true } : session;
  },

  async loginSecondFactor(input, ctx) {
    const { db, now } = ctx.services;
    const expired = () => new ApiError('SECOND_FACTOR_WRONG', localized('twoFactor.ticketExpired'));
    const userId = await ticketUser(db, ctx.tenant.id, input.ticket, now());
    const user = userId === undefined ? undefined : await findUserById(db, ctx.tenant.id, userId);
    if (!user) throw expired();
    // A wrong code keeps the ticket (the user types again, within the throttle's limits).
    if (user.totpSecret) await verifySecondFactor(ctx, user, input.secondFactor);
    else if ('code' in input.secondFactor && (await roleOf(db, ctx.tenant.id, user.id)) !== null)
      await finishStaffEnrolment(ctx, user, input.secondFactor.code);
    else throw expired();
    if (!(await spendLoginTicket(db, input.ticket))) throw expired();
    return startSession({ ...ctx, tenantId: ctx.tenant.id }, user.id);
  },

  async logout(_input, ctx) {
    const { sessionId } = ctx.auth();
    await revokeSession(ctx.services.db, sessionId);
    // Every process of a cluster refuses the token from now on, not after its cache expires.
    await ctx.services.sessions.forgetSession(sessionId);
    clearRenderCookie(ctx.request, ctx.reply);
    return null;
  },

  async changePassword(input, ctx) {
    const me = ctx.auth();
    const { db, hasher } = ctx.services;
    const user = await findUserById(db, me.tenantId, me.id);
    if (!user) throw new ApiError('NO_TOKEN');
    // The step-up first: a session without it learns nothing about the password it sent.
    await requireStepUp(ctx, me);
    await assertNewPasswordRule(db, me.tenantId, me.id, input.password);
    await assertAccountPassword(ctx.services, user, input.oldPassword, ctx.request.ip);
    await setHash(db, me.tenantId, me.id, 'passwordHash', await hasher.hash(input.password));
    await revokeOtherSessions(db, me.id, me.sessionId);
    await ctx.services.sessions.forgetUser(me.id);
    await notifySecurityEvent(db, {
      tenantId: me.tenantId,
      userId: me.id,
      kind: 'PASSWORD_CHANGED',
    });
    return null;
  },

  async opPasswordState(_input, ctx) {
    const me = ctx.auth();
    const user = await findUserById(ctx.services.db, me.tenantId, me.id);
    return { exists: Boolean(user?.opPasswordHash) };
  },

  async setOpPassword(input, ctx) {
    const me = ctx.auth();
    const { db, hasher } = ctx.services;
    const user = await findUserById(db, me.tenantId, me.id);
    if (!user) throw new ApiError('NO_TOKEN');
    if (user.opPasswordHash && input.oldPassword) {
      // The step-up first: a session without it learns nothing about the password it sent.
      await requireStepUp(ctx, me);
      await assertOpPassword(
        ctx.services,
        user,
        user.opPasswordHash,
        input.oldPassword,
        ctx.request.ip,
      );
    } else {
      // A first one, or a new one without the old ("forgot"): a stolen session must not pick
      // the password that lets money out, so the account's own proof is asked for on this
      // session (password, or the second factor where there is one).
      await requireFreshProof(ctx, me);
    }
    assertStrongOpPassword(input.password);
    await setHash(db, me.tenantId, me.id, 'opPasswordHash', await hasher.hash(input.password));
    if (user.opPasswordHash)
      await notifySecurityEvent(db, {
        tenantId: me.tenantId,
        userId: me.id,
        kind: 'WITHDRAWAL_PASSWORD_CHANGED',
      });
    return null;
  },

  async userProfile(_input, ctx) {
    const me = ctx.auth();
    const { db, accountSummary } = ctx.services;
    const user = await findUserById(db, me.tenantId, me.id);
    if (!user) throw new ApiError('NO_TOKEN');
    return {
      customerService: ctx.tenant.config.customerService,
      username: user.username,
      account: user.accountNo,
      ...(await accountSummary.summary(db, me)),
    };
  },
};
