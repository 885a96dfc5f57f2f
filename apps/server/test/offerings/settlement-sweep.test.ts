import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyFeatures, platformFeatures } from '../../src/features';
import { offeringFeatures } from '../../src/offerings/offering-features';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { fund, newInvestor, ok } from '../money/money-api';

const DAY = 86_400_000;

describe.each(DB_KINDS)('background settlement on %s', (kind) => {
  let t: TestApp;
  let now = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, {
      features: [
        ...platformFeatures,
        ...moneyFeatures,
        ...offeringFeatures({ clock: () => new Date(now), settleEveryMs: 100 }),
      ],
    });
  });
  afterAll(() => t?.close());

  it('pays back a due order without the user reading their orders', async () => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '1000');
    const weekly = (
      await ok(t.app, 'POST', '/quantitative/productList', { token: me.token, body: {} })
    ).records.find((p: { lockDay: number }) => p.lockDay === 7);
    await ok(t.app, 'POST', '/quantitative/buy', {
      token: me.token,
      body: { id: weekly.id, amount: '1000' },
    });
    const balance = async () =>
      (await ok(t.app, 'GET', '/user/balance', { token: me.token })).balance as string;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await balance()).toBe('0.00');
    now += 7 * DAY;
    await expect.poll(balance, { timeout: 5_000, interval: 100 }).toBe('1012.00');
  });
});
