/** The demo investor the server seeds in every tenant (README). */
export declare const DEMO: { readonly username: string; readonly password: string };
/** The demo investor's TOTP secret where the tenant requires two-factor sign-in (INR). */
export declare const DEMO_TOTP_SECRET: string;
/** A TOTP step's length: an authenticator app shows a new code every 30 s. */
export declare const TOTP_STEP_MS: number;
/** The code an authenticator app shows for `secret` during the 30 s step `step`. */
export declare function totpCode(secret: string, step: number): string;
/**
 * A browser-test server's TOTP clock for one key (POST /__test/totp-clock): moves it `steps`
 * 30 s steps ahead (0 reads it) and resolves to how far ahead it is, or to null where the server
 * was not started with one.
 */
export type TotpClock = (steps: number) => Promise<number | null>;
/**
 * Sends `send` with the codes a server accepts now, oldest first, past codes refused as
 * replays; when they are spent, moves `clock` ahead (or waits for the next step without one).
 * Resolves to the accepted answer's data.
 */
export declare function withFreshCode<T>(
  secret: string,
  send: (code: string) => Promise<{ code: number; msg: string; data: unknown }>,
  clock?: TotpClock,
): Promise<T>;
