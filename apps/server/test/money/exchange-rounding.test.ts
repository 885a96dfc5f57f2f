import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { fund, newInvestor, ok, type Investor } from './money-api';

/**
 * The exchange rounds by the tenant's stated rule (brl: tenant.json money.rounding
 * "half-even"), not always towards the house: at 5.45 BRL per dollar and a 0.5 % fee,
 * R$ 100.50 pays a fee of 0.5025 (0.50, not 0.51) and converts R$ 100.00 into
 * 18.3486… dollars (18.35, not 18.34).
 */
describe.each(DB_KINDS)('exchange rounding stated by the tenant (%s)', (kind) => {
  let t: TestApp;
  let investor: Investor;
  beforeAll(async () => {
    t = await startTestApp(kind);
    investor = await newInvestor(t.app, 'brl');
    await fund(t.app, investor, 'BRL', '1000');
    await fund(t.app, investor, 'USD', '100');
  });
  afterAll(() => t?.close());

  const exchange = (path: string, amount: string) =>
    ok(t.app, 'POST', path, {
      host: investor.host,
      token: investor.token,
      body: { amount },
      key: `${path}-${amount}`,
    });

  it('rounds the fee and the proceeds half to even, to the cent', async () => {
    const toUsd = await exchange('/exchange/toUSD', '100.50');
    expect(toUsd).toMatchObject({ fromAmount: '100.50', fee: '0.50', toAmount: '18.35' });
    // 10 USD: fee 0.05, 9.95 × 5.45 = 54.2275 → 54.23 (down would give 54.22).
    const toLocal = await exchange('/exchange/toNGN', '10');
    expect(toLocal).toMatchObject({ fromAmount: '10.00', fee: '0.05', toAmount: '54.23' });
    // An exact half cent goes to the even cent: 1.00 × 0.5 % = 0.005 → 0.00.
    const tie = await exchange('/exchange/toUSD', '1');
    expect(tie).toMatchObject({ fee: '0.00', toAmount: '0.18' });
  });

  it('books what it answered', async () => {
    const info = await ok(t.app, 'GET', '/exchange/exchangeInfo', {
      host: investor.host,
      token: investor.token,
    });
    expect(info).toMatchObject({ balance: '952.73', usdBalance: '108.53' });
  });
});
