import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromUnits, priceUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { api, fund, newInvestor, ok, servicesOf } from './money-api';

const DANGCEM = 1001;

describe.each(DB_KINDS)('what the server answers can be sent back (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('takes a saved bank account back as /userBank returned it, nulls included, its masked number typed again', async () => {
    const me = await newInvestor(t.app, 'ngn');
    await ok(t.app, 'POST', '/userBank/add', {
      token: me.token,
      host: me.host,
      body: { accountName: 'Ada Obi', bank: 'Access Bank', accountNumber: '0123456784' },
    });
    const [saved] = await ok(t.app, 'POST', '/userBank', { token: me.token, host: me.host });
    expect(saved.bankCode).toBeNull();
    const updated = await ok(t.app, 'PUT', '/userBank/update', {
      token: me.token,
      host: me.host,
      // The list masks the number (•••• 6784): the edit form asks for it again.
      body: { ...saved, accountNumber: '0123456784', branch: 'Lekki' },
    });
    expect(updated).toMatchObject({ id: saved.id, branch: 'Lekki', bankCode: null });
  });

  it('reads a JSON number for money by its shortest decimal form, and answers strings', async () => {
    const me = await newInvestor(t.app, 'ngn');
    await fund(t.app, me, 'NGN', '1000000');
    const price = Number(
      fromUnits(priceUnits(servicesOf(t.app).market.quote(instrumentById(DANGCEM)!).price)),
    );
    const bought = await ok(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'number-price',
      body: { id: DANGCEM, amount: 10, price },
    });
    expect(typeof bought.price).toBe('string');
    for (const bad of [0.1 + 0.2, 1e21, -5, 'abc']) {
      const refused = await api(t.app, 'POST', '/stockTrade/buy', {
        token: me.token,
        key: `bad-${String(bad)}`,
        body: { id: DANGCEM, amount: 10, price: bad },
      });
      expect(refused.code, String(bad)).toBe(10001);
    }
    // A number is money only where the contract wants money: a quantity stays a whole number.
    const quantity = await api(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'string-amount',
      body: { id: DANGCEM, amount: '10', price: String(price) },
    });
    expect(quantity.code).toBe(10001);
  });
});
