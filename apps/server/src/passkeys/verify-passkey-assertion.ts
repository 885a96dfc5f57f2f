import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { Db } from '../db/database';
import { passkeyRejected, takeAnsweredChallenge, verifiedOrRejected } from './passkey-checks';
import { findPasskeyByCredential, recordPasskeyUse, type PasskeyRow } from './passkey-repository';
import type { RelyingParty } from './relying-party';

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
  const challenge = await takeAnsweredChallenge(
    db,
    tenantId,
    credential.response.clientDataJSON,
    userId,
  );
  const passkey = await findPasskeyByCredential(db, tenantId, credential.id);
  if (!passkey || (userId !== null && passkey.userId !== userId)) throw passkeyRejected();
  const verification = await verifiedOrRejected(() =>
    verifyAuthenticationResponse({
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
    }),
  );
  await recordPasskeyUse(db, passkey.id, verification.authenticationInfo.newCounter);
  return passkey;
}
