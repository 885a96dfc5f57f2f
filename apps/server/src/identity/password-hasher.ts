import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

function scryptAsync(
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const KEY_LENGTH = 32;
const R = 8;
const P = 1;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * With no stored hash (unknown user) it still spends one hash's time and answers
   * false, so response timing does not reveal which usernames exist.
   */
  verify(password: string, stored: string | undefined): Promise<boolean>;
}

/**
 * scrypt hashes stored as `scrypt$<log2N>$<r>$<p>$<salt>$<key>`: the cost travels with
 * the hash, so raising SCRYPT_COST later keeps existing passwords verifiable.
 */
export function scryptHasher(log2N: number): PasswordHasher {
  const options = (n: number, r: number, p: number): ScryptOptions => ({
    N: n,
    r,
    p,
    // N=2^17 needs 128·N·r = 128 MiB; node's default maxmem is 32 MiB.
    maxmem: 256 * n * r + 1024 * 1024,
  });
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scryptAsync(password, salt, KEY_LENGTH, options(2 ** log2N, R, P));
      return ['scrypt', log2N, R, P, salt.toString('base64url'), key.toString('base64url')].join(
        '$',
      );
    },
    async verify(password, stored) {
      if (stored === undefined) {
        await scryptAsync(password, randomBytes(16), KEY_LENGTH, options(2 ** log2N, R, P));
        return false;
      }
      const [scheme, cost, r, p, salt, key] = stored.split('$');
      if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !key) return false;
      const expected = Buffer.from(key, 'base64url');
      const actual = await scryptAsync(
        password,
        Buffer.from(salt, 'base64url'),
        expected.length,
        options(2 ** Number(cost), Number(r), Number(p)),
      );
      return timingSafeEqual(actual, expected);
    },
  };
}
