import { z } from 'zod';
import { PasskeyCredential } from './security.js';

/** A 6-digit code from the authenticator app (RFC 6238, 30 s). */
export const TotpCode = z
  .string({ error: 'Required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'must be the 6-digit code' });

/** A one-off recovery code as shown at enrolment (xxxxx-xxxxx; case and dash are forgiven). */
export const RecoveryCode = z
  .string({ error: 'Required' })
  .trim()
  .regex(/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/, { error: 'must be a recovery code (xxxxx-xxxxx)' });

/**
 * A proof of the second factor: a sign-in's second step, enrolment's confirmation and a
 * step-up. A passkey assertion answers a challenge from POST /user/step-up/passkeyOptions,
 * so it proves a step-up only.
 */
export const SecondFactor = z.union([
  z.strictObject({ code: TotpCode }),
  z.strictObject({ recoveryCode: RecoveryCode }),
  z.strictObject({ passkey: PasskeyCredential }),
]);
export type SecondFactor = z.infer<typeof SecondFactor>;
