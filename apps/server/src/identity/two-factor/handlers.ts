import type { CallContext, Handlers } from '../../http/call-context';
import { ApiError } from '../../errors/api-error';
import { localized } from '../../messages/catalogue';
import { notifySecurityEvent } from '../../security/notify';
import { needsEnrolment } from '../enrolment-gate';
import { newRecoveryCodes } from '../recovery-codes';
import { hasPasskey } from '../../passkeys/passkey-repository';
import { assertAccountPassword } from '../password-checks';
import {
  hasSecondFactor,
  requireFreshProof,
  requireStepUp,
  STEP_UP_WINDOW_MS,
  verifySecondFactor,
} from '../second-factor';
import { endStepUp, setSteppedUpUntil } from '../session-repository';
import {
  replaceRecoveryCodes,
  setTotpSecrets,
  unusedRecoveryCodes,
} from '../second-factor-repository';
import { newTotpSecret, totpUri } from '../totp';
import { findUserById } from '../user-repository';

/** The caller and their row. */
async function caller(ctx: CallContext) {
  const me = ctx.auth();
  const user = await findUserById(ctx.services.db, me.tenantId, me.id);
  if (!user) throw new ApiError('NO_TOKEN');
  return { me, user };
}

/** A user about to enrol: refused when a second factor is already on. */
async function enrolling(ctx: CallContext) {
  const found = await caller(ctx);
  if (found.user.totpSecret) throw new ApiError('INVALID_STATE', localized('twoFactor.alreadyOn'));
  return found;
}

/** A user with a second factor on: refused otherwise. */
async function enrolled(ctx: CallContext) {
  const found = await caller(ctx);
  if (!found.user.totpSecret) throw new ApiError('INVALID_STATE', localized('twoFactor.notOn'));
  return found;
}

/** Enrolment and management of the TOTP second factor (account screen). */
export const twoFactorHandlers: Handlers = {
  async twoFactorState(_input, ctx) {
    const { user } = await caller(ctx);
    const enabled = user.totpSecret !== null;
    return {
      enabled,
      enrolmentRequired: needsEnrolment(ctx.tenant, user),
      recoveryCodesLeft: enabled ? await unusedRecoveryCodes(ctx.services.db, user.id) : 0,
      passkey: await hasPasskey(ctx.services.db, ctx.tenant.id, user.id),
    };
  },

  async twoFactorSetup(_input, ctx) {
    const { db } = ctx.services;
    const { me, user } = await enrolling(ctx);
    // The password (or the passkey) first: a stolen session must not bind its own authenticator.
    await requireFreshProof(ctx, me);
    // A new set-up replaces one never confirmed (the sheet was closed, the phone changed).
    const secret = newTotpSecret();
    await setTotpSecrets(db, ctx.services.secrets, user.id, { totpPendingSecret: secret });
    return { secret, uri: totpUri(secret, ctx.tenant.rules.title, user.username) };
  },

  async twoFactorConfirm(input, ctx) {
    const { db, secrets } = ctx.services;
    const { me, user } = await enrolling(ctx);
    if (!user.totpPendingSecret)
      throw new ApiError('INVALID_STATE', localized('twoFactor.noSetup'));
    const pending = secrets.open(user.totpPendingSecret);
    await verifySecondFactor(ctx, user, { code: input.code }, pending);
    const recoveryCodes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      await setTotpSecrets(tx, secrets, user.id, { totpSecret: pending, totpPendingSecret: null });
      await replaceRecoveryCodes(tx, user.id, recoveryCodes);
      await endStepUp(tx, me.sessionId);
      await notifySecurityEvent(tx, {
        tenantId: me.tenantId,
        userId: user.id,
        kind: 'TWO_FACTOR_ON',
      });
    });
    return { recoveryCodes };
  },

  async stepUp(input, ctx) {
    const { db, now } = ctx.services;
    const { me, user } = await caller(ctx);
    const factorOn = await hasSecondFactor(ctx, user);
    // The password proves a step-up only where there is nothing stronger to ask for.
    if (input.secondFactor) {
      if (!factorOn) throw new ApiError('INVALID_STATE', localized('twoFactor.notOn'));
      await verifySecondFactor(ctx, user, input.secondFactor);
    } else {
      if (factorOn) throw new ApiError('INVALID_STATE', localized('stepUp.useSecondFactor'));
      // The request holds one of the two (the contract's refine): no password is a wrong one.
      await assertAccountPassword(ctx.services, user, input.password ?? '', ctx.request.ip);
    }
    const until = now() + STEP_UP_WINDOW_MS;
    await setSteppedUpUntil(db, me.sessionId, new Date(until));
    return { until };
  },

  async twoFactorDisable(_input, ctx) {
    const { db } = ctx.services;
    const { me, user } = await enrolled(ctx);
    if (ctx.tenant.rules.security.twoFactor === 'required')
      throw new ApiError('INVALID_STATE', localized('twoFactor.requiredHere'));
    await requireStepUp(ctx, me);
    await db.transaction(async (tx) => {
      await setTotpSecrets(tx, ctx.services.secrets, user.id, {
        totpSecret: null,
        totpPendingSecret: null,
      });
      await replaceRecoveryCodes(tx, user.id, []);
      await notifySecurityEvent(tx, {
        tenantId: me.tenantId,
        userId: user.id,
        kind: 'TWO_FACTOR_OFF',
      });
    });
    return null;
  },

  async twoFactorRecoveryCodes(_input, ctx) {
    const { db } = ctx.services;
    const { me, user } = await enrolled(ctx);
    await requireFreshProof(ctx, me);
    const recoveryCodes = newRecoveryCodes();
    await db.transaction(async (tx) => {
      await replaceRecoveryCodes(tx, user.id, recoveryCodes);
      await notifySecurityEvent(tx, {
        tenantId: me.tenantId,
        userId: user.id,
        kind: 'RECOVERY_CODES_CHANGED',
      });
    });
    return { recoveryCodes };
  },
};
