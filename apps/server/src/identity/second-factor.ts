import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { SecondFactor } from '@trading/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors/api-error';
import type { Services } from '../services';
import type { Tenant } from '../tenants/tenant-registry';
import { localized } from '../messages/catalogue';
import { hasPasskey } from '../passkeys/passkey-repository';
import { relyingParty } from '../passkeys/relying-party';
import { verifyPasskeyAssertion } from '../passkeys/verify-passkey-assertion';
import { isSealed } from '../security/secret-box';
import { claimTotpStep, sealLegacyTotpSecret, useRecoveryCode } from './second-factor-repository';
import { throttled } from './throttle-error';
import { matchTotp } from './totp';
import type { AuthUser } from './auth-user';
import { steppedUpUntil } from './session-repository';
import { findUserById, type UserRow } from './user-repository';

/** What a second-factor check needs of a call: the services, the tenant and the request (address, host). */
export interface FactorContext {
  services: Services;
  tenant: Tenant;
  request: FastifyRequest;
}

/** A second factor is on when the user has TOTP or at least one passkey. */
export async function hasSecondFactor(
  ctx: Pick<FactorContext, 'services' | 'tenant'>,
  user: UserRow,
): Promise<boolean> {
  return user.totpSecret !== null || hasPasskey(ctx.services.db, ctx.tenant.id, user.id);
}

/**
 * Checks a second factor against the user's key (or `secret`, a pending one at enrolment, in
 * plaintext). A key still stored in plaintext is sealed once it has verified a code.
 * Every check is counted by the sign-in throttle under the user's own key, so guesses at codes
 * meet the same per-account and per-address limits as guesses at passwords. A replayed code
 * (right, but already used) is refused without counting: it proves nothing new to a guesser.
 */
export async function verifySecondFactor(
  ctx: FactorContext,
  user: UserRow,
  proof: SecondFactor,
  secret: string | null = user.totpSecret && ctx.services.secrets.open(user.totpSecret),
): Promise<void> {
  const { loginThrottle, db, now, secrets } = ctx.services;
  const key = `2fa:${ctx.tenant.id}:${user.id}`;
  const reservation = await loginThrottle.reserve(key, ctx.request.ip);
  if (!reservation.ok) throw throttled(reservation.retryAfterMs);
  if ('passkey' in proof) {
    // Only a challenge issued to this user (step-up options) is accepted; a refusal counts.
    await verifyPasskeyAssertion(db, {
      tenantId: ctx.tenant.id,
      rp: relyingParty(ctx.request, ctx.tenant),
      credential: proof.passkey as unknown as AuthenticationResponseJSON,
      userId: user.id,
    });
    return loginThrottle.succeeded(key, ctx.request.ip, reservation.id);
  }
  let accepted = false;
  let replayed = false;
  if ('code' in proof) {
    if (secret) {
      const match = matchTotp(secret, proof.code, now(), user.totpLastStep);
      accepted = match.ok && (await claimTotpStep(db, user.id, match.step));
      replayed = match.ok ? !accepted : match.replayed;
    }
  } else {
    accepted = await useRecoveryCode(db, user.id, proof.recoveryCode);
  }
  if (accepted) {
    if (user.totpSecret && !isSealed(user.totpSecret) && secret === user.totpSecret)
      await sealLegacyTotpSecret(db, secrets, user.id, user.totpSecret);
    return loginThrottle.succeeded(key, ctx.request.ip, reservation.id);
  }
  if (replayed) {
    await loginThrottle.release(key, ctx.request.ip, reservation.id);
    throw new ApiError('SECOND_FACTOR_WRONG', localized('twoFactor.codeUsed'));
  }
  throw new ApiError('SECOND_FACTOR_WRONG');
}

/** How long a step-up lasts: one flow (confirm a withdrawal, retry it) without asking twice. */
export const STEP_UP_WINDOW_MS = 5 * 60_000;

/**
 * The step-up of money and identity changes: a user with a second factor (TOTP or a passkey)
 * must have proved it on this session within the window (POST /user/step-up); a user without
 * one passes (the spec's passwords still apply).
 */
export async function requireStepUp(ctx: FactorContext, me: AuthUser): Promise<void> {
  const { db, now } = ctx.services;
  const user = await findUserById(db, ctx.tenant.id, me.id);
  if (!user || !(await hasSecondFactor(ctx, user))) return;
  const until = await steppedUpUntil(db, me.sessionId);
  if (!until || until.getTime() <= now()) throw new ApiError('SECOND_FACTOR_REQUIRED');
}
