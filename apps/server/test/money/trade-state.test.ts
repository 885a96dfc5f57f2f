import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromUnits, priceUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, servicesOf, type Investor } from './money-api';

const DANGCEM = 1001;
const NOT_YET_LISTED = 1012;
const NGX_INDEX = 1101;
const RELIANCE = 2001;
const AAPL = 4001;

describe.each(DB_KINDS)('the trade state a stock detail reports, on %s', (kind) => {
  let t: TestApp;
  let me: Investor;
  beforeAll(async () => {
    t = await startTestApp(kind);
    me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '1000000');
    await fund(t.app, me, 'USD', '100000');
  });
  afterAll(() => t?.close());

  const detail = (id: number) => api(t.app, 'GET', '/stock/detail', { query: { id } });

  it('names why an instrument does not trade', async () => {
    expect((await detail(DANGCEM)).data.tradeState).toBe('OPEN');
    expect((await detail(NOT_YET_LISTED)).data.tradeState).toBe('NOT_LISTED');
    expect((await detail(NGX_INDEX)).data.tradeState).toBe('INDEX');
  });

  it('is OPEN exactly when the server takes a buy, whatever the instrument', async () => {
    const answered = [];
    for (const id of [DANGCEM, NOT_YET_LISTED, NGX_INDEX, RELIANCE, AAPL]) {
      const shown = await detail(id);
      // Another tenant's instrument may not be shown at all; then there is no button either.
      if (shown.code !== 0) continue;
      const quote = servicesOf(t.app).market.quote(instrumentById(id)!);
      const buy = await api(t.app, 'POST', '/stockTrade/buy', {
        token: me.token,
        key: `state-${kind}-${id}`,
        body: { id, amount: 10, price: fromUnits(priceUnits(quote.price)) },
      });
      answered.push({ id, state: shown.data.tradeState, accepted: buy.code === 0 });
    }
    expect(answered.length).toBeGreaterThanOrEqual(3);
    for (const { id, state, accepted } of answered)
      expect({ id, accepted }).toEqual({ id, accepted: state === 'OPEN' });
  });
});
