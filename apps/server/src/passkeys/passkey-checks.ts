import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { claimedChallenge, takeChallenge } from './challenge-store';

/** Every passkey refusal: the user needs only "no", never which check failed. */
export const passkeyRejected = () =>
  new ApiError('WRONG_CREDENTIALS', localized('identity.passkeyRejected'));

/**
 * Takes the challenge a credential answers (see takeChallenge) and returns it, or refuses:
 * unreadable, never issued, issued to someone else, expired or used already.
 */
export async function takeAnsweredChallenge(
  db: Db,
  tenantId: string,
  clientDataJSON: string,
  userId: number | null,
): Promise<string> {
  const challenge = claimedChallenge(clientDataJSON);
  if (!challenge || !(await takeChallenge(db, tenantId, challenge, userId)))
    throw passkeyRejected();
  return challenge;
}

/** Runs one of the library's checks; a throw (malformed or forged input) or a no is a refusal. */
export async function verifiedOrRejected<T extends { verified: boolean }>(
  verify: () => Promise<T>,
): Promise<T & { verified: true }> {
  let result: T;
  try {
    result = await verify();
  } catch {
    throw passkeyRejected();
  }
  if (!result.verified) throw passkeyRejected();
  return result as T & { verified: true };
}
