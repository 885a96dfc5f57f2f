import { weakSecretReason } from '@trading/contract';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';

/** Refuses the withdrawal passwords a guesser tries first (contract weak-secret.ts), saying why. */
export function assertStrongOpPassword(password: string): void {
  const reason = weakSecretReason(password);
  if (reason) throw new ApiError('VALIDATION', localized(`opPassword.weak.${reason}`));
}
