import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src/errors/api-error';
import { pooledHasher } from '../../src/identity/password-hasher';
import { LEGACY_HASHES, LEGACY_PASSWORD } from '../support/legacy-hashes';

// A cheap argon2id cost: these tests are about behaviour, not strength.
const PARAMS = { memoryKib: 256, passes: 2 };
const PASSWORD = LEGACY_PASSWORD;
const LEGACY = LEGACY_HASHES;

describe('pooled argon2id hasher', () => {
  const hasher = pooledHasher({ params: PARAMS, workers: 1 });
  afterAll(() => hasher.close());

  it('hashes with argon2id at the configured cost and verifies', async () => {
    const stored = await hasher.hash(PASSWORD);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=256,t=2,p=1\$/);
    expect(await hasher.verify(PASSWORD, stored)).toBe(true);
    expect(await hasher.verify('wrong', stored)).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('still verifies the scrypt hashes stored before argon2id, and asks for their upgrade', async () => {
    for (const stored of [LEGACY.cost10, LEGACY.cost17]) {
      expect(await hasher.verify(PASSWORD, stored)).toBe(true);
      expect(await hasher.verify('correct horse 2', stored)).toBe(false);
      expect(hasher.needsRehash(stored)).toBe(true);
    }
  });

  it('asks for an upgrade of an argon2id hash of another cost', async () => {
    const other = pooledHasher({ params: { memoryKib: 512, passes: 1 }, workers: 1 });
    try {
      const stored = await other.hash(PASSWORD);
      expect(await hasher.verify(PASSWORD, stored)).toBe(true);
      expect(hasher.needsRehash(stored)).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('answers false for an unknown user and for a malformed hash', async () => {
    expect(await hasher.verify(PASSWORD, undefined)).toBe(false);
    for (const bad of ['', 'scrypt$10$8$1$', '$argon2id$garbage', 'plain-text'])
      expect(await hasher.verify(PASSWORD, bad)).toBe(false);
  });
});

describe('the hashing queue', () => {
  it('answers BUSY at once past its limit, and takes work again once it drains', async () => {
    // One worker and one waiting place: two hashes are admitted, the next ones are refused.
    const hasher = pooledHasher({ params: PARAMS, workers: 1, queueLimit: 1 });
    try {
      const calls = Array.from({ length: 4 }, (_, n) =>
        n % 2 === 0 ? hasher.hash(`${PASSWORD}${n}`) : hasher.verify(PASSWORD, LEGACY.cost10),
      );
      const settled = await Promise.allSettled(calls);
      expect(settled.map((s) => s.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
      ]);
      for (const s of settled.slice(2)) {
        const reason = (s as PromiseRejectedResult).reason;
        expect(reason).toBeInstanceOf(ApiError);
        expect((reason as ApiError).errorName).toBe('BUSY');
      }
      expect(await hasher.verify(PASSWORD, LEGACY.cost10)).toBe(true);
    } finally {
      await hasher.close();
    }
  });

  it('with no waiting places runs only as many hashes as it has workers', async () => {
    const hasher = pooledHasher({ params: PARAMS, workers: 2, queueLimit: 0 });
    try {
      const settled = await Promise.allSettled([1, 2, 3].map((n) => hasher.hash(`p${n}`)));
      expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    } finally {
      await hasher.close();
    }
  });
});
