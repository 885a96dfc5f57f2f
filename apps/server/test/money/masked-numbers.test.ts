import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewKyc } from '../../src/kyc/kyc-service';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  api,
  fund,
  newInvestor,
  NGN_KYC,
  ok,
  operatorOf,
  saveUsableDestination,
  servicesOf,
  setOpPassword,
  submitKyc,
} from './money-api';

const ACCOUNT = '0011223346';
const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe.each(DB_KINDS)('account and card numbers once entered, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('lists never carry a full account, address or card number; the saving answer does', async () => {
    const me = await newInvestor(t.app);
    await submitKyc(t.app, me);
    await reviewKyc(servicesOf(t.app).db, await operatorOf(t.app, 'ngn'), me.userId, {
      status: 'PASSED',
    });
    await setOpPassword(t.app, me, '493817');
    await fund(t.app, me, 'USD', '100');
    const as = { host: me.host, token: me.token };

    // Just typed: the investor sees what they saved, to check it.
    const added = await ok(t.app, 'POST', '/userBank/add', {
      ...as,
      body: { accountName: 'Ada Obi', bank: 'Zenith Bank', accountNumber: ACCOUNT },
    });
    expect(added).toMatchObject({ accountNumber: ACCOUNT });
    const bank = await saveUsableDestination(t.app, me, {
      usdt: true,
      accountName: 'Ada Obi',
      accountNumber: ADDRESS,
    });

    const lists = {
      userBanks: await ok(t.app, 'POST', '/userBank', as),
      balance: await ok(t.app, 'GET', '/user/balance', as),
      withdrawInfo: await ok(t.app, 'GET', '/finance/withdrawInfo', as),
      kyc: await ok(t.app, 'GET', '/kyc', as),
    };
    for (const [name, answer] of Object.entries(lists)) {
      const text = JSON.stringify(answer);
      for (const full of [ACCOUNT, ADDRESS, NGN_KYC.cardNo])
        expect(text, `${name} carries ${full}`).not.toContain(full);
    }
    expect(lists.userBanks.map((row: { accountNumber: string }) => row.accountNumber)).toEqual([
      '•••• 3346',
      '•••• Lj6t',
    ]);
    expect(lists.kyc).toMatchObject({ cardNo: '•••• 3346' });

    // The app names a saved destination by its id: it never needs the number back. Only the
    // owner's, of the withdrawal's kind.
    const other = await newInvestor(t.app);
    const byId = (who: typeof me, usdt: boolean, bankId: number) =>
      api(t.app, 'POST', '/finance/withdraw', {
        host: who.host,
        token: who.token,
        body: { usdt, amount: '20', opPwd: '493817', bankId },
      });
    expect(await byId(me, false, bank.id)).toMatchObject({
      code: ERRORS.DESTINATION_NOT_SAVED.code,
    });
    expect((await byId(other, true, bank.id)).code).not.toBe(0);
    const record = await ok(t.app, 'POST', '/finance/withdraw', {
      ...as,
      body: { usdt: true, amount: '20', opPwd: '493817', bankId: bank.id },
    });
    expect(record).toMatchObject({ usdt: true, destination: 'USDT •••• Lj6t' });
    const records = await ok(t.app, 'POST', '/finance/withdrawRecord', {
      ...as,
      body: { pageNum: 1, pageSize: 10 },
    });
    expect(JSON.stringify(records)).not.toContain(ADDRESS);
  });

  it('PIX keys are masked in lists like account numbers: the e-mail keeps its first letter and domain', async () => {
    const me = await newInvestor(t.app, 'brl');
    const as = { host: me.host, token: me.token };
    const bank = { accountName: 'Ana', bank: 'Nubank', bankCode: '260' };
    const keys = [
      { accountNumber: '12345-6', extraCode: '529.982.247-25', listed: '•••• 4725' },
      { accountNumber: '22345-6', extraCode: 'Ana.Souza@Example.com', listed: 'a••••@example.com' },
      { accountNumber: '32345-6', extraCode: '+55 11 98765-4321', listed: '•••• 4321' },
      {
        accountNumber: '42345-6',
        extraCode: '123e4567-e89b-12d3-a456-426614174000',
        listed: '•••• 4000',
      },
    ];
    for (const { listed: _, ...key } of keys) {
      // Just typed, in its stored form: the investor may check it there.
      const saved = await ok(t.app, 'POST', '/userBank/add', { ...as, body: { ...bank, ...key } });
      expect(saved.extraCode).not.toContain('•');
    }
    const lists = {
      userBanks: await ok(t.app, 'POST', '/userBank', as),
      balance: (await ok(t.app, 'GET', '/user/balance', as)).userBanks,
      withdrawInfo: (await ok(t.app, 'GET', '/finance/withdrawInfo', as)).userBanks,
    };
    for (const [name, list] of Object.entries(lists))
      expect(
        list.map((row: { extraCode: string }) => row.extraCode),
        name,
      ).toEqual(keys.map((key) => key.listed));
  });
});
