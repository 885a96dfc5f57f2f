import { ERRORS } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertIpoOffering } from '../../src/offerings/ipo-offering-repository';
import { api, fund, newInvestor, ok, servicesOf } from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe.each(DB_KINDS)('published offers in the console on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  const placement = async (startTime: number, endTime: number) =>
    (
      await ok(
        t.app,
        'POST',
        '/admin/offerings/ipos',
        as('operator', { kind: 'PLACEMENT', stockId: 4001, price: '12.50', startTime, endTime }),
      )
    ).id as number;
  const listed = async () =>
    (await ok(t.app, 'GET', '/admin/offerings', as('operator'))) as {
      kind: string;
      id: number;
      startTime: number;
      endTime: number | null;
    }[];
  const investorPlacements = async (token: string) =>
    (await ok(t.app, 'POST', '/ipo/pagePlacement', { token, body: { pageSize: 100 } })).records.map(
      (r: { id: number }) => r.id,
    );
  const auditOf = async (action: string, id: number) =>
    (
      await ok(t.app, 'GET', '/admin/audit', { ...as('operator'), query: { limit: 200 } })
    ).entries.find(
      (a: { action: string; targetId: string }) => a.action === action && a.targetId === String(id),
    );

  it('lists every kind that has not ended, the soonest to close first, and closing one takes it off the investors’ list', async () => {
    const now = Date.now();
    const open = await placement(now - HOUR, now + DAY);
    const upcoming = await placement(now + DAY, now + 2 * DAY);
    // Published earlier, it ended by itself yesterday: no new offer may end in the past.
    expect(
      (
        await api(
          t.app,
          'POST',
          '/admin/offerings/ipos',
          as('operator', {
            kind: 'PLACEMENT',
            stockId: 4001,
            price: '12.50',
            startTime: now - 2 * DAY,
            endTime: now - DAY,
          }),
        )
      ).code,
    ).toBe(ERRORS.VALIDATION.code);
    const { id: ended } = await insertIpoOffering(servicesOf(t.app).db, {
      tenantId: 'ngn',
      kind: 'PLACEMENT',
      instrumentId: 4001,
      price: '12.50',
      ipoUnit: 100,
      amountOpen: true,
      startTime: new Date(now - 2 * DAY),
      endTime: new Date(now - DAY),
    });
    const offers = await listed();
    const ids = offers.map((o) => o.id);
    expect(ids).toEqual(expect.arrayContaining([open, upcoming]));
    expect(ids).not.toContain(ended);
    expect(new Set(offers.map((o) => o.kind))).toEqual(
      new Set(['IPO', 'PLACEMENT', 'BLOCK_PLACEMENT', 'SNAP_UP', 'QUANT_PRODUCT', 'BLOCK_TRADE']),
    );
    const ends = offers.map((o) => o.endTime ?? Infinity);
    expect(ends).toEqual([...ends].sort((a, b) => a - b));
    expect(offers.find((o) => o.id === open)).toMatchObject({
      kind: 'PLACEMENT',
      stockCode: expect.any(String),
      price: '12.50',
      currencyType: 'USD',
      endTime: now + DAY,
    });

    const me = await newInvestor(t.app);
    expect(await investorPlacements(me.token)).toContain(open);
    const closed = await ok(
      t.app,
      'POST',
      `/admin/offerings/PLACEMENT/${open}/close`,
      as('operator'),
    );
    expect(closed.endTime).toBeLessThanOrEqual(Date.now());
    expect(await investorPlacements(me.token)).not.toContain(open);
    expect((await listed()).map((o) => o.id)).not.toContain(open);
    expect(await auditOf('OFFERING_CLOSE', open)).toMatchObject({
      targetType: 'PLACEMENT',
      before: { endTime: now + DAY },
      after: { endTime: closed.endTime },
    });

    // Closing twice, or closing an offer that ended by itself, is refused and changes nothing.
    for (const id of [open, ended]) {
      const again = await api(
        t.app,
        'POST',
        `/admin/offerings/PLACEMENT/${id}/close`,
        as('operator'),
      );
      expect(again.code).toBe(ERRORS.INVALID_STATE.code);
    }
    // An upcoming offer closes without ever opening.
    const never = await ok(
      t.app,
      'POST',
      `/admin/offerings/PLACEMENT/${upcoming}/close`,
      as('operator'),
    );
    expect(never.startTime).toBe(never.endTime);
    expect(await investorPlacements(me.token)).not.toContain(upcoming);
  });

  it('moves a window: an open offer keeps its start, an upcoming one moves whole, never into the past', async () => {
    const now = Date.now();
    const open = await placement(now - HOUR, now + DAY);
    const upcoming = await placement(now + DAY, now + 2 * DAY);
    const move = (id: number, startTime: number, endTime: number) =>
      api(
        t.app,
        'POST',
        `/admin/offerings/PLACEMENT/${id}/window`,
        as('operator', { startTime, endTime }),
      );

    const extended = await move(open, now - HOUR, now + 3 * DAY);
    expect(extended.data).toMatchObject({ startTime: now - HOUR, endTime: now + 3 * DAY });
    expect((await move(open, now + HOUR, now + 3 * DAY)).code).toBe(ERRORS.INVALID_STATE.code);
    expect((await move(open, now - HOUR, now - 1)).code).toBe(ERRORS.VALIDATION.code);
    expect((await move(upcoming, now + 2 * DAY, now + DAY)).code).toBe(ERRORS.VALIDATION.code);
    expect((await move(upcoming, now - DAY, now + DAY)).code).toBe(ERRORS.VALIDATION.code);
    const later = await move(upcoming, now + 3 * DAY, now + 4 * DAY);
    expect(later.data).toMatchObject({ startTime: now + 3 * DAY, endTime: now + 4 * DAY });
    expect(await auditOf('OFFERING_WINDOW', upcoming)).toMatchObject({
      before: { startTime: now + DAY, endTime: now + 2 * DAY },
      after: { startTime: now + 3 * DAY, endTime: now + 4 * DAY },
    });
    const listedLater = (await listed()).find((o) => o.id === upcoming);
    expect(listedLater).toMatchObject({ startTime: now + 3 * DAY, endTime: now + 4 * DAY });
  });

  it('a block trade is on offer until closed: listed last with no end, then gone and refused to buyers', async () => {
    const { id } = await ok(
      t.app,
      'POST',
      '/admin/offerings/block-trades',
      as('operator', { stockId: 4001, price: '150.00', discountRate: '-5' }),
    );
    const offers = await listed();
    expect(offers.at(-1)).toMatchObject({ kind: 'BLOCK_TRADE', endTime: null });
    expect(offers.find((o) => o.kind === 'BLOCK_TRADE' && o.id === id)).toMatchObject({
      price: '150.00',
      endTime: null,
    });
    const me = await newInvestor(t.app);
    await fund(t.app, me, 'USD', '100000');
    const onOffer = async () =>
      (
        await ok(t.app, 'POST', '/blockTrade', { token: me.token, body: { pageSize: 100 } })
      ).records.map((r: { id: number }) => r.id);
    expect(await onOffer()).toContain(id);
    // Dates are not a block trade's to move.
    const move = await api(
      t.app,
      'POST',
      `/admin/offerings/BLOCK_TRADE/${id}/window`,
      as('operator', { startTime: Date.now(), endTime: Date.now() + DAY }),
    );
    expect(move.code).toBe(ERRORS.VALIDATION.code);

    const closed = await ok(
      t.app,
      'POST',
      `/admin/offerings/BLOCK_TRADE/${id}/close`,
      as('operator'),
    );
    expect(closed.endTime).toBeLessThanOrEqual(Date.now());
    expect(await onOffer()).not.toContain(id);
    expect((await listed()).some((o) => o.kind === 'BLOCK_TRADE' && o.id === id)).toBe(false);
    const buy = await api(t.app, 'POST', '/blockTrade/buy', {
      token: me.token,
      key: 'after-close',
      body: { id, amount: 20 },
    });
    expect(buy.code).toBe(ERRORS.OFFER_NOT_OPEN.code);
    expect(
      (await api(t.app, 'POST', `/admin/offerings/BLOCK_TRADE/${id}/close`, as('operator'))).code,
    ).toBe(ERRORS.INVALID_STATE.code);
    expect(await auditOf('OFFERING_CLOSE', id)).toMatchObject({
      targetType: 'BLOCK_TRADE',
      before: { endTime: null },
      after: { endTime: closed.endTime },
    });
  });

  it('a double press closes once: one close succeeds, the other is refused, one audit entry', async () => {
    const now = Date.now();
    const id = await placement(now - HOUR, now + DAY);
    const presses = await Promise.all(
      [1, 2, 3].map(() =>
        api(t.app, 'POST', `/admin/offerings/PLACEMENT/${id}/close`, as('operator')),
      ),
    );
    expect(presses.map((p) => p.code).sort()).toEqual([
      0,
      ERRORS.INVALID_STATE.code,
      ERRORS.INVALID_STATE.code,
    ]);
    const entries = (
      await ok(t.app, 'GET', '/admin/audit', { ...as('operator'), query: { limit: 200 } })
    ).entries.filter(
      (a: { action: string; targetId: string }) =>
        a.action === 'OFFERING_CLOSE' && a.targetId === String(id),
    );
    expect(entries).toHaveLength(1);
  });

  it('finds an offer only by its own kind and tenant, and only for an operator', async () => {
    const now = Date.now();
    const id = await placement(now - HOUR, now + DAY);
    const close = (path: string, call: object) => api(t.app, 'POST', path, call);
    expect((await close(`/admin/offerings/IPO/${id}/close`, as('operator'))).code).toBe(
      ERRORS.NOT_FOUND.code,
    );
    const brl = await signInStaff(t.app, 'brl.localhost');
    expect((await close(`/admin/offerings/PLACEMENT/${id}/close`, brl('operator'))).code).toBe(
      ERRORS.NOT_FOUND.code,
    );
    expect((await close(`/admin/offerings/PLACEMENT/${id}/close`, as('reviewer'))).code).toBe(
      ERRORS.FORBIDDEN.code,
    );
    expect((await close(`/admin/offerings/BLOCK_TRADE/${id}/close`, as('operator'))).code).toBe(
      ERRORS.NOT_FOUND.code,
    );
    expect((await close(`/admin/offerings/BOND/${id}/close`, as('operator'))).code).toBe(
      ERRORS.VALIDATION.code,
    );
    expect((await listed()).map((o) => o.id)).toContain(id);
  });

  it('refuses a block trade that is not a discount and a snap-up entirely in the past, with the field named', async () => {
    const blockTrade = (discountRate: string) =>
      api(
        t.app,
        'POST',
        '/admin/offerings/block-trades',
        as('operator', { stockId: 4001, price: '230.00', discountRate }),
      );
    for (const rate of ['150', '0', '-100', '-150']) {
      const refused = await blockTrade(rate);
      expect(refused.code, rate).toBe(ERRORS.VALIDATION.code);
      expect(refused.msg).toContain('discountRate');
    }
    expect((await blockTrade('-5')).code).toBe(0);
    const now = Date.now();
    const pastSnapUp = await api(
      t.app,
      'POST',
      '/admin/offerings/snap-ups',
      as('operator', {
        stockId: 4001,
        price: '10.00',
        startTime: now - 2 * DAY,
        endTime: now - DAY,
      }),
    );
    expect(pastSnapUp).toMatchObject({ code: ERRORS.VALIDATION.code });
    expect(pastSnapUp.msg).toContain('endTime');
  });
});
