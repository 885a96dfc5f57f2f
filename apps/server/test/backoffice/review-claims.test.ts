import { ERRORS } from '@trading/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  newInvestor,
  ok,
  pngTagged,
  servicesOf,
  submitKyc,
  uploadImage,
} from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { deciding, signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

const CLAIMED_BY_OTHER = ERRORS.CLAIMED_BY_OTHER.code;

describe.each(DB_KINDS)('review claims on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  /** A fresh investor's bank deposit waiting in the queue; answers its id. */
  const newDeposit = async (): Promise<number> => {
    const me = await newInvestor(t.app);
    const deposit = await ok(t.app, 'POST', '/finance/deposit', {
      token: me.token,
      body: {
        amount: '250000',
        accountName: 'Ada Obi',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
        authCode: 'FUND-NGN',
        receipt: await uploadImage(t.app, me, 'DEPOSIT', pngTagged(me.username)),
      },
    });
    return deposit.id;
  };
  const claim = (username: string, id: number) =>
    api(t.app, 'POST', `/admin/deposits/${id}/claim`, as(username));
  const listed = async (username: string, id: number) =>
    (await ok(t.app, 'GET', '/admin/deposits', as(username))).find(
      (r: { id: number }) => r.id === id,
    );

  it('gives the opened item to the reviewer who opened it; the other is told who has it and cannot decide it', async () => {
    const id = await newDeposit();
    const mine = await ok(t.app, 'POST', `/admin/deposits/${id}/claim`, as('reviewer'));
    expect(mine).toMatchObject({ id, mine: true, claim: { by: 'reviewer' } });
    expect(mine.claim.expiresAt).toBeGreaterThan(Date.now() + 4 * 60_000);
    const theirs = await ok(t.app, 'POST', `/admin/deposits/${id}/claim`, as('reviewer2'));
    expect(theirs).toMatchObject({ id, mine: false, claim: { by: 'reviewer' } });
    expect((await listed('reviewer2', id)).claim).toMatchObject({ by: 'reviewer' });

    const refused = await api(
      t.app,
      'POST',
      `/admin/deposits/${id}/approve`,
      await deciding(t.app, as, 'reviewer2', 'deposits', id),
    );
    expect(refused.code).toBe(CLAIMED_BY_OTHER);
    expect(refused.msg).toBe('Being reviewed by reviewer');
    expect((await listed('reviewer', id)).claim).toMatchObject({ by: 'reviewer' });

    const decided = await ok(
      t.app,
      'POST',
      `/admin/deposits/${id}/approve`,
      await deciding(t.app, as, 'reviewer', 'deposits', id),
    );
    expect(decided).toEqual({ id, status: 'PASSED' });
  });

  it('renews the holder’s claim while the item stays open and lets it go when they open another', async () => {
    const first = await newDeposit();
    const second = await newDeposit();
    const opened = await ok(t.app, 'POST', `/admin/deposits/${first}/claim`, as('reviewer'));
    await servicesOf(t.app).db.execute(
      sql`update review_claims set expires_at = now() + interval '1 minute' where item_id = ${first}`,
    );
    const renewed = await ok(t.app, 'POST', `/admin/deposits/${first}/claim`, as('reviewer'));
    expect(renewed.claim.expiresAt).toBeGreaterThanOrEqual(opened.claim.expiresAt);
    await ok(t.app, 'POST', `/admin/deposits/${second}/claim`, as('reviewer'));
    expect((await listed('reviewer2', first)).claim).toBeNull();
    expect((await claim('reviewer2', first)).data).toMatchObject({ mine: true });
  });

  it('lets another reviewer decide once the claim has expired', async () => {
    const id = await newDeposit();
    await ok(t.app, 'POST', `/admin/deposits/${id}/claim`, as('reviewer'));
    await servicesOf(t.app).db.execute(
      sql`update review_claims set expires_at = now() - interval '1 second' where item_id = ${id}`,
    );
    expect((await listed('reviewer2', id)).claim).toBeNull();
    const seen = await deciding(t.app, as, 'reviewer2', 'deposits', id);
    const decided = await api(t.app, 'POST', `/admin/deposits/${id}/reject`, {
      ...seen,
      body: { ...seen.body, reason: 'FUNDS_NOT_RECEIVED' },
    });
    expect(decided.data).toEqual({ id, status: 'REJECTED' });
  });

  it('gives one item to exactly one of two reviewers claiming it at the same time', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await newDeposit();
      const [a, b] = await Promise.all([claim('reviewer', id), claim('reviewer2', id)]);
      expect([a.code, b.code]).toEqual([0, 0]);
      expect([a.data.mine, b.data.mine].sort()).toEqual([false, true]);
      expect(a.data.claim.by).toBe(b.data.claim.by);
    }
  });

  it('makes one decision of two reviewers deciding the same item at the same time', async () => {
    for (const claimed of [false, true]) {
      const id = await newDeposit();
      if (claimed) await ok(t.app, 'POST', `/admin/deposits/${id}/claim`, as('reviewer'));
      const [seenA, seenB] = [
        await deciding(t.app, as, 'reviewer', 'deposits', id),
        await deciding(t.app, as, 'reviewer2', 'deposits', id),
      ];
      const [a, b] = await Promise.all([
        api(t.app, 'POST', `/admin/deposits/${id}/approve`, seenA),
        api(t.app, 'POST', `/admin/deposits/${id}/reject`, {
          ...seenB,
          body: { ...seenB.body, reason: 'RECEIPT_UNREADABLE', note: 'Receipt unreadable' },
        }),
      ]);
      const codes = [a.code, b.code];
      expect(codes.filter((c) => c === 0)).toHaveLength(1);
      // The holder's decision is the one made; the other hears the item is taken or decided.
      if (claimed) {
        expect(a.code).toBe(0);
        expect([CLAIMED_BY_OTHER, ERRORS.ALREADY_DECIDED.code]).toContain(b.code);
      } else expect(codes.filter((c) => c !== 0)).toEqual([ERRORS.ALREADY_DECIDED.code]);
      const audit = await ok(t.app, 'GET', '/admin/audit', as('admin'));
      const decisions = audit.entries.filter(
        (e: { targetType: string; targetId: string }) =>
          e.targetType === 'deposit' && e.targetId === String(id),
      );
      expect(decisions).toHaveLength(1);
    }
  });

  it('refuses a claim on an item that is not waiting for a decision', async () => {
    const id = await newDeposit();
    await ok(
      t.app,
      'POST',
      `/admin/deposits/${id}/approve`,
      await deciding(t.app, as, 'reviewer', 'deposits', id),
    );
    expect((await claim('reviewer2', id)).code).toBe(ERRORS.INVALID_STATE.code);
    expect((await claim('reviewer2', 999_999)).code).toBe(ERRORS.NOT_FOUND.code);
  });

  it('claims a KYC submission the same way', async () => {
    const me = await newInvestor(t.app);
    expect((await api(t.app, 'POST', `/admin/kyc/${me.userId}/claim`, as('reviewer'))).code).toBe(
      ERRORS.NOT_FOUND.code,
    );
    await submitKyc(t.app, me);
    const mine = await ok(t.app, 'POST', `/admin/kyc/${me.userId}/claim`, as('reviewer2'));
    expect(mine).toMatchObject({ id: me.userId, mine: true, claim: { by: 'reviewer2' } });
    const refused = await api(
      t.app,
      'POST',
      `/admin/kyc/${me.userId}/approve`,
      await deciding(t.app, as, 'reviewer', 'kyc', me.userId),
    );
    expect(refused.code).toBe(CLAIMED_BY_OTHER);
  });
});
