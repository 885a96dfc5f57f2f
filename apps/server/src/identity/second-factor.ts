import type { SecondFactor } from '@trading/contract';
import { ApiError } from '../errors/api-error';
import type { CallContext } from '../http/call-context';
import { localized } from '../messages/catalogue';
import { claimTotpStep, useRecoveryCode } from './second-factor-repository';
import { throttled } from './throttle-error';
import { matchTotp } from './totp';
import { findUserById, type UserRow } from './user-repository';

type FactorContext = Pick<CallContext, 'services' | 'tenant' | 'request'>;

/**
 * Checks a second factor against the user's secret (or `secret`, a pending one at enrolment).
 * Every check is counted by the sign-in throttle under the user's own key, so guesses at codes
 * meet the same per-account and per-address limits as guesses at passwords. A replayed code
 * (right, but already used) is refused without counting: it proves nothing new to a guesser.
 */
export async function verifySecondFactor(
  ctx: FactorContext,
  user: UserRow,
  proof: SecondFactor,
  secret: string | null = user.totpSecret,
): Promise<void> {
  const { loginThrottle, db, now } = ctx.services;
  const key = `2fa:${ctx.tenant.id}:${user.id}`;
  const reservation = await loginThrottle.reserve(key, ctx.request.ip);
  if (!reservation.ok) throw throttled(reservation.retryAfterMs);
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
  if (accepted) return loginThrottle.succeeded(key, ctx.request.ip, reservation.id);
  if (replayed) {
    await loginThrottle.release(key, ctx.request.ip, reservation.id);
    throw new ApiError('SECOND_FACTOR_WRONG', localized('twoFactor.codeUsed'));
  }
  throw new ApiError('SECOND_FACTOR_WRONG');
}

/**
 * The step-up of money and identity changes: a user with a second factor must send a fresh
 * proof of it with the request; a user without one passes (the spec's checks still apply).
 */
export async function requireStepUp(
  ctx: FactorContext,
  userId: number,
  proof: SecondFactor | undefined,
): Promise<void> {
  const user = await findUserById(ctx.services.db, ctx.tenant.id, userId);
  if (!user?.totpSecret) return;
  if (!proof) throw new ApiError('SECOND_FACTOR_REQUIRED');
  await verifySecondFactor(ctx, user, proof);
}
