import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyFeatures, platformFeatures } from '../../src/features';
import { fromUnits, timesInt, toUnits } from '../../src/ledger/decimal';
import { offeringFeatures } from '../../src/offerings/offering-features';
import { blockTradePrice } from '../../src/offerings/offer-pricing';
import { tradeFee } from '../../src/trading/fee-schedule';
import { ERRORS } from '@trading/contract';
import { DEMO_OPERATOR } from '../../src/seed/demo-accounts';
import { signInStaff, staffLogin } from '../support/staff';
import { DB_KINDS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  api,
  expectLedgerConsistent,
  fund,
  newInvestor,
  ok,
  submitKyc,
  uploadImage,
  type Investor,
  saveUsableDestination,
  setOpPassword,
} from '../money/money-api';

const DAY = 86_400_000;

describe.each(DB_KINDS)('offerings and funds on %s', (kind) => {
  let t: TestApp;
  let now = Date.now();
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      features: [
        ...platformFeatures,
        ...moneyFeatures,
        ...offeringFeatures({ clock: () => new Date(now), settleEveryMs: 0 }),
      ],
    });
    operator = await staffLogin(t.app, DEMO_OPERATOR.username, 'ngn.localhost');
  });
  afterAll(() => t?.close());

  const cash = async (me: Investor) => {
    const b = await ok(t.app, 'GET', '/user/balance', { token: me.token, host: me.host });
    return { local: b.balance as string, usd: b.balanceUSD as string };
  };
  const scenes = async (me: Investor, currencyType?: string) => {
    const page = await ok(t.app, 'POST', '/finance/transaction', {
      token: me.token,
      host: me.host,
      body: { pageSize: 100, desc: false, ...(currencyType ? { currencyType } : {}) },
    });
    return (page.records as { scene: string; amount: string }[]).map(
      (r) => `${r.scene} ${r.amount}`,
    );
  };
  const admin = (
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    token = operator,
    host = 'ngn.localhost',
  ) =>
    api(t.app, method, `/admin${path}`, {
      token,
      host,
      ...(body === undefined ? {} : method === 'GET' ? { query: body as never } : { body }),
    });

  /** The investor's contract notes (newest first) and the contract-note notices they were sent. */
  const notes = async (me: Investor) => ({
    notes: (
      await ok(t.app, 'GET', '/documents/contractNotes', {
        token: me.token,
        host: me.host,
        query: { pageSize: 100 },
      })
    ).records,
    notices: (await ok(t.app, 'GET', '/user/notifications', { token: me.token, host: me.host }))
      .filter((n: { kind: string }) => n.kind === 'CONTRACT_NOTE_READY')
      .map((n: { detail: string }) => n.detail),
  });

  /** The tenant's admin on a host: the second pair of eyes on every allotment. */
  const approvers = new Map<string, Promise<string>>();
  const approverOn = (host: string) => {
    if (!approvers.has(host)) approvers.set(host, staffLogin(t.app, 'admin', host));
    return approvers.get(host)!;
  };
  /**
   * An allotment as the console makes it: the operator proposes, the admin approves; answers
   * the applications as written (one, or the offer's list), or the refusal of either step.
   */
  const allot = async (path: string, body: unknown, token = operator, host = 'ngn.localhost') => {
    const proposed = await admin('POST', path, body, token, host);
    if (proposed.code !== 0) return proposed;
    const approved = await admin(
      'POST',
      `/proposals/${proposed.data.id}/approve`,
      undefined,
      await approverOn(host),
      host,
    );
    if (approved.code !== 0) return approved;
    const rows = (await admin('GET', '/applications', { pageSize: 100 }, token, host)).data
      .records as { id: number }[];
    const written = (approved.data.change.preview.rows as { applicationId: number }[]).map((r) =>
      rows.find((row) => row.id === r.applicationId),
    );
    return { ...approved, data: path === '/applications/allot' ? written : written[0] };
  };

  /** The version of a queued item as the console is sent it. */
  const versionIn = async (queue: 'deposits' | 'withdrawals', id: number, token = operator) =>
    (await admin('GET', `/${queue}`, undefined, token)).data.find(
      (r: { id: number }) => r.id === id,
    ).version as string;

  it('IPO: apply → operator allots → partial then full funding → FINISH and a position, balances and ledger at each step', async () => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'USD', '100000');
    // ngn shows US stocks, so its offerings default to the USD area.
    const ipos = await ok(t.app, 'POST', '/ipo/pageIpo', { token: me.token, body: {} });
    const ipo = ipos.records.find(
      (r: { amountOpen: boolean; currencyType: string }) =>
        r.amountOpen && r.currencyType === 'USD',
    );
    expect(ipo).toBeDefined();
    const local = await ok(t.app, 'POST', '/ipo/pageIpo', {
      token: me.token,
      body: { area: 'NGN' },
    });
    expect(local.records.every((r: { currencyType: string }) => r.currencyType === 'NGN')).toBe(
      true,
    );

    expect(
      (
        await api(t.app, 'POST', '/ipo/applyIpo', {
          token: me.token,
          body: { id: ipo.id, amount: 0 },
        })
      ).code,
    ).toBe(10001);
    const applied = await ok(t.app, 'POST', '/ipo/applyIpo', {
      token: me.token,
      key: 'ipo-1',
      body: { id: ipo.id, amount: 500 },
    });
    expect(applied).toMatchObject({
      kind: 'IPO',
      status: 'APPLYING',
      applyUnit: 500,
      unit: 1,
      obtainNum: 0,
      funding: '0.00',
      price: ipo.price,
    });
    // The same Idempotency-Key does not apply twice.
    const replay = await ok(t.app, 'POST', '/ipo/applyIpo', {
      token: me.token,
      key: 'ipo-1',
      body: { id: ipo.id, amount: 500 },
    });
    expect(replay.id).toBe(applied.id);
    expect(
      (
        await api(t.app, 'POST', '/ipo/funding', {
          token: me.token,
          body: { id: applied.id, amount: '10' },
        })
      ).code,
    ).toBe(20008);

    const pending = await admin('GET', '/applications', { status: 'APPLYING' });
    expect(pending.data.records.map((r: { id: number }) => r.id)).toContain(applied.id);
    expect((await allot(`/applications/${applied.id}/allot`, { shares: 600 })).code).toBe(10001);
    const allotted = await allot(`/applications/${applied.id}/allot`, { shares: 300 });
    expect(allotted.data).toMatchObject({ status: 'FUNDING', obtainUnit: 300, obtainNum: 300 });
    expect((await allot(`/applications/${applied.id}/allot`, { shares: 300 })).code).toBe(20008);

    const owed = timesInt(toUnits(ipo.price), 300);
    const part = toUnits('1000');
    const first = await ok(t.app, 'POST', '/ipo/funding', {
      token: me.token,
      key: 'f1',
      body: { id: applied.id, amount: '1000' },
    });
    // The answer reports what was taken and the fee booked on it (the sheet showed both).
    expect(first).toMatchObject({
      status: 'FUNDING',
      funding: '1000.00',
      paid: '1000.00',
      fee: fromUnits(tradeFee(part)),
    });
    expect((await cash(me)).usd).toBe(fromUnits(toUnits('100000') - part - tradeFee(part)));
    const rest = owed - part;
    // Asking for more than is owed pays only what is owed.
    const second = await ok(t.app, 'POST', '/ipo/funding', {
      token: me.token,
      key: 'f2',
      body: { id: applied.id, amount: '99999' },
    });
    expect(second).toMatchObject({
      status: 'FINISH',
      funding: fromUnits(owed),
      paid: fromUnits(rest),
      fee: fromUnits(tradeFee(rest)),
    });
    expect((await cash(me)).usd).toBe(
      fromUnits(toUnits('100000') - owed - tradeFee(part) - tradeFee(rest)),
    );
    expect(
      (
        await api(t.app, 'POST', '/ipo/funding', {
          token: me.token,
          body: { id: applied.id, amount: '1' },
        })
      ).code,
    ).toBe(20008);

    const positions = await ok(t.app, 'POST', '/stockTrade/position', {
      token: me.token,
      body: { currencyType: 'USD' },
    });
    expect(positions.records).toContainEqual(
      expect.objectContaining({
        stockSymbol: ipo.stockSymbol,
        availableAmount: 300,
        avgPrice: ipo.price,
      }),
    );
    expect(await scenes(me, 'USD')).toEqual([
      'USER_DEPOSIT 100000.00',
      'FUNDING -1000.00',
      `FUNDING_FEE -${fromUnits(tradeFee(part))}`,
      `FUNDING -${fromUnits(rest)}`,
      `FUNDING_FEE -${fromUnits(tradeFee(rest))}`,
    ]);
    const mine = await ok(t.app, 'POST', '/ipo/pageApply', { token: me.token, body: {} });
    expect(mine.records[0]).toMatchObject({ id: applied.id, status: 'FINISH', obtainNum: 300 });
    // The payment that completed the allotment is its fill: one note, both payments and fees.
    expect(await notes(me)).toEqual({
      notes: [
        expect.objectContaining({
          source: 'APPLICATION',
          id: applied.id,
          kind: 'IPO',
          quantity: 300,
          netAmount: fromUnits(owed + tradeFee(part) + tradeFee(rest)),
          currencyType: 'USD',
        }),
      ],
      notices: [ipo.stockSymbol],
    });
    await expectLedgerConsistent(t.app);
  });

  it('funding: concurrent payments of the whole amount owed charge it once', async () => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'USD', '100000');
    const ipo = (
      await ok(t.app, 'POST', '/ipo/pageIpo', { token: me.token, body: {} })
    ).records.find((r: { amountOpen: boolean }) => r.amountOpen);
    const applied = await ok(t.app, 'POST', '/ipo/applyIpo', {
      token: me.token,
      body: { id: ipo.id, amount: 100 },
    });
    await allot(`/applications/${applied.id}/allot`, { shares: 100 });
    const owed = timesInt(toUnits(ipo.price), 100);
    const results = await Promise.all(
      [1, 2, 3].map((n) =>
        api(t.app, 'POST', '/ipo/funding', {
          token: me.token,
          key: `c${n}`,
          body: { id: applied.id, amount: fromUnits(owed) },
        }),
      ),
    );
    expect(results.map((r) => r.code).sort()).toEqual([0, 20008, 20008]);
    expect((await cash(me)).usd).toBe(fromUnits(toUnits('100000') - owed - tradeFee(owed)));
    await expectLedgerConsistent(t.app);
  });

  it("allots one offer's applications by the pro-rata rule: previewed first, then all or none", async () => {
    const [me, other] = [await newInvestor(t.app), await newInvestor(t.app)];
    const ipos = (await ok(t.app, 'POST', '/ipo/pageIpo', { token: me.token, body: {} })).records;
    const open = ipos.filter((r: { amountOpen: boolean }) => r.amountOpen);
    const ipo = open.find((r: { currencyType: string }) => r.currencyType === 'USD');
    // A second IPO, open now by the offerings' clock.
    const elsewhere = (
      await admin('POST', '/offerings/ipos', {
        kind: 'IPO',
        stockId: 4001,
        price: '10.00',
        startTime: now - 1000,
        endTime: now + 86_400_000,
      })
    ).data;
    const apply = (who: typeof me, id: number, amount: number, key: string) =>
      ok(t.app, 'POST', '/ipo/applyIpo', { token: who.token, key, body: { id, amount } });
    const a = await apply(me, ipo.id, 300, 'pr-a');
    const b = await apply(other, ipo.id, 100, 'pr-b');
    // An application of another offer is never part of this one's allotment.
    const c = await apply(other, elsewhere.id, 200, 'pr-c');
    const listed = (await admin('GET', '/applications', { status: 'APPLYING', pageSize: 100 })).data
      .records;
    expect(listed.find((r: { id: number }) => r.id === a.id)).toMatchObject({
      offeringId: ipo.id,
      userId: me.userId,
    });
    const offer = { kind: 'IPO', offeringId: ipo.id };
    const theirs = (rows: { applicationId: number }[]) =>
      rows.filter((r) => r.applicationId === a.id || r.applicationId === b.id);
    // Empty and impossible quantities are refused with the field's message; nothing is written.
    for (const available of ['', 0])
      expect((await allot('/applications/allot', { ...offer, available })).code).toBe(10001);
    const askedBefore = (
      await admin('POST', '/applications/allot/preview', { ...offer, available: 1_000_000 })
    ).data.asked;
    const preview = (
      await admin('POST', '/applications/allot/preview', { ...offer, available: 200 })
    ).data;
    expect(theirs(preview.rows)).toEqual([
      {
        applicationId: a.id,
        userId: me.userId,
        asked: 300,
        unit: a.unit,
        shares: expect.any(Number),
      },
      {
        applicationId: b.id,
        userId: other.userId,
        asked: 100,
        unit: b.unit,
        shares: expect.any(Number),
      },
    ]);
    expect(preview).toMatchObject({ available: 200, asked: askedBefore });
    expect(preview.allotted).toBeLessThanOrEqual(200);
    const statuses = async () =>
      (await admin('GET', '/applications', { pageSize: 100 })).data.records
        .filter((r: { id: number }) => [a.id, b.id, c.id].includes(r.id))
        .map((r: { id: number; status: string; obtainNum: number }) => [
          r.id,
          r.status,
          r.obtainNum,
        ]);
    expect(await statuses()).toEqual([
      [c.id, 'APPLYING', 0],
      [b.id, 'APPLYING', 0],
      [a.id, 'APPLYING', 0],
    ]);
    const allotted = (await allot('/applications/allot', { ...offer, available: 200 })).data;
    // Written as previewed, to this offer's applications only.
    expect(
      allotted.map((r: { id: number; obtainNum: number }) => ({
        applicationId: r.id,
        shares: r.obtainNum,
      })),
    ).toEqual(
      preview.rows.map((r: { applicationId: number; shares: number }) => ({
        applicationId: r.applicationId,
        shares: r.shares,
      })),
    );
    const shares = new Map(
      preview.rows.map((r: { applicationId: number; shares: number }) => [
        r.applicationId,
        r.shares,
      ]),
    );
    expect(await statuses()).toEqual([
      [c.id, 'APPLYING', 0],
      [b.id, shares.get(b.id) ? 'FUNDING' : 'FAILED', shares.get(b.id)],
      [a.id, shares.get(a.id) ? 'FUNDING' : 'FAILED', shares.get(a.id)],
    ]);
    // Nothing is left to allot: a second run is refused.
    expect((await allot('/applications/allot', { ...offer, available: 200 })).code).toBe(20008);
  });

  it('placements: a fixed amount forces the quantity, amountOpen false applies with 0 and can fail with 0 allotted', async () => {
    const me = await newInvestor(t.app);
    const placement = (await ok(t.app, 'POST', '/ipo/pagePlacement', { token: me.token, body: {} }))
      .records[0];
    expect(placement.fixedAmount).toBe(5);
    const fixed = await ok(t.app, 'POST', '/ipo/applyPlacement', {
      token: me.token,
      body: { id: placement.id, amount: 1 },
    });
    expect(fixed).toMatchObject({ kind: 'PLACEMENT', applyUnit: 5, status: 'APPLYING' });

    const block = (
      await ok(t.app, 'POST', '/ipo/pageBlockPlacement', { token: me.token, body: {} })
    ).records[0];
    expect(block.amountOpen).toBe(false);
    const open = await ok(t.app, 'POST', '/ipo/applyBlockPlacement', {
      token: me.token,
      body: { id: block.id, amount: 0 },
    });
    expect(open).toMatchObject({ kind: 'BLOCK_PLACEMENT', applyUnit: 0, status: 'APPLYING' });
    // With no quantity asked, the operator decides any whole number of units.
    const failed = await allot(`/applications/${open.id}/allot`, { shares: 0 });
    expect(failed.data).toMatchObject({ status: 'FAILED', obtainNum: 0 });
    // An IPO id is not a placement.
    const ipo = (await ok(t.app, 'POST', '/ipo/pageIpo', { token: me.token, body: {} })).records[0];
    expect(
      (
        await api(t.app, 'POST', '/ipo/applyPlacement', {
          token: me.token,
          body: { id: ipo.id, amount: 1 },
        })
      ).code,
    ).toBe(10002);
  });

  it('lots: under marketBuyModel 0 a unit is ipoUnit shares and allotments fill whole lots', async () => {
    const me = await newInvestor(t.app, 'brl');
    const brlOperator = await staffLogin(t.app, DEMO_OPERATOR.username, 'brl.localhost');
    const ipo = (
      await ok(t.app, 'POST', '/ipo/pageIpo', {
        token: me.token,
        host: me.host,
        body: { area: 'BRL' },
      })
    ).records[0];
    const applied = await ok(t.app, 'POST', '/ipo/applyIpo', {
      token: me.token,
      host: me.host,
      body: { id: ipo.id, amount: 3 },
    });
    expect(applied).toMatchObject({ applyUnit: 3, unit: ipo.ipoUnit });
    expect(
      (
        await allot(
          `/applications/${applied.id}/allot`,
          { shares: 250 },
          brlOperator,
          'brl.localhost',
        )
      ).code,
    ).toBe(10001);
    const allotted = await allot(
      `/applications/${applied.id}/allot`,
      { shares: 200 },
      brlOperator,
      'brl.localhost',
    );
    expect(allotted.data).toMatchObject({ obtainUnit: 2, obtainNum: 200, status: 'FUNDING' });
  });

  it('snap-up: applies only inside the window', async () => {
    const me = await newInvestor(t.app);
    const offers = (await ok(t.app, 'POST', '/stockSnapUp', { token: me.token, body: {} }))
      .records as { id: number; startTime: number; endTime: number }[];
    const open = offers.find((o) => o.startTime <= now && now <= o.endTime)!;
    const future = offers.find((o) => o.startTime > now)!;
    const ended = offers.find((o) => o.endTime < now)!;
    const applied = await ok(t.app, 'POST', '/stockSnapUp/applyOrder', {
      token: me.token,
      body: { id: open.id, amount: 100 },
    });
    expect(applied).toMatchObject({ kind: 'SNAP_UP', status: 'APPLYING', applyUnit: 100, unit: 1 });
    expect(
      (
        await api(t.app, 'POST', '/stockSnapUp/applyOrder', {
          token: me.token,
          body: { id: future.id, amount: 100 },
        })
      ).code,
    ).toBe(20006);
    expect(
      (
        await api(t.app, 'POST', '/stockSnapUp/applyOrder', {
          token: me.token,
          body: { id: ended.id, amount: 100 },
        })
      ).code,
    ).toBe(20006);
    const saved = now;
    now = open.endTime + 1;
    expect(
      (
        await api(t.app, 'POST', '/stockSnapUp/applyOrder', {
          token: me.token,
          body: { id: open.id, amount: 100 },
        })
      ).code,
    ).toBe(20006);
    now = saved;
    // The snap-up goes through the same allot → fund path.
    const allotted = await allot(`/applications/${applied.id}/allot`, { shares: 100 });
    expect(allotted.data.status).toBe('FUNDING');
  });

  it('quantitative: buy → lock → time passes → settled with principal and profit under the right scenes', async () => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '50000');
    const products = (
      await ok(t.app, 'POST', '/quantitative/productList', { token: me.token, body: {} })
    ).records as {
      id: number;
      lockDay: number;
      minBuyAmount: string;
      startTime: number;
      estimateProfitRate: string;
    }[];
    expect(products).toHaveLength(3);
    const weekly = products.find((p) => p.lockDay === 7)!;
    const notStarted = products.find((p) => p.startTime > now)!;
    expect(
      (
        await api(t.app, 'POST', '/quantitative/buy', {
          token: me.token,
          body: { id: weekly.id, amount: '999.99' },
        })
      ).code,
    ).toBe(20007);
    expect(
      (
        await api(t.app, 'POST', '/quantitative/buy', {
          token: me.token,
          body: { id: notStarted.id, amount: '20000' },
        })
      ).code,
    ).toBe(20006);
    expect(
      (
        await api(t.app, 'POST', '/quantitative/buy', {
          token: me.token,
          body: { id: weekly.id, amount: '60000' },
        })
      ).code,
    ).toBe(20001);

    const order = await ok(t.app, 'POST', '/quantitative/buy', {
      token: me.token,
      key: 'q1',
      body: { id: weekly.id, amount: '2000' },
    });
    await ok(t.app, 'POST', '/quantitative/buy', {
      token: me.token,
      key: 'q1',
      body: { id: weekly.id, amount: '2000' },
    });
    expect(order).toMatchObject({
      status: 'LOCKED',
      applyAmount: '2000.00',
      profitAmount: '0.00',
      lockDay: 7,
      rates: ['1.20', '2.50'],
    });
    expect(order.lockEndTime - order.createTime).toBe(7 * DAY);
    expect((await cash(me)).local).toBe('48000.00');
    // One note and one notice, however often the buy is retried.
    const bought = await notes(me);
    expect(bought.notes).toEqual([
      expect.objectContaining({
        source: 'QUANT_ORDER',
        id: order.id,
        kind: 'FUND',
        quantity: null,
        netAmount: '2000.00',
      }),
    ]);
    expect(bought.notices).toHaveLength(1);
    expect((await admin('POST', `/quant/orders/${order.id}/settle`)).code).toBe(20008);

    const second = await ok(t.app, 'POST', '/quantitative/buy', {
      token: me.token,
      body: { id: weekly.id, amount: '1000' },
    });
    now += 8 * DAY;
    try {
      // Reading the orders settles the reader's due orders.
      const orders = await ok(t.app, 'POST', '/quantitative/orders', { token: me.token, body: {} });
      expect(orders.records).toHaveLength(2);
      expect(orders.records.every((o: { status: string }) => o.status === 'FINISHED')).toBe(true);
      expect(orders.records.find((o: { id: number }) => o.id === order.id).profitAmount).toBe(
        '24.00',
      );
      expect((await cash(me)).local).toBe('50036.00');
      expect(await scenes(me, 'NGN')).toEqual([
        'USER_DEPOSIT 50000.00',
        'QUANTITATIVE_BUY -2000.00',
        'QUANTITATIVE_BUY -1000.00',
        'QUANTITATIVE_BACK 2000.00',
        'QUANTITATIVE_REBASE 24.00',
        'QUANTITATIVE_BACK 1000.00',
        'QUANTITATIVE_REBASE 12.00',
      ]);
      expect((await admin('POST', `/quant/orders/${second.id}/settle`)).code).toBe(20008);
    } finally {
      now -= 8 * DAY;
    }
    await expectLedgerConsistent(t.app);
  });

  it('quantitative: the operator settles all due orders, audited', async () => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'NGN', '10000');
    const weekly = (
      await ok(t.app, 'POST', '/quantitative/productList', { token: me.token, body: {} })
    ).records.find((p: { lockDay: number }) => p.lockDay === 7);
    const order = await ok(t.app, 'POST', '/quantitative/buy', {
      token: me.token,
      body: { id: weekly.id, amount: '5000' },
    });
    expect((await admin('POST', '/quant/settle')).data).toEqual([]);
    const locked = await admin('GET', '/quant/orders', { status: 'LOCKED' });
    expect(locked.data.records).toContainEqual(
      expect.objectContaining({ id: order.id, userId: me.userId, status: 'LOCKED' }),
    );
    now += 7 * DAY;
    try {
      const settled = await admin('POST', '/quant/settle');
      expect(settled.data).toContainEqual(
        expect.objectContaining({ id: order.id, status: 'FINISHED', profitAmount: '60.00' }),
      );
    } finally {
      now -= 7 * DAY;
    }
    expect((await cash(me)).local).toBe('10060.00');
    const audit = await admin('GET', '/audit', { limit: 200 });
    expect(audit.data.entries).toContainEqual(
      expect.objectContaining({
        action: 'QUANT_SETTLE',
        targetType: 'quant_order',
        targetId: String(order.id),
        operatorName: DEMO_OPERATOR.username,
        channel: 'api',
        before: expect.objectContaining({ status: 'LOCKED' }),
        after: expect.objectContaining({ status: 'FINISHED' }),
      }),
    );
  });

  it('block trade: buys at the discounted price with the stock fee, an order record and a position', async () => {
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'USD', '100000');
    const items = (await ok(t.app, 'POST', '/blockTrade', { token: me.token, body: {} })).records;
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i: { currencyType: string }) => i.currencyType === 'USD')).toBe(true);
    const item = items[0];
    expect(
      (
        await api(t.app, 'POST', '/blockTrade/buy', {
          token: me.token,
          body: { id: item.id, amount: 15 },
        })
      ).code,
    ).toBe(10001);
    expect(
      (
        await api(t.app, 'POST', '/blockTrade/buy', {
          token: me.token,
          body: { id: item.id, amount: 5 },
        })
      ).code,
    ).toBe(20007);

    const price = blockTradePrice(item.price, item.discountRate);
    const order = await ok(t.app, 'POST', '/blockTrade/buy', {
      token: me.token,
      key: 'b1',
      body: { id: item.id, amount: 20 },
    });
    const gross = timesInt(price, 20);
    expect(order).toMatchObject({
      side: 'BUY',
      amount: 20,
      price: fromUnits(price),
      fee: fromUnits(tradeFee(gross)),
      stockSymbol: item.stockSymbol,
    });
    expect((await cash(me)).usd).toBe(fromUnits(toUnits('100000') - gross - tradeFee(gross)));
    const buys = await ok(t.app, 'POST', '/stockTrade/buyRecord', { token: me.token, body: {} });
    expect(buys.records).toContainEqual(
      expect.objectContaining({ id: order.id, type: 'BLOCK_TRADE' }),
    );
    const positions = await ok(t.app, 'POST', '/stockTrade/position', {
      token: me.token,
      body: { currencyType: 'USD' },
    });
    expect(positions.records).toContainEqual(
      expect.objectContaining({
        stockId: order.stockId,
        availableAmount: 20,
        avgPrice: fromUnits(price),
      }),
    );
    expect(await scenes(me, 'USD')).toEqual([
      'USER_DEPOSIT 100000.00',
      `TRADE -${fromUnits(gross)}`,
      `TRADE_FEE -${fromUnits(tradeFee(gross))}`,
    ]);
    expect(await notes(me)).toEqual({
      notes: [
        expect.objectContaining({
          source: 'ORDER',
          id: order.id,
          kind: 'BLOCK_TRADE',
          quantity: 20,
          netAmount: fromUnits(gross + tradeFee(gross)),
        }),
      ],
      notices: [item.stockSymbol],
    });
    await expectLedgerConsistent(t.app);
  });

  it('operator API: investors are forbidden, tenants are sealed, actions are audited', async () => {
    const me = await newInvestor(t.app);
    expect((await admin('GET', '/kyc', undefined, me.token)).code).toBe(10003);
    expect((await api(t.app, 'GET', '/admin/kyc')).code).toBe(-99999);
    // A token only exists on its own tenant's host.
    expect((await admin('GET', '/kyc', undefined, operator, 'brl.localhost')).code).toBe(-99999);

    const ipo = (await ok(t.app, 'POST', '/ipo/pageIpo', { token: me.token, body: {} })).records[0];
    const applied = await ok(t.app, 'POST', '/ipo/applyIpo', {
      token: me.token,
      body: { id: ipo.id, amount: 10 },
    });
    const brlOperator = await staffLogin(t.app, DEMO_OPERATOR.username, 'brl.localhost');
    expect(
      (
        await allot(
          `/applications/${applied.id}/allot`,
          { shares: 10 },
          brlOperator,
          'brl.localhost',
        )
      ).code,
    ).toBe(10002);
    const brlList = await admin('GET', '/applications', {}, brlOperator, 'brl.localhost');
    expect(brlList.data.records.map((r: { id: number }) => r.id)).not.toContain(applied.id);
    expect(
      (await ok(t.app, 'POST', '/ipo/pageApply', { token: me.token, body: {} })).records[0].status,
    ).toBe('APPLYING');

    // Creating an offering is audited; the new snap-up is listed at once.
    const created = await admin('POST', '/offerings/snap-ups', {
      stockId: 4001,
      price: '199.90',
      startTime: now - DAY,
      endTime: now + DAY,
    });
    expect(created.code).toBe(0);
    expect(
      (
        await admin('POST', '/offerings/snap-ups', {
          stockId: 1101,
          price: '1',
          startTime: now,
          endTime: now + DAY,
        })
      ).code,
    ).toBe(20005);
    expect(
      (
        await admin('POST', '/offerings/snap-ups', {
          stockId: 4001,
          price: '1',
          startTime: now,
          endTime: now - 1,
        })
      ).code,
    ).toBe(10001);
    const offers = await ok(t.app, 'POST', '/stockSnapUp', {
      token: me.token,
      body: { pageSize: 100 },
    });
    expect(offers.records.map((o: { id: number }) => o.id)).toContain(created.data.id);

    // Refused attempts are on the trail too: read the creations.
    const audit = await admin('GET', '/audit', { action: 'OFFERING_CREATE' });
    expect(audit.data.entries[0]).toMatchObject({
      action: 'OFFERING_CREATE',
      targetType: 'SNAP_UP',
      targetId: String(created.data.id),
      before: null,
    });
    expect(
      (await admin('GET', '/audit', undefined, brlOperator, 'brl.localhost')).data.entries.map(
        (a: { id: number }) => a.id,
      ),
    ).not.toContain(audit.data.entries[0].id);
  });

  it('operator API: KYC, deposits and withdrawals move through the money core', async () => {
    const me = await newInvestor(t.app);
    await submitKyc(t.app, me);
    const kyc = await admin('GET', '/kyc');
    expect(kyc.data).toContainEqual(
      expect.objectContaining({ userId: me.userId, username: me.username, name: 'Ada Obi' }),
    );
    const seen = kyc.data.find((k: { userId: number }) => k.userId === me.userId).version;
    expect((await admin('POST', `/kyc/${me.userId}/approve`, { version: seen })).code).toBe(0);
    expect((await ok(t.app, 'GET', '/kyc', { token: me.token })).status).toBe('PASSED');
    expect(
      (await admin('POST', `/kyc/${me.userId}/reject`, { version: seen, reason: 'ID_UNREADABLE' }))
        .code,
    ).toBe(ERRORS.ALREADY_DECIDED.code);

    const receipt = await uploadImage(t.app, me, 'DEPOSIT');
    const deposit = await ok(t.app, 'POST', '/finance/deposit', {
      token: me.token,
      body: {
        amount: '5000',
        accountName: 'Ada Obi',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
        receipt,
        authCode: 'FUND-NGN',
      },
    });
    expect((await admin('GET', '/deposits')).data).toContainEqual(
      expect.objectContaining({ id: deposit.id, amount: '5000.00' }),
    );
    expect(
      (
        await admin('POST', `/deposits/${deposit.id}/approve`, {
          note: 'bank statement 12',
          version: await versionIn('deposits', deposit.id),
        })
      ).code,
    ).toBe(0);
    expect((await cash(me)).local).toBe('5000.00');

    await setOpPassword(t.app, me, '482916');

    await saveUsableDestination(t.app, me, {
      accountName: 'Ada Obi',
      bank: 'Zenith Bank',
      accountNumber: '0011223346',
    });
    const withdrawal = await ok(t.app, 'POST', '/finance/withdraw', {
      token: me.token,
      body: {
        amount: '1000',
        opPwd: '482916',
        accountName: 'Ada Obi',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
      },
    });
    expect((await admin('GET', '/withdrawals')).data).toContainEqual(
      expect.objectContaining({ id: withdrawal.id }),
    );
    expect(
      (
        await admin('POST', `/withdrawals/${withdrawal.id}/reject`, {
          version: await versionIn('withdrawals', withdrawal.id),
          reason: 'DESTINATION_INVALID',
        })
      ).code,
    ).toBe(0);
    expect((await cash(me)).local).toBe('5000.00');

    const actions = (await admin('GET', '/audit', { limit: 200 })).data.entries.map(
      (a: { action: string; targetId: string }) => `${a.action} ${a.targetId}`,
    );
    expect(actions).toEqual(
      expect.arrayContaining([
        `KYC_APPROVE ${me.userId}`,
        `DEPOSIT_APPROVE ${deposit.id}`,
        `WITHDRAWAL_REJECT ${withdrawal.id}`,
      ]),
    );
    await expectLedgerConsistent(t.app);
  });

  /** An investor with `amount` NGN waiting for a withdrawal decision (KYC passed, funded). */
  const pendingWithdrawal = async (amount: string) => {
    const me = await newInvestor(t.app);
    await submitKyc(t.app, me);
    const kyc = (await admin('GET', '/kyc')).data.find(
      (k: { userId: number }) => k.userId === me.userId,
    );
    await admin('POST', `/kyc/${me.userId}/approve`, { version: kyc.version });
    await fund(t.app, me, 'NGN', amount);
    await setOpPassword(t.app, me, '482916');
    const destination = {
      accountName: 'Ada Obi',
      bank: 'Zenith Bank',
      accountNumber: '0011223346',
    };
    await saveUsableDestination(t.app, me, destination);
    return ok(t.app, 'POST', '/finance/withdraw', {
      token: me.token,
      body: { ...destination, amount, opPwd: '482916' },
    });
  };

  it('two reviewers deciding the same item at once: one decision, the other told who made it', async () => {
    const as = await signInStaff(t.app);
    const reviewers = ['reviewer', 'reviewer2'].map((name) => ({ name, token: as(name).token }));
    const race = async (
      path: string,
      version: string,
      verbs: ['approve' | 'reject', 'approve' | 'reject'],
    ) => {
      const answers = await Promise.all(
        reviewers.map((r, i) =>
          admin(
            'POST',
            `${path}/${verbs[i]}`,
            { version, note: 'checked', reason: 'VERIFICATION_REQUIRED' },
            r.token,
          ),
        ),
      );
      const winner = answers.findIndex((a) => a.code === 0);
      expect(winner).toBeGreaterThanOrEqual(0);
      expect(answers[1 - winner]).toMatchObject({
        code: ERRORS.ALREADY_DECIDED.code,
        msg: `Already decided by ${reviewers[winner]!.name}`,
        data: null,
      });
    };
    const withdrawal = await pendingWithdrawal('3000');
    await race(`/withdrawals/${withdrawal.id}`, await versionIn('withdrawals', withdrawal.id), [
      'approve',
      'reject',
    ]);
    const me = await newInvestor(t.app);
    const deposit = await ok(t.app, 'POST', '/finance/deposit', {
      token: me.token,
      body: {
        amount: '5000',
        accountName: 'Ada Obi',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
        receipt: await uploadImage(t.app, me, 'DEPOSIT'),
        authCode: 'FUND-NGN',
      },
    });
    await race(`/deposits/${deposit.id}`, await versionIn('deposits', deposit.id), [
      'approve',
      'approve',
    ]);
    // Credited once, whichever reviewer won.
    expect((await cash(me)).local).toBe('5000.00');
    await expectLedgerConsistent(t.app);
  });

  it('a decision made on a version the item no longer has is refused, in the caller language', async () => {
    // Above the ngn limit of 1,000,000: the first approval changes the item under review.
    const withdrawal = await pendingWithdrawal('1500000');
    const seen = await versionIn('withdrawals', withdrawal.id);
    expect(
      (await admin('POST', `/withdrawals/${withdrawal.id}/approve`, { version: seen })).data,
    ).toMatchObject({ status: 'REVIEWING' });
    const as = await signInStaff(t.app);
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/admin/withdrawals/${withdrawal.id}/reject`,
      headers: { host: 'ngn.localhost', token: as('reviewer').token, 'accept-language': 'pt' },
      payload: { version: seen, reason: 'ACCOUNT_NAME_MISMATCH', note: 'wrong account' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: ERRORS.ALREADY_DECIDED.code,
      msg: `Já decidido por ${DEMO_OPERATOR.username}`,
    });
    // Nothing moved: still held, still waiting for its second approval.
    expect((await versionIn('withdrawals', withdrawal.id)) === seen).toBe(false);
    expect((await admin('POST', `/withdrawals/${withdrawal.id}/reject`, {})).code).toBe(
      ERRORS.VALIDATION.code,
    );
    await expectLedgerConsistent(t.app);
  });
});
