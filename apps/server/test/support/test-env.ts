import { isDeepStrictEqual } from 'node:util';
import { defaultFeatures } from '../../src/app';
import type { Config } from '../../src/config/config';
import type { Feature } from '../../src/features';

/** The environment every in-process test app starts from; a suite adds its own on top. */
export function testEnv(uploadDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ARGON2_MEMORY_KIB: '256',
    DATA_DIR: ':memory:',
    UPLOAD_DIR: uploadDir,
    // A key that has spent its window's codes gets new ones at once (support/api.ts).
    TEST_TOTP_CLOCK: 'enabled',
  };
}

/**
 * What seeding reads besides the tenant folders' data: the seed hooks, the key that seals
 * the demo TOTP secret, the tenant folders and the password-hash cost. Two apps that agree
 * on these seed the same rows (up to the moment of seeding), so one can start from the
 * other's seeded database.
 */
export function seedInputs(config: Config, features: Feature[] = defaultFeatures()): unknown {
  return {
    hooks: features.flatMap((f) => (f.seed ? [f.seed] : [])),
    secretsKey: config.secretsKey.toString('base64'),
    tenantsDir: config.tenantsDir,
    argon2: config.argon2,
  };
}

export const sameSeedInputs = (a: unknown, b: unknown): boolean => isDeepStrictEqual(a, b);
