import { Secret, TOTP } from 'otpauth';

/** The demo investor the server seeds in every tenant (README). */
export const DEMO = { username: 'demo', password: 'demo12' };

/**
 * The demo investor's TOTP secret where the tenant requires two-factor sign-in (INR): the
 * README documents it, and the server seeds it.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** A TOTP step's length: an authenticator app shows a new code every 30 s. */
export const TOTP_STEP_MS = 30_000;

/** The code an authenticator app shows for `secret` during the 30 s step `step`. */
export function totpCode(secret, step) {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
  return totp.generate({ timestamp: step * TOTP_STEP_MS });
}
