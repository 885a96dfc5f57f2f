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

/** The server's "wrong or already used" answer to a code (the contract's SECOND_FACTOR_WRONG). */
const SECOND_FACTOR_WRONG = 20011;

/**
 * Sends `send` with the codes a server accepts now, oldest first: a code used before (by an
 * earlier sign-in of the run) is refused as a replay without counting as a failure, so the
 * next one is tried. When the three are spent, `clock` (a browser-test server's TOTP clock for
 * this key: steps ahead → its total, null where the server has none) moves the key three steps
 * ahead and its new codes are tried at once; without one, the next step is awaited (up to 30 s).
 */
export async function withFreshCode(secret, send, clock) {
  let ahead = (await clock?.(0)) ?? null;
  for (;;) {
    const now = Math.floor(Date.now() / TOTP_STEP_MS) + (ahead ?? 0);
    for (let step = now - 1; step <= now + 1; step++) {
      const answer = await send(totpCode(secret, step));
      if (answer.code === 0) return answer.data;
      if (answer.code !== SECOND_FACTOR_WRONG) throw new Error(`code refused: ${answer.msg}`);
    }
    if (ahead !== null) ahead = await clock(3);
    else await new Promise((done) => setTimeout(done, (now + 1) * TOTP_STEP_MS - Date.now() + 50));
  }
}
