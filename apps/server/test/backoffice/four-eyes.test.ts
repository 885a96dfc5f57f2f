import { ERRORS, type Proposal, type TenantSettings, type AuditPage } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moneyFeatures, platformFeatures } from '../../src/features';
import { offeringFeatures } from '../../src/offerings/offering-features';
import { api, newInvestor, ok, type Investor } from '../money/money-api';
import { call } from '../support/api';
import { DB_KINDS } from '../support/databases';
import { settingsApproved } from '../support/four-eyes';
import { signInStaff, type AsStaff } from '../support/staff';
import { startTestApp, type TestApp } from '../support/test-app';

const DAY = 86_400_000;

describe.each(DB_KINDS)('four eyes on allotments and settings on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  let brl: AsStaff;
  const now = Date.now();
  beforeAll(async () => {
    t = await startTestApp(kind, {
      features: [
        ...platformFeatures,
        ...moneyFeatures,
        ...offeringFeatures({ clock: () => new Date(now), settleEveryMs: 0 }),
      ],
    });
    as = await signInStaff(t.app);
    brl = await signInStaff(t.app, 'brl.localhost');
  });
  afterAll(() => t?.close());

  const settings = () => ok<TenantSettings>(t.app, 'GET', '/admin/tenant', as('admin'));
  const saveOf = (s: TenantSettings, change: object) => ({
    registrationCode: s.registrationCode,
    minDeposit: s.minDeposit,
    maxDeposit: s.maxDeposit,
    minWithdraw: s.minWithdraw,
    withdrawalSecondApprovalAbove: s.withdrawalSecondApprovalAbove,
    ...change,
  });
  const approve = (who: string, id: number, staff = as) =>
    api(t.app, 'POST', `/admin/proposals/${id}/approve`, staff(who));
  const pending = (who: string) => ok<Proposal[]>(t.app, 'GET', '/admin/proposals', as(who));
  /** The trail's rows of `action`, newest first (GET /admin/audit answers one page). */
  const audit = async (action: string) =>
    (
      await ok<AuditPage>(t.app, 'GET', '/admin/audit', {
        ...as('admin'),
        query: { action, limit: 200 },
      })
    ).entries.filter((a) => a.action === action);

  /** A fresh IPO of the tenant, open now, with applications of `asks` shares by new investors. */
  const offerWithApplications = async (asks: number[], staff = as, tenantId = 'ngn') => {
    const { id } = await ok(t.app, 'POST', '/admin/offerings/ipos', {
      ...staff('operator', {
        kind: 'IPO',
        stockId: tenantId === 'brl' ? 3001 : 4001,
        price: '10.00',
        ...(tenantId === 'brl' ? { ipoUnit: 10 } : {}),
        startTime: now - 1000,
        endTime: now + DAY,
      }),
    });
    const applied: Array<{ id: number; unit: number; investor: Investor }> = [];
    for (const [n, amount] of asks.entries()) {
      const investor = await newInvestor(t.app, tenantId);
      const row = await ok(t.app, 'POST', '/ipo/applyIpo', {
        token: investor.token,
        host: investor.host,
        key: `four-eyes-${id}-${n}`,
        body: { id, amount },
      });
      applied.push({ id: row.id, unit: row.unit, investor });
    }
    return { offer: { kind: 'IPO', offeringId: id }, applied };
  };
  const statusOf = async (applicationId: number, staff = as) =>
    (
      await ok(t.app, 'GET', '/admin/applications', {
        ...staff('operator'),
        query: { pageSize: 100 },
      })
    ).records.find((r: { id: number }) => r.id === applicationId);

  it('a settings change is written only when a second, different admin approves it', async () => {
    const before = await settings();
    const save = saveOf(before, { minWithdraw: '250' });
    const proposal = await ok<Proposal>(t.app, 'POST', '/admin/tenant', as('admin', save));
    expect(proposal).toMatchObject({
      status: 'PENDING',
      change: { kind: 'TENANT_SETTINGS', before, after: save },
      proposed: { username: 'admin' },
      decided: null,
    });
    // Nothing is written by proposing.
    expect(await settings()).toEqual(before);
    expect((await pending('admin2')).map((p) => p.id)).toContain(proposal.id);

    // The proposer cannot approve their own change.
    const own = await approve('admin', proposal.id);
    expect(own.code).toBe(ERRORS.FORBIDDEN.code);
    expect(own.msg).toMatch(/second, different staff member/);
    // An operator may not decide settings, nor does a reviewer see them.
    expect((await approve('operator', proposal.id)).code).toBe(ERRORS.FORBIDDEN.code);
    expect(await pending('reviewer')).toEqual([]);
    expect(await settings()).toEqual(before);

    const approved = await approve('admin2', proposal.id);
    expect(approved.code, approved.msg).toBe(0);
    expect(approved.data).toMatchObject({ status: 'APPROVED', decided: { username: 'admin2' } });
    expect((await settings()).minWithdraw).toBe('250.00');
    const [written] = await audit('TENANT_SETTINGS');
    expect(written).toMatchObject({ operatorName: 'admin2' });
    expect((written!.before as { minWithdraw: string }).minWithdraw).toBe(before.minWithdraw);

    // Approved once: a second approval is told who decided it.
    const again = await approve('admin2', proposal.id);
    expect(again.code).toBe(ERRORS.ALREADY_DECIDED.code);
    expect(again.msg).toMatch(/admin2/);
    await settingsApproved(t.app, as, saveOf(before, {}));
  });

  it('a proposal made on settings that changed since is refused as stale and writes nothing', async () => {
    const before = await settings();
    const first = await ok(
      t.app,
      'POST',
      '/admin/tenant',
      as('admin', saveOf(before, { minWithdraw: '300' })),
    );
    const second = await ok(
      t.app,
      'POST',
      '/admin/tenant',
      as('admin', saveOf(before, { minDeposit: '7' })),
    );
    expect((await approve('admin2', first.id)).code).toBe(0);
    const stale = await approve('admin2', second.id);
    expect(stale.code).toBe(ERRORS.INVALID_STATE.code);
    expect(stale.msg).toMatch(/changed since it was proposed/);
    const now = await settings();
    expect(now).toMatchObject({ minWithdraw: '300.00', minDeposit: before.minDeposit });
    const decided = await ok<Proposal[]>(t.app, 'GET', '/admin/proposals', {
      ...as('admin'),
      query: { status: 'STALE' },
    });
    expect(decided.map((p) => p.id)).toContain(second.id);
  });

  it('two admins approving the same proposal at once write it once; the other is told it was decided', async () => {
    const before = await settings();
    const { id } = await ok(
      t.app,
      'POST',
      '/admin/tenant',
      as('admin', saveOf(before, { minWithdraw: '321' })),
    );
    const auditsBefore = (await audit('TENANT_SETTINGS')).length;
    const results = await Promise.all([approve('admin2', id), approve('admin2', id)]);
    expect(results.map((r) => r.code).sort()).toEqual([0, ERRORS.ALREADY_DECIDED.code]);
    expect((await audit('TENANT_SETTINGS')).length).toBe(auditsBefore + 1);
  });

  it("two staff approving one offer's allotment at once allot it once", async () => {
    const { offer, applied } = await offerWithApplications([300, 100]);
    const proposal = await ok<Proposal>(
      t.app,
      'POST',
      '/admin/applications/allot',
      as('operator', { ...offer, available: 200 }),
    );
    expect(proposal.change).toMatchObject({
      kind: 'ALLOTMENT',
      offer,
      preview: { available: 200, asked: 400, allotted: 200 },
    });
    expect(proposal.change.kind === 'ALLOTMENT' && proposal.change.preview.rows).toEqual([
      expect.objectContaining({ applicationId: applied[0]!.id, asked: 300, shares: 150 }),
      expect.objectContaining({ applicationId: applied[1]!.id, asked: 100, shares: 50 }),
    ]);
    expect((await statusOf(applied[0]!.id)).status).toBe('APPLYING');
    expect((await approve('operator', proposal.id)).code).toBe(ERRORS.FORBIDDEN.code);

    const allotsBefore = (await audit('APPLICATION_ALLOT')).length;
    const results = await Promise.all([
      approve('admin', proposal.id),
      approve('admin2', proposal.id),
    ]);
    expect(results.map((r) => r.code).sort()).toEqual([0, ERRORS.ALREADY_DECIDED.code]);
    expect((await audit('APPLICATION_ALLOT')).length).toBe(allotsBefore + 2);
    expect(await statusOf(applied[0]!.id)).toMatchObject({ status: 'FUNDING', obtainNum: 150 });
    expect(await statusOf(applied[1]!.id)).toMatchObject({ status: 'FUNDING', obtainNum: 50 });
  });

  it('an allotment proposed before another application arrived is refused as stale', async () => {
    const { offer, applied } = await offerWithApplications([100]);
    const proposal = await ok(
      t.app,
      'POST',
      '/admin/applications/allot',
      as('operator', { ...offer, available: 50 }),
    );
    const late = await newInvestor(t.app);
    await ok(t.app, 'POST', '/ipo/applyIpo', {
      token: late.token,
      key: `late-${offer.offeringId}`,
      body: { id: offer.offeringId, amount: 100 },
    });
    const stale = await approve('admin', proposal.id);
    expect(stale.code).toBe(ERRORS.INVALID_STATE.code);
    expect((await statusOf(applied[0]!.id)).status).toBe('APPLYING');
    // One application decided on its own since is stale too.
    const one = await ok(
      t.app,
      'POST',
      `/admin/applications/${applied[0]!.id}/allot`,
      as('operator', { shares: 100 }),
    );
    const other = await ok(
      t.app,
      'POST',
      `/admin/applications/${applied[0]!.id}/allot`,
      as('operator', { shares: 0 }),
    );
    expect((await approve('admin', one.id)).code).toBe(0);
    expect((await approve('admin', other.id)).code).toBe(ERRORS.INVALID_STATE.code);
    expect(await statusOf(applied[0]!.id)).toMatchObject({ status: 'FUNDING', obtainNum: 100 });
  });

  it('a rejection needs a reason, writes nothing, and cannot then be approved', async () => {
    const { offer, applied } = await offerWithApplications([100]);
    const proposal = await ok(
      t.app,
      'POST',
      '/admin/applications/allot',
      as('operator', { ...offer, available: 100 }),
    );
    const noReason = await api(
      t.app,
      'POST',
      `/admin/proposals/${proposal.id}/reject`,
      as('admin', { note: ' ' }),
    );
    expect(noReason.code).toBe(ERRORS.VALIDATION.code);
    const rejected = await ok(
      t.app,
      'POST',
      `/admin/proposals/${proposal.id}/reject`,
      as('admin', { note: 'Wrong offer' }),
    );
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      note: 'Wrong offer',
      decided: { username: 'admin' },
    });
    const late = await approve('admin2', proposal.id);
    expect(late.code).toBe(ERRORS.ALREADY_DECIDED.code);
    expect(late.msg).toMatch(/admin\b/);
    expect((await statusOf(applied[0]!.id)).status).toBe('APPLYING');
  });

  it('refuses an empty, zero, fractional, negative or impossible allotment with the field named', async () => {
    const { offer, applied } = await offerWithApplications([100]);
    for (const available of ['', 0, -5, 1.5, 'ten']) {
      const res = await api(
        t.app,
        'POST',
        '/admin/applications/allot',
        as('operator', { ...offer, available }),
      );
      expect(res.code, String(available)).toBe(ERRORS.VALIDATION.code);
      expect(res.msg).toMatch(/available/);
    }
    for (const shares of ['', -1, 2.5, 101]) {
      const res = await api(
        t.app,
        'POST',
        `/admin/applications/${applied[0]!.id}/allot`,
        as('operator', { shares }),
      );
      expect(res.code, String(shares)).toBe(ERRORS.VALIDATION.code);
      expect(res.msg).toMatch(/shares/);
    }
    // The console's language: the same refusal in Portuguese.
    const pt = await call(t.app, 'POST', '/admin/applications/allot', {
      ...as('operator', { ...offer, available: '' }),
      lang: 'pt',
    });
    expect(pt.body.msg).toMatch(/available/);
    expect(pt.body.msg).not.toBe(
      (
        await api(
          t.app,
          'POST',
          '/admin/applications/allot',
          as('operator', { ...offer, available: '' }),
        )
      ).msg,
    );
    expect(await pending('operator')).not.toContainEqual(
      expect.objectContaining({ change: expect.objectContaining({ offer }) }),
    );
  });

  it('shares per unit are carried where the tenant counts in lots, and refused where they would be lost', async () => {
    const lost = await api(
      t.app,
      'POST',
      '/admin/offerings/ipos',
      as('operator', {
        kind: 'IPO',
        stockId: 4001,
        price: '10.00',
        ipoUnit: 10,
        startTime: now - 1000,
        endTime: now + DAY,
      }),
    );
    expect(lost.code).toBe(ERRORS.VALIDATION.code);
    expect(lost.msg).toMatch(/ipoUnit/);
    const { applied } = await offerWithApplications([3], brl, 'brl');
    expect(applied[0]!.unit).toBe(10);
    expect(await statusOf(applied[0]!.id, brl)).toMatchObject({ applyUnit: 3, unit: 10 });
  });
});
