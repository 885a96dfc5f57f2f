import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
// No 0/O or 1/I/L: a code read off paper is typed back right.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function randomGroup(): string {
  return Array.from({ length: 5 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/** Ten codes as shown once to the user: `ABCDE-FGHJK`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomGroup()}-${randomGroup()}`);
}

/**
 * What is stored: sha256 of the code without its dash, upper-cased. The codes carry ~49
 * random bits and every guess is throttled, so a slow hash would add nothing.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.replace('-', '').toUpperCase()).digest('hex');
}
