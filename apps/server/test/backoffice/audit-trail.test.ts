import { AuditExport, AuditPage, ERRORS, type AuditEntry } from '@trading/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../src/backoffice/audit-repository';
import { csvCell } from '../../src/backoffice/csv';
import { api, fund, newInvestor, ok, servicesOf, submitKyc, uploadImage } from '../money/money-api';
import { DB_KINDS } from '../support/databases';
import { deciding, signInStaff, staffLogin, type AsStaff } from '../support/staff';
import { settingsApproved } from '../support/four-eyes';
import { startTestApp, type TestApp } from '../support/test-app';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Splits a CSV file (RFC 4180, CRLF, quoted cells) into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe.each(DB_KINDS)('the audit trail on %s', (kind) => {
  let t: TestApp;
  let as: AsStaff;
  beforeAll(async () => {
    t = await startTestApp(kind);
    as = await signInStaff(t.app);
  });
  afterAll(() => t?.close());

  const page = async (query: Record<string, string | number> = {}, who = 'admin') =>
    AuditPage.parse(
      await ok(t.app, 'GET', '/admin/audit', { ...as(who), query: { limit: 200, ...query } }),
    );
  /** The newest row of an action on a subject. */
  const latest = async (action: string, subjectType: string, subjectId: string | number) => {
    const { entries } = await page({ action, subjectType, subjectId: String(subjectId) });
    expect(entries.length, `${action} ${subjectType} ${subjectId}`).toBeGreaterThan(0);
    return entries[0]!;
  };
  /** Every audited change names who, when and from where, and shows what it changed. */
  const expectChange = (entry: AuditEntry, by: string) => {
    expect(entry).toMatchObject({ operatorName: by, channel: 'api', address: '127.0.0.1' });
    expect(entry.createdAt).toBeGreaterThan(Date.now() - 60_000);
    expect(entry.after).not.toBeNull();
  };

  it('settings, staff and account locks keep the values before and after, the lock reason included', async () => {
    const settings = await ok(t.app, 'GET', '/admin/tenant', as('admin'));
    // Four eyes: admin proposes, admin2 approves; the change is written, and audited, by the approver.
    await settingsApproved(t.app, as, {
      registrationCode: settings.registrationCode,
      minDeposit: settings.minDeposit,
      maxDeposit: settings.maxDeposit,
      minWithdraw: '123',
      withdrawalSecondApprovalAbove: settings.withdrawalSecondApprovalAbove,
    });
    const saved = await latest('TENANT_SETTINGS', 'tenant', 'ngn');
    expectChange(saved, 'admin2');
    expect(saved.before).toMatchObject({ minWithdraw: settings.minWithdraw });
    expect(saved.after).toMatchObject({ minWithdraw: '123.00' });

    const member = await ok(
      t.app,
      'POST',
      '/admin/staff',
      as('admin', { username: 'desk_audit', password: 'desk-audit-kemi-26', role: 'reviewer' }),
    );
    expect((await latest('STAFF_CREATE', 'user', member.userId)).after).toEqual({
      username: 'desk_audit',
      role: 'reviewer',
    });
    await ok(
      t.app,
      'POST',
      `/admin/staff/${member.userId}/role`,
      as('admin', { role: 'operator' }),
    );
    const role = await latest('STAFF_ROLE', 'user', member.userId);
    expect([role.before, role.after]).toEqual([{ role: 'reviewer' }, { role: 'operator' }]);
    await ok(t.app, 'POST', `/admin/staff/${member.userId}/disable`, as('admin'));
    const disabled = await latest('STAFF_DISABLE', 'user', member.userId);
    expectChange(disabled, 'admin');
    expect(disabled.before).toEqual({ lockedAt: null });
    expect((disabled.after as { lockedAt: string }).lockedAt).toEqual(expect.any(String));

    const investor = await newInvestor(t.app);
    await ok(
      t.app,
      'POST',
      `/admin/investors/${investor.userId}/lock`,
      as('operator', { note: 'Card chargeback under review' }),
    );
    await ok(
      t.app,
      'POST',
      `/admin/investors/${investor.userId}/unlock`,
      as('operator', { note: 'Chargeback withdrawn' }),
    );
    const locked = await latest('ACCOUNT_LOCK', 'user', investor.userId);
    expectChange(locked, 'operator');
    expect(locked.after).toMatchObject({ note: 'Card chargeback under review' });
    expect((await latest('ACCOUNT_UNLOCK', 'user', investor.userId)).after).toMatchObject({
      lockedAt: null,
      note: 'Chargeback withdrawn',
    });
  });

  it('news, offers, allotments with their shares and KYC and deposit decisions keep the record before and after', async () => {
    const { id: newsId } = await ok(
      t.app,
      'POST',
      '/admin/content/news',
      as('operator', {
        title: 'Audit desk opens',
        source: 'Desk',
        imageUrl: '/static/seed/ngn/banner-1.svg',
        content: '<p>Open</p>',
        onMainPage: false,
      }),
    );
    const news = await latest('CONTENT_NEWS_CREATE', 'news', newsId);
    expectChange(news, 'operator');
    expect(news.after).toMatchObject({ title: 'Audit desk opens' });

    const now = Date.now();
    const { id: offerId } = await ok(
      t.app,
      'POST',
      '/admin/offerings/ipos',
      as('operator', {
        kind: 'PLACEMENT',
        stockId: 4001,
        price: '12.50',
        startTime: now + 3_600_000,
        endTime: now + 86_400_000,
      }),
    );
    const offer = await latest('OFFERING_CREATE', 'PLACEMENT', offerId);
    expect(offer.after).toMatchObject({ id: offerId, price: '12.50000000' });
    await ok(t.app, 'POST', `/admin/offerings/PLACEMENT/${offerId}/close`, as('operator'));
    expect((await latest('OFFERING_CLOSE', 'PLACEMENT', offerId)).before).toMatchObject({
      id: offerId,
    });

    const me = await newInvestor(t.app);
    await fund(t.app, me, 'USD', '100000');
    const ipos = await ok(t.app, 'POST', '/ipo/pageIpo', { token: me.token, body: {} });
    const ipo = ipos.records.find(
      (r: { amountOpen: boolean; currencyType: string }) =>
        r.amountOpen && r.currencyType === 'USD',
    );
    const applied = await ok(t.app, 'POST', '/ipo/applyIpo', {
      token: me.token,
      key: 'audit-ipo',
      body: { id: ipo.id, amount: 500 },
    });
    const proposal = await ok(
      t.app,
      'POST',
      `/admin/applications/${applied.id}/allot`,
      as('operator', { shares: 300 }),
    );
    await ok(t.app, 'POST', `/admin/proposals/${proposal.id}/approve`, as('admin'));
    const allot = await latest('APPLICATION_ALLOT', 'application', applied.id);
    expectChange(allot, 'admin');
    expect(allot.before).toMatchObject({ status: 'APPLYING', obtainNum: 0, userId: me.userId });
    expect(allot.after).toMatchObject({ status: 'FUNDING', obtainNum: 300 });

    await submitKyc(t.app, me);
    await ok(
      t.app,
      'POST',
      `/admin/kyc/${me.userId}/approve`,
      await deciding(t.app, as, 'reviewer', 'kyc', me.userId),
    );
    const kyc = await latest('KYC_APPROVE', 'kyc', me.userId);
    expectChange(kyc, 'reviewer');
    expect([kyc.before, kyc.after]).toMatchObject([{ status: 'REVIEWING' }, { status: 'PASSED' }]);

    const deposit = await ok(t.app, 'POST', '/finance/deposit', {
      token: me.token,
      key: 'audit-dep',
      body: {
        amount: '250000',
        accountName: 'Ada Obi',
        bank: 'Zenith Bank',
        accountNumber: '0011223346',
        receipt: await uploadImage(t.app, me, 'DEPOSIT'),
        authCode: 'FUND-NGN',
      },
    });
    await ok(
      t.app,
      'POST',
      `/admin/deposits/${deposit.id}/approve`,
      await deciding(t.app, as, 'reviewer', 'deposits', deposit.id),
    );
    const approved = await latest('DEPOSIT_APPROVE', 'deposit', deposit.id);
    expect([approved.before, approved.after]).toMatchObject([
      { status: 'REVIEWING', amount: '250000.00000000' },
      { status: 'PASSED' },
    ]);
  });

  it('records uploads, staff sign-ins, views of an investor and every refused attempt of a known caller', async () => {
    const body = new FormData();
    body.append('file', new Blob([PNG], { type: 'image/png' }), 'banner.png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/images',
      headers: { host: 'ngn.localhost', token: as('operator').token },
      payload: body,
    });
    const { id: uploadId, url } = res.json().data as { id: number; url: string };
    const upload = await latest('UPLOAD', 'upload', uploadId);
    expectChange(upload, 'operator');
    expect(upload.after).toMatchObject({ url, fileName: 'banner.png', bytes: PNG.length });

    await staffLogin(t.app, 'reviewer2');
    const signIn = (await page({ action: 'STAFF_SIGN_IN', actor: 'REVIEWER2' })).entries[0]!;
    expectChange(signIn, 'reviewer2');

    const investor = await newInvestor(t.app);
    await ok(t.app, 'GET', `/admin/investors/${investor.userId}`, as('reviewer'));
    const viewed = await latest('INVESTOR_VIEW', 'user', investor.userId);
    expectChange(viewed, 'reviewer');
    expect(viewed.after).toEqual({ view: 'detail' });
    // An investor signing in is no back-office business.
    expect((await page({ action: 'STAFF_SIGN_IN', actor: investor.username })).entries).toEqual([]);

    // A reviewer's role does not reach settings; an investor's token reaches no operator call.
    expect((await api(t.app, 'GET', '/admin/tenant', as('reviewer'))).code).toBe(
      ERRORS.FORBIDDEN.code,
    );
    expect((await api(t.app, 'GET', '/admin/audit', { token: investor.token })).code).toBe(
      ERRORS.FORBIDDEN.code,
    );
    const bad = await api(t.app, 'POST', `/admin/investors/${investor.userId}/lock`, {
      ...as('operator'),
      body: { note: 'x'.repeat(5000) },
    });
    expect(bad.code).toBe(ERRORS.VALIDATION.code);
    const decidedTwice = await api(
      t.app,
      'POST',
      `/admin/applications/999999/allot`,
      as('operator', { shares: 1 }),
    );
    expect(decidedTwice.code).toBe(ERRORS.NOT_FOUND.code);
    const refused = (await page({ action: 'REFUSED' })).entries.map((e) => [
      e.operatorName,
      e.targetId,
      (e.after as { error: string }).error,
    ]);
    expect(refused).toEqual(
      expect.arrayContaining([
        ['reviewer', 'GET /admin/tenant', 'FORBIDDEN'],
        [investor.username, 'GET /admin/audit', 'FORBIDDEN'],
        ['operator', `POST /admin/investors/${investor.userId}/lock`, 'VALIDATION'],
        ['operator', 'POST /admin/applications/999999/allot', 'NOT_FOUND'],
      ]),
    );
    // A token that names no one is not recorded: it would let anyone fill the trail.
    const before = (await page({ action: 'REFUSED' })).entries.length;
    await api(t.app, 'GET', '/admin/tenant', { token: 'not-a-token' });
    expect((await page({ action: 'REFUSED' })).entries.length).toBe(before);
  });

  it('filters by actor, action, subject and time, and pages by cursor without losing or repeating a row while rows are written', async () => {
    const { db } = servicesOf(t.app);
    const admin = { tenantId: 'ngn', userId: 0, username: 'admin', channel: 'api' as const };
    const me = await ok(t.app, 'GET', '/admin/me', as('admin'));
    admin.userId = me.userId;
    const write = (n: number) =>
      recordAudit(db, admin, {
        action: 'PAGING_PROBE',
        targetType: 'probe',
        targetId: n,
        before: { n },
        after: { n: n + 1 },
      });
    for (let n = 0; n < 23; n++) await write(n);
    const seen: number[] = [];
    let cursor: number | undefined;
    let written = 23;
    do {
      const next = await page({ action: 'PAGING_PROBE', limit: 5, ...(cursor ? { cursor } : {}) });
      seen.push(...next.entries.map((e) => Number(e.targetId)));
      // Rows written between pages (as other staff keep working) are newer than every page read.
      await Promise.all([write(written++), write(written++)]);
      cursor = next.nextCursor ?? undefined;
    } while (cursor !== undefined);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 23 }, (_, n) => n));

    const probe = (await page({ action: 'paging_probe', subjectType: 'probe', subjectId: '7' }))
      .entries;
    expect(probe.map((e) => [e.targetId, e.before, e.after])).toEqual([['7', { n: 7 }, { n: 8 }]]);
    const first = probe[0]!.createdAt;
    const inWindow = await page({ action: 'PAGING_PROBE', from: first, to: first + 1 });
    expect(inWindow.entries.every((e) => e.createdAt === first)).toBe(true);
    expect(inWindow.entries.map((e) => e.targetId)).toContain('7');
    expect((await page({ action: 'PAGING_PROBE', actor: 'operator' })).entries).toEqual([]);
    expect((await page({ action: 'PAGING_PROBE', from: Date.now() + 60_000 })).entries).toEqual([]);
    const upsideDown = await api(t.app, 'GET', '/admin/audit', {
      ...as('admin'),
      query: { from: 2000, to: 1000 },
    });
    expect(upsideDown.code).toBe(ERRORS.VALIDATION.code);
  });

  it('exports the filtered rows as CSV that a spreadsheet shows as text, never runs', async () => {
    const investor = await newInvestor(t.app);
    const hostile = '=HYPERLINK("http://x.example","click"),\n+1';
    await ok(
      t.app,
      'POST',
      `/admin/investors/${investor.userId}/lock`,
      as('operator', { note: hostile }),
    );
    const file = AuditExport.parse(
      await ok(t.app, 'GET', '/admin/audit/export', {
        ...as('reviewer'),
        query: { subjectType: 'user', subjectId: String(investor.userId) },
      }),
    );
    expect(file.fileName).toMatch(/^audit-ngn-.*\.csv$/);
    expect(file.csv.startsWith('\uFEFFid,time_utc,actor_id,actor,channel,address,action,')).toBe(
      true,
    );
    const [header, ...rows] = parseCsv(file.csv.slice(1));
    expect(file.rows).toBe(rows.length);
    const lock = rows.find((r) => r[header!.indexOf('action')] === 'ACCOUNT_LOCK')!;
    expect(lock[header!.indexOf('actor')]).toBe('operator');
    expect(lock[header!.indexOf('address')]).toBe('127.0.0.1');
    expect(JSON.parse(lock[header!.indexOf('after')]!)).toMatchObject({ note: hostile });

    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('a "b", c')).toBe('"a ""b"", c"');
    expect(csvCell('=a,"b"\r\n')).toBe('"\'=a,""b""\r\n"');
    expect(csvCell('plain')).toBe('plain');
  });
});
