// @ts-check
/**
 * The password hashing worker run by password-hasher.ts through a piscina pool. Plain
 * JavaScript so every way the server runs (tsx, the tsup bundle, vitest) can load it as a
 * worker thread; it is found from the server's root, not bundled.
 *
 * Everything here is synchronous on purpose: this worker thread is the hashing capacity.
 * The async forms (crypto.scrypt, argon2's `hash`) would queue on libuv's shared thread
 * pool, where file reads and DNS lookups wait behind them.
 */
import { scryptSync, timingSafeEqual } from 'node:crypto';
import { Algorithm, hashSync, verifySync } from '@node-rs/argon2';

/**
 * @typedef {{ memoryKib: number, passes: number }} Argon2Params
 * @typedef {{ password: string, params: Argon2Params }} HashTask
 * @typedef {{ password: string, stored: string | null, params: Argon2Params }} VerifyTask
 */

/** @param {Argon2Params} params */
const argon2Options = (params) => ({
  algorithm: Algorithm.Argon2id,
  memoryCost: params.memoryKib,
  timeCost: params.passes,
  parallelism: 1,
});

/** @param {HashTask} task */
export function hash({ password, params }) {
  return hashSync(password, argon2Options(params));
}

/**
 * argon2id hashes in PHC form; hashes from before argon2id as
 * `scrypt$<log2N>$<r>$<p>$<salt>$<key>` (base64url). With no stored hash (an unknown user)
 * it spends one hash's time and answers false.
 * @param {VerifyTask} task
 */
export function verify({ password, stored, params }) {
  if (stored === null) {
    hashSync(password, argon2Options(params));
    return false;
  }
  if (stored.startsWith('$argon2')) {
    try {
      return verifySync(stored, password);
    } catch {
      return false;
    }
  }
  return verifyScrypt(password, stored);
}

/**
 * @param {string} password
 * @param {string} stored
 */
function verifyScrypt(password, stored) {
  const [scheme, cost, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !r || !p || !salt || !key) return false;
  const N = 2 ** Number(cost);
  const expected = Buffer.from(key, 'base64url');
  if (expected.length === 0) return false;
  const actual = scryptSync(password, Buffer.from(salt, 'base64url'), expected.length, {
    N,
    r: Number(r),
    p: Number(p),
    // N=2^17 needs 128·N·r = 128 MiB; node's default maxmem is 32 MiB.
    maxmem: 256 * N * Number(r) + 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}
