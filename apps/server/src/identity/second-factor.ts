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
import { checkSecret } from './secret-check';
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
  const { loginThrottle, db, now, secrets, totpClock } = ctx.services;
  let refusal: unknown = new ApiError('SECOND_FACTOR_WRONG');
  const outcome = await checkSecret(
    loginThrottle,
    { key: `2fa:${ctx.tenant.id}:${user.id}`, address: ctx.request.ip },
    async () => {
      if ('passkey' in proof) {
        // Only a challenge issued to this user (step-up options) is accepted; a refusal counts.
        try {
          await verifyPasskeyAssertion(db, {
            tenantId: ctx.tenant.id,
            rp: relyingParty(ctx.request, ctx.tenant),
            credential: proof.passkey as unknown as AuthenticationResponseJSON,
            userId: user.id,
          });
          return 'right';
        } catch (error) {
          refusal = error;
          return 'wrong';
        }
      }
      if ('recoveryCode' in proof)
        return (await useRecoveryCode(db, user.id, proof.recoveryCode)) ? 'right' : 'wrong';
      if (!secret) return 'wrong';
      const match = matchTotp(
        secret,
        proof.code,
        now() + totpClock.offsetMs(secret),
        user.totpLastStep,
      );
      if (match.ok && (await claimTotpStep(db, user.id, match.step))) return 'right';
      if (!match.ok && !match.replayed) return 'wrong';
      refusal = new ApiError('SECOND_FACTOR_WRONG', localized('twoFactor.codeUsed'));
      return 'uncounted';
    },
  );
  if (outcome !== 'right') throw refusal;
  if (
    !('passkey' in proof) &&
    user.totpSecret &&
    !isSealed(user.totpSecret) &&
    secret === user.totpSecret
  )
    await sealLegacyTotpSecret(db, secrets, user.id, user.totpSecret);
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

/**
 * The step-up of changes to how the account proves itself (adding a second factor or a
 * passkey, new recovery codes, signing other devices out): a stolen session must not make
 * itself permanent. Unlike requireStepUp, a user without a second factor does not pass: they
 * confirm their password on this session first (POST /user/step-up with `password`).
 */
export async function requireFreshProof(ctx: FactorContext, me: AuthUser): Promise<void> {
  const user = await findUserById(ctx.services.db, ctx.tenant.id, me.id);
  if (!user) throw new ApiError('NO_TOKEN');
  const until = await steppedUpUntil(ctx.services.db, me.sessionId);
  if (until && until.getTime() > ctx.services.now()) return;
  throw (await hasSecondFactor(ctx, user))
    ? new ApiError('SECOND_FACTOR_REQUIRED')
    : new ApiError('SECOND_FACTOR_REQUIRED', localized('stepUp.passwordFirst'));
}

/** verifySecondFactor as a yes or no, for a check whose refusal must not say which part failed. */
export async function secondFactorHolds(
  ctx: FactorContext,
  user: UserRow,
  proof: SecondFactor,
): Promise<boolean> {
  if (!user.totpSecret && !('recoveryCode' in proof)) return false;
  try {
    await verifySecondFactor(ctx, user, proof);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}
