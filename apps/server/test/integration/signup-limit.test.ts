import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueUsername } from '../support/api';
import { startTestApp, type TestApp } from '../support/test-app';

describe('sign-ups per address (SIGNUP_LIMIT)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { SIGNUP_LIMIT: '3' } });
  });
  afterAll(() => t?.close());

  const register = (from: string) =>
    call(t.app, 'POST', '/user/register', {
      host: 'ngn.localhost',
      from,
      body: { username: uniqueUsername('su'), password: 'abc123', authCode: 'JOIN-NGN' },
    });

  it('takes the configured number from one address, refuses the next, and not another address', async () => {
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await register('10.2.0.1')).body.code);
    expect(codes).toEqual([0, 0, 0, ERRORS.RATE_LIMITED.code]);
    expect((await register('10.2.0.2')).body.code).toBe(0);
  });
});
