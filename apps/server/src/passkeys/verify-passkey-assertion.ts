import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { Db } from '../db/database';
import { ApiError } from '../errors/api-error';
import { localized } from '../messages/catalogue';
import { claimedChallenge, takeChallenge } from './challenge-store';
import { findPasskeyByCredential, recordPasskeyUse, type PasskeyRow } from './passkey-repository';
import type { RelyingParty } from './relying-party';

export const passkeyRejected = () =>
  new ApiError('WRONG_CREDENTIALS', localized('identity.passkeyRejected'));

/**
 * Checks a passkey assertion (navigator.credentials.get) against a challenge this server
 * issued: single-use, on this tenant, signed by a passkey registered here, with the user
 * verified on the device (PIN or biometrics), so one assertion stands for two factors.
 * `userId` set: the challenge was issued to that user and the passkey must be theirs (step-up);
 * null: a sign-in, where the passkey names the user. Anything else is WRONG_CREDENTIALS.
 */
export async function verifyPasskeyAssertion(
  db: Db,
  options: {
    tenantId: string;
    rp: RelyingParty;
    credential: AuthenticationResponseJSON;
    userId: number | null;
  },
): Promise<PasskeyRow> {
  const { tenantId, rp, credential, userId } = options;
  const challenge = claimedChallenge(credential.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, tenantId, challenge, userId)))
    throw passkeyRejected();
  const passkey = await findPasskeyByCredential(db, tenantId, credential.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) throw passkeyRejected();
  let verification;
  try {
    verification = await verifyAuthenticationResponse({
      response: credential,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: passkey.transports ? passkey.transports.split(',') : undefined,
      },
    });
  } catch {
    // A malformed or forged answer: the library says why in English; the user needs only "no".
    throw passkeyRejected();
  }
  if (!verification.verified) throw passkeyRejected();
  await recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter);
  return passkey;
}
