import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import type { Services } from '../services';
import { notifySecurityEvent } from '../security/notify';
import { checkSecret } from './secret-check';
import type { UserRow } from './user-repository';

type PasswordServices = Pick<Services, 'db' | 'hasher' | 'loginThrottle'>;

/**
 * The signed-in user's own password, checked under the throttle (key `pwd:`): on a password
 * change, a step-up by password and "this wasn't me". WRONG_CREDENTIALS when wrong.
 */
export async function assertAccountPassword(
  services: PasswordServices,
  user: UserRow,
  password: string,
  address: string,
): Promise<void> {
  const outcome = await checkSecret(
    services.loginThrottle,
    { key: `pwd:${user.tenantId}:${user.id}`, address },
    async () => ((await services.hasher.verify(password, user.passwordHash)) ? 'right' : 'wrong'),
  );
  if (outcome !== 'right')
    throw new ApiError('WRONG_CREDENTIALS', localized('identity.oldPasswordWrong'));
}

/**
 * The withdrawal password wherever it is asked for (changing it, withdrawing), key `op:`.
 * Six characters are quick to guess, so it also locks for the whole account after the
 * throttle's per-account limit, and the owner is told when it does. WRONG_OP_PASSWORD when wrong.
 */
export async function assertOpPassword(
  services: PasswordServices,
  user: UserRow,
  stored: string,
  password: string,
  address: string,
): Promise<void> {
  const outcome = await checkSecret(
    services.loginThrottle,
    {
      key: `op:${user.tenantId}:${user.id}`,
      address,
      // A withdrawal's retries arrive as copies: one guess, checked once.
      guess: password,
      onLocked: () =>
        notifySecurityEvent(services.db, {
          tenantId: user.tenantId,
          userId: user.id,
          kind: 'WITHDRAWAL_PASSWORD_LOCKED',
        }),
    },
    async () => ((await services.hasher.verify(password, stored)) ? 'right' : 'wrong'),
  );
  if (outcome !== 'right') throw new ApiError('WRONG_OP_PASSWORD');
}
