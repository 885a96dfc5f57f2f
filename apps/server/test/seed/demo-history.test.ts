import { checkFieldFormat, type FieldFormat } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTenantPackages } from '../../src/tenants/tenant-definitions';
import { auditLedger } from '../../src/ledger/ledger-audit';
import { DEMO_INVESTOR } from '../../src/seed/demo-accounts';
import { findUserByUsername } from '../../src/identity/user-repository';
import { findKyc } from '../../src/kyc/kyc-status';
import { userBanks } from '../../src/db/schema';
import { eq } from 'drizzle-orm';
import { login } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { ok, servicesOf } from '../money/money-api';

const PAGE = { pageNum: 1, pageSize: 50 };

describe.each(DB_KINDS)('the demo investor has a history to show (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const tenants = ['ngn', 'inr', 'brl', 'usd'];
  // One sign-in per tenant for the file: inr's demo has a second factor, and a second sign-in in
  // the same 30 s window would wait for the next code (no code is accepted twice).
  const sessions = new Map<string, Promise<string>>();
  const demoToken = (host: string) => {
    if (!sessions.has(host))
      sessions.set(host, login(t.app, DEMO_INVESTOR.username, DEMO_INVESTOR.password, host));
    return sessions.get(host)!;
  };

  it.each(tenants)('%s: holdings, favourites, orders, offerings and money records', async (id) => {
    const host = `${id}.localhost`;
    const token = await demoToken(host);
    const get = <T = any>(path: string, body: object = PAGE) =>
      ok<T>(t.app, 'POST', path, { token, host, body });

    const positions = await get('/stockTrade/position');
    expect(positions.records.length).toBeGreaterThanOrEqual(3);
    const favourites = await ok(t.app, 'GET', '/stock/myStocks', { token, host, query: PAGE });
    expect(favourites.records.length).toBeGreaterThanOrEqual(4);
    const buys = await get('/stockTrade/buyRecord');
    const sells = await get('/stockTrade/sellRecord');
    expect(buys.records).toHaveLength(3);
    expect(sells.records).toHaveLength(1);
    // History happened in the past month, oldest buy first in time.
    const times = buys.records.map((r: { createdTime: number }) => r.createdTime);
    expect(Math.min(...times)).toBeLessThan(Date.now() - 20 * 86_400_000);

    // In the tenant's own market, where My subscriptions opens (tenant ids are their currencies).
    const applications = await get('/ipo/pageApply', { ...PAGE, area: id.toUpperCase() });
    expect(applications.records.map((a: { status: string }) => a.status)).toContain('FUNDING');
    const quant = await get('/quantitative/orders');
    expect(quant.records.map((q: { status: string }) => q.status)).toContain('LOCKED');

    const deposits = await get('/finance/depositRecord');
    expect(deposits.records.map((d: { status: string }) => d.status).sort()).toEqual([
      'PASSED',
      'REVIEWING',
    ]);
    const withdrawals = await get('/finance/withdrawRecord');
    expect(withdrawals.records.map((w: { status: string }) => w.status)).toEqual(['REVIEWING']);
    const banks = (await ok(t.app, 'GET', '/user/balance', { token, host })).userBanks;
    // A bank account and a USDT address, both past their cooling-off.
    expect(banks.map((b: { usdt: boolean }) => b.usdt)).toEqual([false, true]);
    for (const bank of banks) expect(bank.usableFrom).toBeLessThan(Date.now());
  });

  it.each(tenants)(
    '%s: total assets add up to what the account shows, locked funds included',
    async (id) => {
      const host = `${id}.localhost`;
      const token = await demoToken(host);
      const me = await ok(t.app, 'GET', '/user', { token, host });
      const cents = (money: string) => Math.round(Number(money) * 100);
      const book = (suffix: '' | 'USD') =>
        ['balance', 'advancePayment', 'pendingWithdrawal', 'totalValue', 'locked']
          .map((field) => cents(me[`${field}${suffix}`]))
          .reduce((a, b) => a + b, 0);
      // The demo's quantitative order is locked, in the tenant's currency.
      expect(cents(me.locked)).toBeGreaterThan(0);
      // Every tenant's demo holds dollars (a USDT deposit): shown and counted, at the rate.
      expect(me.usdShown).toBe(id !== 'usd');
      const usd = me.usdShown ? Math.round(book('USD') * Number(me.usdRate)) : 0;
      expect(Math.abs(cents(me.totalAssets) - (book('') + usd))).toBeLessThanOrEqual(1);
    },
  );

  it.each(tenants)('%s: seeded bank and ID numbers are in their real formats', async (id) => {
    const host = `${id}.localhost`;
    const token = await demoToken(host);
    const { kyc, bankFields } = loadTenantPackages().find(
      (p) => p.definition.id === id,
    )!.definition;
    const valid = (format: FieldFormat | undefined, value: string | null, bank?: string | null) =>
      format === undefined || value === null || checkFieldFormat(format, value, { bank }).ok;

    // The stored record: the investor's own /kyc read shows the ID number masked.
    const { db } = servicesOf(t.app);
    const user = await findUserByUsername(db, id, DEMO_INVESTOR.username);
    const record = (await findKyc(db, user!.id))!;
    expect(await ok(t.app, 'GET', '/kyc', { token, host })).toMatchObject({
      idNumber: `•••• ${record.idNumber.slice(-4)}`,
      taxIdNumber: record.taxIdNumber && `•••• ${record.taxIdNumber.slice(-4)}`,
    });
    const idType = kyc.idTypes.find((type) => type.value === record.idType)!;
    expect(valid(idType.format, record.idNumber), record.idNumber).toBe(true);
    // Where the tenant asks for a tax number beside the document, the demo has a valid one.
    const taxIdType = kyc.taxId?.types.find((type) => type.value === record.taxIdType);
    expect(record.taxIdType).toBe(kyc.taxId?.types[0]!.value ?? null);
    if (taxIdType) expect(valid(taxIdType.format, record.taxIdNumber)).toBe(true);
    expect(valid(kyc.cardFormat, record.cardNo, record.bank), record.cardNo ?? undefined).toBe(
      true,
    );

    // Saved accounts as stored: the investor's lists show their numbers masked.
    const banks = await db.select().from(userBanks).where(eq(userBanks.userId, user!.id));
    const method = await ok(t.app, 'GET', '/finance/depositMethod', { token, host });
    const accounts = [
      ...banks.filter((b: { usdt: boolean }) => !b.usdt),
      ...[method.corporate, method.personal].map((a) => ({ ...a, accountNumber: a.cardNo })),
    ];
    for (const account of accounts) {
      const label = JSON.stringify(account);
      expect(valid(bankFields.accountNumber, account.accountNumber, account.bank), label).toBe(
        true,
      );
      expect(valid(bankFields.branch, account.branch), label).toBe(true);
      expect(valid(bankFields.bankCode?.format, account.bankCode), label).toBe(true);
      expect(valid(bankFields.extraCode?.format, account.extraCode), label).toBe(true);
      if (bankFields.bankCode?.required) expect(account.bankCode, label).toBeTruthy();
      if (bankFields.extraCode?.required) expect(account.extraCode, label).toBeTruthy();
    }
  });

  it.each(tenants)('%s: every record list reads newest first by time', async (id) => {
    const host = `${id}.localhost`;
    const token = await demoToken(host);
    const times = async (path: string, body: object = PAGE) =>
      (await ok(t.app, 'POST', path, { token, host, body })).records.map(
        (r: { createdTime: number }) => r.createdTime,
      );
    const lists = {
      deposits: await times('/finance/depositRecord'),
      withdrawals: await times('/finance/withdrawRecord'),
      transactions: await times('/finance/transaction'),
      exchanges: await times('/exchange/exchangeRecord'),
      buys: await times('/stockTrade/buyRecord'),
    };
    for (const [name, list] of Object.entries(lists))
      expect(list, name).toEqual([...list].sort((a: number, b: number) => b - a));
  });

  it.each(['ngn', 'inr', 'brl'])('%s: an exchange to USD is on record', async (id) => {
    const host = `${id}.localhost`;
    const token = await demoToken(host);
    const exchanges = await ok(t.app, 'POST', '/exchange/exchangeRecord', {
      token,
      host,
      body: PAGE,
    });
    expect(exchanges.records).toHaveLength(1);
    expect(exchanges.records[0]).toMatchObject({ toType: 'USD' });
  });

  it('leaves the ledger balanced on every tenant', async () => {
    const { db } = servicesOf(t.app);
    expect(await auditLedger(db)).toEqual([]);
    for (const id of tenants) expect(await auditLedger(db, id)).toEqual([]);
  });
});
