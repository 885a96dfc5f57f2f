import type { TwoFactorSetup } from '@trading/contract';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { notifySecurityEvent } from '../security/notify';
import { verifySecondFactor, type FactorContext } from '../identity/second-factor';
import { setTotpSecrets } from '../identity/second-factor-repository';
import { newTotpSecret, totpUri } from '../identity/totp';
import type { UserRow } from '../identity/user-repository';

/**
 * Staff sign in with a second factor on every tenant (docs/decisions.md): a staff member who
 * has none is given a new key at sign-in instead of a session. A new sign-in replaces a key
 * never confirmed. The investor's TOTP code (totp.ts, second-factor.ts) does the checking.
 */
export async function startStaffEnrolment(
  ctx: Pick<FactorContext, 'services' | 'tenant'>,
  user: UserRow,
): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  await setTotpSecrets(ctx.services.db, ctx.services.secrets, user.id, {
    totpPendingSecret: secret,
  });
  return { secret, uri: totpUri(secret, `${ctx.tenant.rules.title} console`, user.username) };
}

/**
 * The second step of a staff member's first sign-in: a code of the key given at the first
 * step turns it on (the same throttle and replay rules as any code). Staff get no recovery
 * codes: an admin resets a lost key, as a bank's desk does.
 */
export async function finishStaffEnrolment(
  ctx: FactorContext,
  user: UserRow,
  code: string,
): Promise<void> {
  const { db, secrets } = ctx.services;
  if (!user.totpPendingSecret) throw new ApiError('INVALID_STATE', localized('twoFactor.noSetup'));
  const pending = secrets.open(user.totpPendingSecret);
  await verifySecondFactor(ctx, user, { code }, pending);
  await db.transaction(async (tx) => {
    await setTotpSecrets(tx, secrets, user.id, { totpSecret: pending, totpPendingSecret: null });
    await notifySecurityEvent(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      kind: 'TWO_FACTOR_ON',
    });
  });
}
