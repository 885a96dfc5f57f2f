import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, newInvestor, ok, type Investor } from './money-api';
import { DB_KINDS } from '../support/databases';
import { signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

/** A TRON transaction id: 64 hex digits, no prefix. */
const tronHash = () => randomBytes(32).toString('hex');

describe.each(DB_KINDS)('a USDT deposit names its on-chain transfer, on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  let n = 0;
  const deposit = (me: Investor, body: object) =>
    api(t.app, 'POST', '/finance/deposit', {
      host: me.host,
      token: me.token,
      key: `tx-${kind}-${n++}`,
      body: { usdt: true, amount: '50', ...body },
    });

  it('is checked against the deposit address network (TRC20) and shown to staff, lower case', async () => {
    const me = await newInvestor(t.app);
    const hash = tronHash();
    const record = await deposit(me, { txHash: ` ${hash.toUpperCase()} ` });
    expect(record.code).toBe(0);
    const pending = (await ok(t.app, 'GET', '/admin/deposits', as('reviewer'))).find(
      (r: { id: number }) => r.id === record.data.id,
    );
    expect(pending).toMatchObject({ usdt: true, txHash: hash });

    // An ERC20 hash cannot pay a TRC20 address; a short or non-hex one is a typo.
    for (const wrong of [`0x${tronHash()}`, hash.slice(1), `${hash.slice(1)}g`])
      expect(await deposit(me, { txHash: wrong })).toMatchObject({
        code: 10001,
        msg: 'txHash is invalid: must be a TRC20 transaction hash: 64 hexadecimal characters',
      });
    // Optional: a deposit without one is reviewed as before.
    expect((await deposit(me, {})).code).toBe(0);
  });

  it('is refused when the same transfer was already submitted, by anyone', async () => {
    const hash = tronHash();
    const first = await newInvestor(t.app);
    const second = await newInvestor(t.app);
    expect((await deposit(first, { txHash: hash })).code).toBe(0);
    const refusal = {
      code: 10001,
      msg: 'txHash is invalid: this transaction was already submitted for a deposit',
    };
    expect(await deposit(first, { txHash: hash })).toMatchObject(refusal);
    expect(await deposit(second, { txHash: hash.toUpperCase() })).toMatchObject(refusal);
  });

  it('two simultaneous claims of one transfer: one deposit, the other refused, never a 5xx', async () => {
    const hash = tronHash();
    const [a, b] = [await newInvestor(t.app), await newInvestor(t.app)];
    const answers = await Promise.all([a, b, a, b].map((who) => deposit(who, { txHash: hash })));
    expect(answers.filter((r) => r.code === 0)).toHaveLength(1);
    for (const refused of answers.filter((r) => r.code !== 0))
      expect(refused).toMatchObject({ code: 10001 });
  });
});
