import { stepUp } from '../support/api';
import { ERRORS } from '@trading/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveDeposit } from '../../src/finance/deposit-service';
import { approveWithdrawal, rejectWithdrawal } from '../../src/finance/withdraw-service';
import { reviewKyc } from '../../src/kyc/kyc-service';
import { fromUnits, priceUnits, timesInt, toUnits } from '../../src/ledger/decimal';
import { instrumentById } from '../../src/market/instruments';
import { tradeFee } from '../../src/trading/fee-schedule';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  api,
  expectLedgerConsistent,
  fund,
  newInvestor,
  NGN_KYC,
  ok,
  operatorOf,
  saveUsableDestination,
  servicesOf,
  submitKyc,
  uploadImage,
  type Investor,
  setOpPassword,
} from './money-api';

const DANGCEM = 1001;

describe.each(DB_KINDS)('money flow on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  const db = () => servicesOf(t.app).db;
  const cash = async (me: Investor) => {
    const b = await ok(t.app, 'GET', '/user/balance', { token: me.token, host: me.host });
    return { local: b.balance as string, usd: b.balanceUSD as string };
  };

  it('register → KYC → deposit → buy → sell → withdraw, with the ledger consistent at every step', async () => {
    const me = await newInvestor(t.app);
    const operator = await operatorOf(t.app, 'ngn');
    expect(await ok(t.app, 'GET', '/kyc', { token: me.token })).toBeNull();

    // KYC: submit, read-only while reviewing, then approved by an operator.
    const photo = await uploadImage(t.app, me, 'KYC');
    const kycBody = { ...NGN_KYC, photo: [photo] };
    const refusedKyc = (fields: object) =>
      api(t.app, 'POST', '/kyc', { token: me.token, body: { ...kycBody, ...fields } });
    expect(await refusedKyc({ cardNo: '0011223344' })).toMatchObject({
      code: 10001,
      msg: 'cardNo is invalid: the check digit does not match, check the number for a typo',
    });
    expect(await refusedKyc({ idNumber: '1234567890' })).toMatchObject({
      code: 10001,
      msg: 'idNumber is invalid: must be an 11-digit NIN',
    });
    expect(await refusedKyc({ idType: 'DL', idNumber: '12-34' })).toMatchObject({
      code: 10001,
      msg: "idNumber is invalid: must be a driver's licence number: 3 letters, 5 to 9 digits, then up to 4 letters or digits (ABC12345AA12)",
    });
    expect((await refusedKyc({ name: 'Ada <script>' })).code).toBe(10001);
    const kyc = await submitKyc(t.app, me, photo);
    expect(kyc).toMatchObject({ status: 'REVIEWING', name: 'Ada Obi', photo: [{ id: photo }] });
    const again = await api(t.app, 'POST', '/kyc', {
      token: me.token,
      body: { name: 'X', idType: 'NIN', idNumber: '1', bank: 'b', cardNo: '1', photo: [photo] },
    });
    expect(again.code).toBe(20008);
    await reviewKyc(db(), operator, me.userId, { status: 'PASSED' });
    expect((await ok(t.app, 'GET', '/user', { token: me.token })).name).toBe('Ada Obi');

    // Deposit: the auth code is checked, nothing moves until approval.
    expect(
      await ok(t.app, 'GET', '/finance/checkAuthCode', {
        token: me.token,
        query: { authCode: 'FUND-NGN' },
      }),
    ).toBe(true);
    expect(
      await ok(t.app, 'GET', '/finance/checkAuthCode', {
        token: me.token,
        query: { authCode: 'nope' },
      }),
    ).toBe(false);
    const receipt = await uploadImage(t.app, me, 'DEPOSIT');
    const depositBody = {
      amount: '250000',
      accountName: 'Ada Obi',
      bank: 'Zenith Bank',
      accountNumber: '0011223346',
      receipt,
      authCode: 'FUND-NGN',
    };
    const badCode = await api(t.app, 'POST', '/finance/deposit', {
      token: me.token,
      body: { ...depositBody, authCode: 'WRONG' },
    });
    expect(badCode.code).toBe(20002);
    const deposit = await ok(t.app, 'POST', '/finance/deposit', {
      token: me.token,
      key: 'dep-1',
      body: depositBody,
    });
    expect(deposit).toMatchObject({ status: 'REVIEWING', amount: '250000.00' });
    expect(deposit.receiptUrl).toMatch(/^\/api\/files\//);
    expect((await cash(me)).local).toBe('0.00');
    await approveDeposit(db(), operator, deposit.id);
    expect((await cash(me)).local).toBe('250000.00');
    const deposits = await ok(t.app, 'POST', '/finance/depositRecord', {
      token: me.token,
      body: {},
    });
    expect(deposits.records[0]).toMatchObject({ id: deposit.id, status: 'PASSED' });
    await expectLedgerConsistent(t.app);

    // Buy then sell.
    const price = () =>
      fromUnits(priceUnits(servicesOf(t.app).market.quote(instrumentById(DANGCEM)!).price));
    const buy = await ok(t.app, 'POST', '/stockTrade/buy', {
      token: me.token,
      key: 'b1',
      body: { id: DANGCEM, amount: 100, price: price() },
    });
    const buyGross = timesInt(toUnits(buy.price), 100);
    expect((await cash(me)).local).toBe(
      fromUnits(toUnits('250000') - buyGross - tradeFee(buyGross)),
    );
    const profile = await ok(t.app, 'GET', '/user', { token: me.token });
    expect(profile.totalValue).toBe(fromUnits(timesInt(toUnits(price()), 100)));
    const sell = await ok(t.app, 'POST', '/stockTrade/sell', {
      token: me.token,
      key: 's1',
      body: { id: DANGCEM, amount: 50, price: price() },
    });
    const sellGross = timesInt(toUnits(sell.price), 50);
    const afterTrades =
      toUnits('250000') - buyGross - tradeFee(buyGross) + sellGross - tradeFee(sellGross);
    expect((await cash(me)).local).toBe(fromUnits(afterTrades));
    await expectLedgerConsistent(t.app);

    // Withdraw: needs the withdrawal password; the amount is held until reviewed.
    const withdrawBody = {
      amount: '1000',
      opPwd: '482916',
      accountName: 'Ada Obi',
      bank: 'Zenith Bank',
      accountNumber: '0011223346',
    };
    const { amount: _amount, opPwd: _opPwd, ...destination } = withdrawBody;
    await saveUsableDestination(t.app, me, destination);
    expect(
      (await api(t.app, 'POST', '/finance/withdraw', { token: me.token, body: withdrawBody })).code,
    ).toBe(20003);
    await setOpPassword(t.app, me, '482916');
    const wrong = await api(t.app, 'POST', '/finance/withdraw', {
      token: me.token,
      body: { ...withdrawBody, opPwd: '000000' },
    });
    expect(wrong.code).toBe(20003);
    const w1 = await ok(t.app, 'POST', '/finance/withdraw', {
      token: me.token,
      key: 'w1',
      body: withdrawBody,
    });
    expect(w1).toMatchObject({ status: 'REVIEWING', amount: '1000.00' });
    const held = await ok(t.app, 'GET', '/user', { token: me.token });
    // Held, but on its way out: not an advance payment.
    expect(held).toMatchObject({ advancePayment: '0.00', pendingWithdrawal: '1000.00' });
    expect((await cash(me)).local).toBe(fromUnits(afterTrades - toUnits('1000')));
    await approveWithdrawal(db(), operator, w1.id, undefined, {});
    expect((await ok(t.app, 'GET', '/user', { token: me.token })).pendingWithdrawal).toBe('0.00');
    const w2 = await ok(t.app, 'POST', '/finance/withdraw', {
      token: me.token,
      key: 'w2',
      body: { ...withdrawBody, amount: '2000' },
    });
    await rejectWithdrawal(db(), operator, w2.id, {
      reason: 'OTHER',
      note: 'Account name does not match',
    });
    expect((await cash(me)).local).toBe(fromUnits(afterTrades - toUnits('1000')));
    await expect(approveWithdrawal(db(), operator, w2.id, undefined, {})).rejects.toMatchObject({
      errorName: 'INVALID_STATE',
    });
    const withdrawals = await ok(t.app, 'POST', '/finance/withdrawRecord', {
      token: me.token,
      body: {},
    });
    expect(withdrawals.records.map((r: { status: string }) => r.status)).toEqual([
      'REJECTED',
      'PASSED',
    ]);

    // The transaction list: newest first, every cash movement with its balance after.
    const txs = await ok(t.app, 'POST', '/finance/transaction', {
      token: me.token,
      body: { pageSize: 100 },
    });
    // The returned hold reads as the refund of that withdrawal, with the operator's reason;
    // the hold itself (and the paid one) are no refunds.
    expect(txs.records[0]).toMatchObject({
      scene: 'CONFIRM_WITHDRAW',
      amount: '2000.00',
      refund: { withdrawalId: w2.id, reason: 'Account name does not match' },
    });
    expect(txs.records[1]).toMatchObject({ amount: '-2000.00', refund: null });
    expect(txs.records.at(-1)).toMatchObject({
      scene: 'USER_DEPOSIT',
      amount: '250000.00',
      balance: '250000.00',
    });
    expect(txs.records[0].balance).toBe((await cash(me)).local);
    const fees = await ok(t.app, 'POST', '/finance/transaction', {
      token: me.token,
      body: { scene: 'TRADE_FEE', desc: false },
    });
    expect(fees.records.map((r: { amount: string }) => r.amount)).toEqual([
      fromUnits(-tradeFee(buyGross)),
      fromUnits(-tradeFee(sellGross)),
    ]);
    await expectLedgerConsistent(t.app);
  });

  it('withdrawals need KYC, enough cash and the tenant bank fields', async () => {
    const me = await newInvestor(t.app, 'inr');
    // INR requires a second factor: the investor is enrolled, and steps up first (a withdrawal
    // asks for it before anything else).
    await stepUp(t.app, me.host, me.token, me.totpSecret);
    const body = {
      amount: '100',
      opPwd: '493817',
      accountName: 'Ravi',
      bank: 'HDFC Bank',
      accountNumber: '50100123456789',
    };
    expect(
      (await api(t.app, 'POST', '/finance/withdraw', { token: me.token, host: me.host, body }))
        .code,
    ).toBe(20004);
    const operator = await operatorOf(t.app, 'inr');
    const photo = await uploadImage(t.app, me, 'KYC');
    await ok(t.app, 'POST', '/kyc', {
      token: me.token,
      host: me.host,
      body: {
        name: 'Ravi',
        idType: 'Aadhaar',
        idNumber: '2341 2341 2346',
        taxIdNumber: 'ABCPE1234F',
        photo: [photo],
      },
    });
    await reviewKyc(db(), operator, me.userId, { status: 'PASSED' });
    await setOpPassword(t.app, me, '493817');
    const noIfsc = await api(t.app, 'POST', '/finance/withdraw', {
      token: me.token,
      host: me.host,
      body,
    });
    expect(noIfsc.code).toBe(10001);
    expect(noIfsc.msg).toContain('IFSC');
    const withdraw = (fields: object) =>
      api(t.app, 'POST', '/finance/withdraw', {
        token: me.token,
        host: me.host,
        body: { ...body, extraCode: 'HDFC0000001', ...fields },
      });
    expect(await withdraw({ extraCode: 'HDFC1000001' })).toMatchObject({
      code: 10001,
      msg: 'extraCode is invalid: must be an IFSC code: 4 letters, 0, then 6 letters or digits (HDFC0001234)',
    });
    expect(await withdraw({ accountNumber: '1234' })).toMatchObject({
      code: 10001,
      msg: 'accountNumber is invalid: must be 9 to 18 digits',
    });
    expect(await withdraw({ accountName: '<b>A</b>' })).toMatchObject({
      code: 10001,
      msg: 'accountName is invalid: must not contain < or >',
    });
    await saveUsableDestination(t.app, me, { ...body, extraCode: 'HDFC0000001' });
    const broke = await api(t.app, 'POST', '/finance/withdraw', {
      token: me.token,
      host: me.host,
      body: { ...body, extraCode: 'HDFC0000001' },
    });
    expect(broke).toMatchObject({ code: 20001, msg: 'Insufficient Balance' });
  });

  it('saved banks follow the tenant rules and only their owner sees them', async () => {
    const me = await newInvestor(t.app, 'brl');
    const other = await newInvestor(t.app, 'brl');
    const bank = {
      accountName: 'Ana',
      bank: 'Nubank',
      accountNumber: '12345-6',
      bankCode: '260',
      extraCode: '529.982.247-25',
    };
    const add = (fields: object) =>
      api(t.app, 'POST', '/userBank/add', {
        token: me.token,
        host: me.host,
        body: { ...bank, ...fields },
      });
    expect(await add({ extraCode: '529.982.247-24' })).toMatchObject({
      code: 10001,
      msg: 'extraCode é inválido: o dígito verificador não confere, verifique se o número foi digitado corretamente',
    });
    expect(await add({ accountNumber: '12.345' })).toMatchObject({
      code: 10001,
      msg: 'accountNumber é inválido: deve ser o número da conta com o dígito (12345-6)',
    });
    expect((await add({ bankCode: '26' })).code).toBe(10001);
    // Zod's own wording of a refusal is in the caller's language too, not English.
    expect((await add({ accountName: 7 })).msg).toBe(
      'accountName é inválido: Entrada inválida: esperava um texto, recebeu um número',
    );
    expect((await add({ branch: 'Centro' })).msg).toBe(
      'branch é inválido: deve ser uma agência de 4 dígitos, com ou sem o dígito (1234-5)',
    );
    // BRL answers in Portuguese unless the caller asks for another language; the field keeps its API name.
    const en = await addInEnglish(t.app, me, { ...bank, accountName: 'Ana <i>' });
    expect(en).toMatchObject({
      code: 10001,
      msg: 'accountName is invalid: must not contain < or >',
    });
    expect(
      (
        await api(t.app, 'POST', '/userBank/add', {
          token: me.token,
          host: me.host,
          body: { ...bank, extraCode: undefined },
        })
      ).code,
    ).toBe(10001);
    const saved = await ok(t.app, 'POST', '/userBank/add', {
      token: me.token,
      host: me.host,
      body: bank,
    });
    const usdt = await ok(t.app, 'POST', '/userBank/add', {
      token: me.token,
      host: me.host,
      body: { usdt: true, accountName: 'Ana', accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
    });
    expect(usdt).toMatchObject({ usdt: true, bank: null });
    const updated = await ok(t.app, 'PUT', '/userBank/update', {
      token: me.token,
      host: me.host,
      body: { ...bank, id: saved.id, branch: '1234-5' },
    });
    expect(updated).toMatchObject({ branch: '1234-5', extraCode: '52998224725' });
    expect((await ok(t.app, 'POST', '/userBank', { token: me.token, host: me.host })).length).toBe(
      2,
    );
    const theirs = { token: other.token, host: other.host };
    expect(
      (await api(t.app, 'PUT', '/userBank/update', { ...theirs, body: { ...bank, id: saved.id } }))
        .code,
    ).toBe(10002);
    expect(
      (await api(t.app, 'DELETE', '/userBank/delete', { ...theirs, query: { bankId: saved.id } }))
        .code,
    ).toBe(10002);
    expect(await ok(t.app, 'POST', '/userBank', theirs)).toEqual([]);
    await ok(t.app, 'DELETE', '/userBank/delete', {
      token: me.token,
      host: me.host,
      query: { bankId: saved.id },
    });
    expect(
      (await ok(t.app, 'GET', '/user/balance', { token: me.token, host: me.host })).userBanks,
    ).toHaveLength(1);
  });

  it("money leaves only to saved destinations in the holder's name", async () => {
    const me = await newInvestor(t.app);
    await submitKyc(t.app, me);
    await reviewKyc(db(), await operatorOf(t.app, 'ngn'), me.userId, { status: 'PASSED' });
    await setOpPassword(t.app, me, '493817');
    await fund(t.app, me, 'NGN', '100000');
    const withdraw = (fields: object) =>
      api(t.app, 'POST', '/finance/withdraw', {
        token: me.token,
        body: { amount: '1000', opPwd: '493817', ...fields },
      });
    const add = (body: object) => api(t.app, 'POST', '/userBank/add', { token: me.token, body });
    const stranger = {
      accountName: 'Evil Person',
      bank: 'Zenith Bank',
      accountNumber: '0011223346',
    };

    // Typed straight into the withdrawal, never saved: refused, whatever the name.
    expect(await withdraw(stranger)).toMatchObject({ code: ERRORS.DESTINATION_NOT_SAVED.code });
    expect(await withdraw({ ...stranger, accountName: 'Ada Obi' })).toMatchObject({
      code: ERRORS.DESTINATION_NOT_SAVED.code,
      msg: 'Withdrawals go only to a saved account or address; save it first under Bank accounts',
    });
    // Saved accounts are in the KYC name: case, accents, spacing and order do not matter.
    expect(await add({ ...stranger, accountName: 'John Stranger' })).toMatchObject({
      code: ERRORS.HOLDER_NAME_MISMATCH.code,
      msg: 'The account must be in your own name, as verified in KYC',
    });
    const mine = { ...stranger, accountName: '  OBI   Ádá ' };
    expect((await add(mine)).code).toBe(0);
    expect(await add({ ...mine, accountName: 'Ada Obi' })).toMatchObject({
      code: ERRORS.DESTINATION_DUPLICATE.code,
    });
    // Saved, it still cools off first; the refusal says until when.
    expect(await withdraw(mine)).toMatchObject({ code: ERRORS.DESTINATION_COOLING_OFF.code });
    const usdt = { usdt: true, accountName: 'Ada Obi' };
    expect(
      await add({ ...usdt, accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF' }),
    ).toMatchObject({ code: 10001 });
    expect(
      await add({ ...usdt, accountNumber: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' }),
    ).toMatchObject({ code: 10001 });
    await saveUsableDestination(t.app, me, {
      ...usdt,
      accountNumber: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    });
    expect(
      await withdraw({
        ...usdt,
        amount: '20',
        accountNumber: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      }),
    ).toMatchObject({ code: ERRORS.DESTINATION_NOT_SAVED.code });
  });

  it("the bank code, IFSC or routing number must be the chosen bank's (tenant data)", async () => {
    const inr = await newInvestor(t.app, 'inr');
    await stepUp(t.app, inr.host, inr.token, inr.totpSecret);
    const brl = await newInvestor(t.app, 'brl');
    const usd = await newInvestor(t.app, 'usd');
    const add = (me: Investor, body: object) =>
      api(t.app, 'POST', '/userBank/add', { token: me.token, host: me.host, body });
    const mismatch = { code: ERRORS.BANK_CODE_MISMATCH.code };
    const hdfc = { accountName: 'Ravi', bank: 'HDFC Bank', accountNumber: '50100123456789' };
    expect(await add(inr, { ...hdfc, extraCode: 'SBIN0000001' })).toMatchObject(mismatch);
    expect(
      await add(inr, { ...hdfc, bank: 'Some Other Bank', extraCode: 'HDFC0000001' }),
    ).toMatchObject(mismatch);
    expect((await add(inr, { ...hdfc, extraCode: 'HDFC0000001' })).code).toBe(0);
    const bb = {
      accountName: 'Ana',
      bank: 'Banco do Brasil',
      accountNumber: '12345-6',
      bankCode: '999',
      extraCode: '529.982.247-25',
    };
    expect(await add(brl, bb)).toMatchObject({
      code: ERRORS.BANK_CODE_MISMATCH.code,
      msg: 'Este código não pertence ao banco escolhido',
    });
    expect((await add(brl, { ...bb, bankCode: '001' })).code).toBe(0);
    const wells = { accountName: 'Sam', bank: 'Wells Fargo', accountNumber: '000123456789' };
    expect(await add(usd, { ...wells, bankCode: '021000021' })).toMatchObject(mismatch);
    expect((await add(usd, { ...wells, bankCode: '121000248' })).code).toBe(0);
  });

  it('the demo investor is verified, funded through the ledger and has withdrawal password 123456', async () => {
    const { login } = await import('../support/api');
    const token = await login(t.app, 'demo', 'demo12');
    const profile = await ok(t.app, 'GET', '/user', { token });
    // Funded, then a month of seeded history (trades, an exchange, a held withdrawal) spent some.
    expect(profile).toMatchObject({ name: 'Demo Investor' });
    expect(Number(profile.balance)).toBeGreaterThan(1_000_000);
    const usdBefore = Number(profile.balanceUSD);
    expect(usdBefore).toBeGreaterThan(10_000);
    const w = await ok(t.app, 'POST', '/finance/withdraw', {
      token,
      body: {
        usdt: true,
        amount: '10',
        opPwd: '123456',
        accountNumber: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      },
    });
    expect(w).toMatchObject({ usdt: true, status: 'REVIEWING' });
    expect((await ok(t.app, 'GET', '/user/balance', { token })).balanceUSD).toBe(
      (usdBefore - 10).toFixed(2),
    );
    await expectLedgerConsistent(t.app);
  });
});

/** /userBank/add in English. */
async function addInEnglish(app: FastifyInstance, me: Investor, body: object) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/userBank/add',
    headers: { host: me.host, token: me.token, 'accept-language': 'en' },
    payload: body,
  });
  return res.json() as { code: number; msg: string };
}
