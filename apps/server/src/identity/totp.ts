import { timingSafeEqual } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app does it: SHA-1, 6 digits, 30 s steps. */
const PERIOD_S = 30;
const DIGITS = 6;
/** Steps either side of now a code may come from (phone clocks drift). */
const SKEW_STEPS = 1;

function totpOf(secret: string, issuer = '', label = ''): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD_S,
    secret: Secret.fromBase32(secret),
  });
}

/** A fresh random secret (160 bits, the RFC's recommendation), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, issuer: string, account: string): string {
  return totpOf(secret, issuer, account).toString();
}

export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / PERIOD_S);
}

/** The code of one step (tests and the demo seed's documentation compute codes with it). */
export function totpCodeAt(secret: string, step: number): string {
  return totpOf(secret).generate({ timestamp: step * PERIOD_S * 1000 });
}

export type TotpMatch = { ok: true; step: number } | { ok: false; replayed: boolean };

/**
 * Checks a code against the steps within the skew of now, in constant time per step. A code
 * of a step at or before `lastStep` was already used (or is older than one that was): it is
 * refused as a replay.
 */
export function matchTotp(
  secret: string,
  code: string,
  nowMs: number,
  lastStep: number | null,
): TotpMatch {
  const given = Buffer.from(code.padEnd(DIGITS, ' ').slice(0, DIGITS));
  const now = totpStep(nowMs);
  let fresh: number | null = null;
  let replayed = false;
  for (let step = now - SKEW_STEPS; step <= now + SKEW_STEPS; step++) {
    const same = timingSafeEqual(given, Buffer.from(totpCodeAt(secret, step)));
    if (!same) continue;
    if (lastStep !== null && step <= lastStep) replayed = true;
    else fresh ??= step;
  }
  return fresh !== null ? { ok: true, step: fresh } : { ok: false, replayed };
}
